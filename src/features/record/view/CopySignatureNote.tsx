import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOT_VIEW_ID } from '@/bootHandoff/bootView';
import { cardSigningKeys } from '@/lib/env';
import { isSignedCopy } from '@/recordReading/cardCopy/signature';

const NOTE_ATTRIBUTE = 'data-copy-signature';
const noteClass = 'mt-3 text-sm font-semibold';

/** dd/mm/yyyy, as the card's date is said in every language. */
function numericDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The boot page, when it still stands in for the app (a private record, an unknown card, no
 * network), says it too: under its summary, where its own repaints do not reach.
 */
function sayOnBootPage(text: string, verified: boolean): void {
  const column = document.querySelector(`#${BOOT_VIEW_ID} main > div`);
  if (!column || column.querySelector(`[${NOTE_ATTRIBUTE}]`)) return;
  const note = document.createElement('p');
  note.className = `${noteClass} ${verified ? 'text-green-900' : 'text-slate-700'}`;
  note.setAttribute(NOTE_ATTRIBUTE, verified ? 'verified' : 'unverified');
  note.textContent = text;
  column.append(note);
}

/**
 * Whether the printed card's copy is signed by the API, checked after the copy is on screen (it
 * never holds it back), said under the summary, where it moves nothing above: "verified, signed
 * on …", or "not verified", and the copy stays the card's either way.
 */
export function CopySignatureNote({ fragment, madeOn }: { fragment: string; madeOn: string }) {
  const { t } = useTranslation('recordView');
  const [verified, setVerified] = useState<boolean | null>(null);
  const text =
    verified === null
      ? ''
      : verified
        ? t('summary.copySignature.verified', { date: numericDate(madeOn) })
        : t('summary.copySignature.unverified');

  useEffect(() => {
    let current = true;
    void isSignedCopy(fragment, cardSigningKeys).then((signed) => {
      if (current) setVerified(signed);
    });
    return () => {
      current = false;
    };
  }, [fragment]);
  useEffect(() => {
    if (verified !== null) sayOnBootPage(text, verified);
  }, [text, verified]);

  if (verified === null) return null;
  return (
    <p
      className={`${noteClass} ${verified ? 'text-green-900' : 'text-slate-700'}`}
      {...{ [NOTE_ATTRIBUTE]: verified ? 'verified' : 'unverified' }}
    >
      {text}
    </p>
  );
}

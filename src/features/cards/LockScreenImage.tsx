import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import type { CardSummary } from '@/recordReading/cardCopy/format';
import type { CardColor } from './cardColors';
import { lockScreenLines, lockScreenPng } from './lockScreen';

const FILE_NAME = 'tela-de-bloqueio.png';

/**
 * "Imagem para a tela de bloqueio": the dialog's QR code on a phone-sized picture in the card's
 * colour, with the copy's first facts in words (none when the QR code carries the address only),
 * and how to set it on an iPhone or an Android phone.
 */
export function LockScreenImage({
  qrCode,
  copy,
  color,
  disabled,
  onMade,
}: {
  /** Holds the QR code svg the dialog shows: the picture's code is that one. */
  qrCode: RefObject<HTMLDivElement | null>;
  /** The copy the QR code carries, or null when it carries the address only. */
  copy: CardSummary | null;
  color: CardColor;
  disabled: boolean;
  /** The picture was saved. */
  onMade: () => void;
}) {
  const { t } = useTranslation('account');
  const [failed, setFailed] = useState(false);
  const howTo = useId();

  async function save() {
    const svg = qrCode.current?.querySelector('svg');
    if (!svg) return;
    setFailed(false);
    try {
      const words = {
        heading: t('lockScreen.heading'),
        lines: copy ? lockScreenLines(copy, t) : [],
      };
      const link = document.createElement('a');
      link.href = await lockScreenPng(svg, words, color);
      link.download = FILE_NAME;
      link.click();
      onMade();
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="mt-6 rounded-lg border border-slate-200 p-4" data-lock-screen="">
      <Button
        variant="secondary"
        onClick={save}
        disabled={disabled}
        aria-describedby={howTo}
        className="w-full sm:w-auto"
      >
        {t('lockScreen.button')}
      </Button>
      <div id={howTo} className="mt-3 space-y-1 text-sm text-slate-700">
        <p>{copy ? t('lockScreen.about') : t('lockScreen.aboutAddressOnly')}</p>
        <p>
          <span className="font-semibold">iPhone: </span>
          {t('lockScreen.iphone')}
        </p>
        <p>
          <span className="font-semibold">Android: </span>
          {t('lockScreen.android')}
        </p>
      </div>
      {failed ? <Notice className="mt-3">{t('lockScreen.failed')}</Notice> : null}
    </div>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { RadioGroup } from '@/components/RadioGroup';
import { Spinner } from '@/components/Spinner';
import { readStored, writeStored } from '@/lib/safeStorage';
import type { CardProsthesis, CardSummary } from '@/recordReading/cardCopy/format';
import { leftOnline, type CardListName } from './leftOnline';
import type { QrPicking } from './qrPicks';
import type { CardCopyState } from './useCardCopy';

export type QrContent = 'summary' | 'address';

const choiceKey = (cardCode: string) => `qrContent:${cardCode}`;

/**
 * What a card's QR code carries, as its owner chose it: health data printed on paper cannot be
 * called back, so nothing is chosen for them. The choice is remembered on this device, per card.
 */
export function useQrContent(
  cardCode: string,
  /** What the owner asked for on the way here (a link that says so), over what was chosen. */
  asked?: QrContent,
): [QrContent | null, (chosen: QrContent) => void] {
  const [content, setContent] = useState<QrContent | null>(() => {
    if (asked) return asked;
    const saved = readStored('local', choiceKey(cardCode));
    return saved === 'summary' || saved === 'address' ? saved : null;
  });
  const choose = useCallback(
    (chosen: QrContent) => {
      writeStored('local', choiceKey(cardCode), chosen);
      setContent(chosen);
    },
    [cardCode],
  );
  return [content, choose];
}

/**
 * What the copy leaves out, list by list and by name; with `picking`, each allergy, condition and
 * medicine a button that puts it in, ahead of what the clinical order chose.
 */
function LeftOnlineList({
  made,
  fitted,
  picking,
}: {
  made: CardSummary;
  fitted: CardSummary;
  picking?: QrPicking;
}) {
  const { t } = useTranslation('account');
  // By where it is: the list's label says what it is.
  const prosthesisName = ({ place }: CardProsthesis) => place || t('qr.leftOnline.unplaced');
  const left = leftOnline(made, fitted, prosthesisName);
  if (left.length === 0) return null;
  const names = (list: CardListName, listed: string[]) =>
    picking && list !== 'mriUnsafe' ? (
      <ul className="mt-1 flex flex-wrap gap-2">
        {listed.map((name, index) => (
          <li key={`${index}:${name}`}>
            <button
              type="button"
              className="min-h-8 rounded-full border border-brand-700 px-3 py-1 text-left font-medium text-brand-900 hover:bg-brand-50"
              aria-label={t('qr.leftOnline.pick', { name })}
              onClick={() => picking.pick({ list, name })}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    ) : (
      listed.join(', ')
    );
  return (
    <>
      <p className="mt-2 font-semibold">{t('qr.leftOnline.title')}</p>
      <ul className="mt-1 list-disc space-y-2 pl-5" data-testid="left-online">
        {left.map(({ list, names: listed }) => (
          <li key={list}>
            <span className="font-semibold">{t(`qr.leftOnline.${list}`)}:</span>{' '}
            {names(list, listed)}
          </li>
        ))}
      </ul>
      {picking ? <p className="mt-2 text-slate-700">{t('qr.leftOnline.pickHint')}</p> : null}
      {picking?.picked ? (
        <Button variant="secondary" size="small" className="mt-2" onClick={picking.reset}>
          {t('qr.leftOnline.reset')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The owner's choice of what the card's QR code carries, with what each means: the emergency
 * summary in the address's fragment (read without internet, never updated by itself), or the
 * plain address. Says when the copy is still being read and what did not fit.
 */
export function QrContentChoice({
  value,
  onChange,
  copy,
  picking,
}: {
  /** Null until the owner has chosen. */
  value: QrContent | null;
  onChange: (value: QrContent) => void;
  copy: CardCopyState;
  picking?: QrPicking;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="text-left">
      <RadioGroup
        look="field"
        legend={t('qr.contentLegend')}
        value={value ?? ''}
        onChange={onChange}
        options={[
          { value: 'summary', label: t('qr.withSummary') },
          { value: 'address', label: t('qr.addressOnly') },
        ]}
      />
      <p className="mt-2 text-sm text-slate-700">
        {value === null
          ? t('qr.chooseHint')
          : value === 'summary'
            ? t('qr.withSummaryHint')
            : t('qr.addressOnlyHint')}
      </p>
      {value === 'summary' && copy.status === 'loading' ? (
        <Spinner label={t('qr.preparing')} className="py-4" />
      ) : null}
      {value === 'summary' && copy.status === 'ready' && copy.cut > 0 ? (
        <div className="mt-3 text-sm text-amber-900">
          <p>{t('qr.cut', { count: copy.cut })}</p>
          <LeftOnlineList made={copy.made} fitted={copy.copy} picking={picking} />
        </div>
      ) : null}
    </div>
  );
}

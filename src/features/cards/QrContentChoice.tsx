import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/RadioGroup';
import { Spinner } from '@/components/Spinner';
import type { CardCopyState } from './useCardCopy';

export type QrContent = 'summary' | 'address';

/**
 * The owner's choice of what the card's QR code carries, with what each means: the emergency
 * summary in the address's fragment (read without internet, never updated by itself), or the
 * plain address. Says when the copy is still being read and what did not fit.
 */
export function QrContentChoice({
  value,
  onChange,
  copy,
}: {
  value: QrContent;
  onChange: (value: QrContent) => void;
  copy: CardCopyState;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="text-left">
      <RadioGroup
        look="field"
        legend={t('qr.contentLegend')}
        value={value}
        onChange={onChange}
        options={[
          { value: 'summary', label: t('qr.withSummary') },
          { value: 'address', label: t('qr.addressOnly') },
        ]}
      />
      <p className="mt-2 text-sm text-slate-700">
        {value === 'summary' ? t('qr.withSummaryHint') : t('qr.addressOnlyHint')}
      </p>
      {value === 'summary' && copy.status === 'loading' ? (
        <Spinner label={t('qr.preparing')} className="py-4" />
      ) : null}
      {value === 'summary' && copy.status === 'ready' && copy.cut > 0 ? (
        <p className="mt-3 text-sm text-amber-900">{t('qr.cut', { count: copy.cut })}</p>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@/lib/paths';
import { cardFilling } from './cardFilling';
import type { CardCopyState } from './useCardCopy';

/**
 * Before a card is printed or its QR code downloaded: says when its record tells an emergency
 * reader (almost) nothing, with the way to fill it. Says nothing while the record is read.
 */
export function EmptyCardNotice({
  cardCode,
  copy,
  className = '',
}: {
  cardCode: string;
  copy: CardCopyState;
  className?: string;
}) {
  const { t } = useTranslation('account');
  const filling = copy.status === 'ready' ? cardFilling(copy.copy) : null;
  if (!filling) return null;
  return (
    <div
      role="status"
      className={`rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300 ${className}`}
    >
      <p className="font-semibold">{t(`cardFilling.${filling}`)}</p>
      <p className="mt-1">{t('cardFilling.text')}</p>
      <Link
        to={href.recordEditor(cardCode)}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-amber-950 underline underline-offset-4"
      >
        {t('cardFilling.fill')}
      </Link>
    </div>
  );
}

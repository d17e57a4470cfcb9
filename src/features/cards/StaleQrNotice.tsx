import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { formatCardCode } from '@/lib/cardCode';
import { formatDate, isoDate } from '@/lib/dates';
import { isQrCopyOlder, madeQrCopy } from './qrCopies';
import { useCardCopy } from './useCardCopy';

/**
 * Says when the summary in the QR code last made for this card on this device is older than the
 * record (a QR code never updates by itself), with a way to make a new one. Says nothing while
 * the record is read. Where this device made no QR code (another device, or browser data
 * cleared), says when the record last changed, if the API says: the owner knows when they
 * printed.
 */
export function StaleQrNotice({
  cardCode,
  recordChangedAt,
  onNewQr,
}: {
  cardCode: string;
  recordChangedAt: string | null;
  onNewQr: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const made = madeQrCopy(cardCode);
  const current = useCardCopy(cardCode, made !== null);
  const age = !made
    ? recordChangedAt
      ? 'changed'
      : 'none'
    : current.status !== 'ready'
      ? 'checking'
      : isQrCopyOlder(made, current.copy)
        ? 'older'
        : 'current';
  if (age === 'changed' && recordChangedAt) {
    const day = isoDate(new Date(recordChangedAt));
    const date = formatDate(day, i18n.language) ?? day;
    return (
      <p data-qr-age={age} data-testid="qr-age" className="text-sm text-slate-700">
        {t('cards.recordChanged', { date })}
      </p>
    );
  }
  // An empty box without layout while there is nothing to say; its state is there for tests.
  if (age !== 'older' || !made) {
    return <div className="contents" data-qr-age={age} data-testid="qr-age" />;
  }
  return (
    <div
      role="status"
      data-qr-age={age}
      data-testid="qr-age"
      className="flex flex-col items-start gap-2 rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>{t('cards.staleQr', { date: formatDate(made.madeOn, i18n.language) ?? made.madeOn })}</p>
      <Button
        variant="secondary"
        onClick={onNewQr}
        aria-label={t('cards.newQrLabel', { code: formatCardCode(cardCode) })}
      >
        {t('cards.newQr')}
      </Button>
    </div>
  );
}

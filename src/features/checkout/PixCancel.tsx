import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';

/**
 * The way out of a Pix the buyer will not pay: says what happens to its code, and cancels it so
 * that the card may be used instead, with one charge only.
 */
export function PixCancel({
  cancelPix,
  onCancelled,
}: {
  cancelPix: () => Promise<void>;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function cancel() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await cancelPix();
      onCancelled();
    } catch (error) {
      setFailure(errorText(error, tc, 'errors.cancelPayment'));
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 flex flex-col gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="text-sm text-slate-800">{t('checkout.pixCancel.waiting')}</p>
      {failure ? <Notice>{failure}</Notice> : null}
      {busy ? <Spinner label={t('checkout.pixCancel.cancelling')} className="py-1" /> : null}
      <div className="flex sm:justify-end">
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          aria-disabled={busy}
          onClick={() => void cancel()}
        >
          {t('checkout.pixCancel.button')}
        </Button>
      </div>
    </div>
  );
}

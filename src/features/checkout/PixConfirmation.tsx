import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotOffered } from '@/api/notOffered';
import { simulatePixPayment } from '@/api/payment';
import { errorText } from '@/api/errors';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { isDemo } from '@/lib/env';
import { purchaseLandedCheck } from './purchaseLanded';
import type { PageVisibility, Scheduler } from './purchaseWatch';
import { usePurchaseWatch } from './usePurchaseWatch';

export interface PixWatchTarget {
  paymentId: string;
  /** The user's purchase count when the code was made; null when it could not be read. */
  purchasesBefore: number | null;
}

/**
 * Under the Pix code: watches for the payment to land and says so, with a check the buyer can ask
 * for and, in the demo, a button that pays at once.
 */
export function PixConfirmation({
  target,
  onLanded,
  scheduler,
  visibility,
}: {
  target: PixWatchTarget;
  onLanded: () => void;
  scheduler?: Scheduler;
  visibility?: PageVisibility;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const check = useMemo(
    () => purchaseLandedCheck(target.purchasesBefore),
    [target.purchasesBefore],
  );
  const { status, checkNow } = usePurchaseWatch({ check, onLanded, scheduler, visibility });
  const [simulating, setSimulating] = useState(false);
  const [simulateError, setSimulateError] = useState<string | null>(null);
  /** This server does not simulate payments: said once, in the button's place. */
  const [simulateNotOffered, setSimulateNotOffered] = useState(false);

  async function simulate() {
    if (simulating) return;
    setSimulating(true);
    setSimulateError(null);
    try {
      await simulatePixPayment(target.paymentId);
      checkNow();
    } catch (error) {
      if (isNotOffered(error)) setSimulateNotOffered(true);
      else setSimulateError(errorText(error, tc));
    } finally {
      setSimulating(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <p role="status" className="flex items-start gap-3 text-sm text-slate-800">
        {status === 'landed' ? null : (
          <span
            aria-hidden="true"
            className="mt-0.5 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
          />
        )}
        <span>{t(`checkout.pix.watch.${status}`)}</span>
      </p>
      {simulateError ? <Notice>{simulateError}</Notice> : null}
      {simulateNotOffered ? (
        <Notice tone="info" focusOnMount>
          {t('checkout.pix.watch.simulateNotOffered')}
        </Notice>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {isDemo && !simulateNotOffered ? (
          <Button variant="secondary" onClick={() => void simulate()} aria-disabled={simulating}>
            {simulating ? t('checkout.pix.watch.simulating') : t('checkout.pix.watch.simulate')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={checkNow}>
          {t('checkout.pix.watch.checkNow')}
        </Button>
      </div>
    </div>
  );
}

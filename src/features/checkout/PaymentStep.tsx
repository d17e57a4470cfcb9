import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingType } from '@/api/types';
import { RadioGroup } from '@/components/RadioGroup';
import type { CheckoutParams } from '@/lib/paths';
import type { Buyer } from './buyer';
import { CardPaymentForm } from './CardPaymentForm';
import { Notice } from '@/components/Notice';
import { PixCancel } from './PixCancel';
import { PixPayment } from './PixPayment';
import { PurchaseSuccessDialog } from './PurchaseSuccessDialog';
import { StepHeading } from './StepHeading';
import { usePaymentCreation } from './usePaymentCreation';

const methods: { value: BillingType; labelKey: string }[] = [
  { value: 'CREDIT_CARD', labelKey: 'checkout.payment.creditCard' },
  { value: 'PIX', labelKey: 'checkout.payment.pix' },
];

export function PaymentStep({
  plan,
  focusHeading,
  newBuyer,
}: {
  plan: CheckoutParams;
  focusHeading: boolean;
  /** A buyer this checkout registered: their password is their CPF until they choose one. */
  newBuyer: Pick<Buyer, 'cpf'> | null;
}) {
  const { t } = useTranslation('account');
  const payments = usePaymentCreation(plan);
  const [method, setMethod] = useState<BillingType>(payments.payment?.billingType ?? 'CREDIT_CARD');
  // While a payment runs, or once the checkout has one whose charge was not refused, the method
  // can no longer change.
  const [busy, setBusy] = useState(false);
  const [completed, setCompleted] = useState(false);
  // Counts the Pix payments cancelled: the Pix form starts afresh after each.
  const [pixCancelled, setPixCancelled] = useState(0);
  const { locked } = payments;
  const pixWaiting = locked && payments.payment?.billingType === 'PIX';

  return (
    <>
      <StepHeading title={t('checkout.steps.payment')} focusOnMount={focusHeading} />

      <RadioGroup
        look="tiles"
        className="mt-8"
        legend={t('checkout.payment.method')}
        options={methods.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
        value={method}
        onChange={setMethod}
        disabled={busy || locked}
      />
      {locked && !pixWaiting ? (
        <p className="mt-2 text-sm text-slate-700">{t('checkout.payment.locked')}</p>
      ) : null}
      {pixWaiting ? (
        <PixCancel
          cancelPix={payments.cancelPix}
          onCancelled={() => {
            setMethod('CREDIT_CARD');
            setBusy(false);
            setPixCancelled((count) => count + 1);
          }}
        />
      ) : null}
      {pixCancelled > 0 && !locked ? (
        <Notice tone="success" className="mt-3" focusOnMount>
          {t('checkout.pixCancel.done')}
        </Notice>
      ) : null}

      <div className="mt-6">
        {/* Both stay mounted, so switching methods loses nothing typed. */}
        <div hidden={method !== 'CREDIT_CARD'}>
          <CardPaymentForm
            plan={plan}
            payments={payments}
            onBusyChange={setBusy}
            onCompleted={() => setCompleted(true)}
          />
        </div>
        <div hidden={method !== 'PIX'}>
          <PixPayment
            key={pixCancelled}
            plan={plan}
            payments={payments}
            onBusyChange={setBusy}
            onCompleted={() => setCompleted(true)}
          />
        </div>
      </div>
      {completed ? <PurchaseSuccessDialog newBuyer={newBuyer} /> : null}
    </>
  );
}

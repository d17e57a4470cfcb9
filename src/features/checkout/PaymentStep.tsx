import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingType } from '../../api/types';
import { RadioGroup } from '../../components/RadioGroup';
import { formatBRL } from '../../lib/money';
import type { CheckoutParams } from '../../lib/paths';
import { CardPaymentForm } from './CardPaymentForm';
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
  planLabel,
  focusHeading,
}: {
  plan: CheckoutParams;
  planLabel: string;
  focusHeading: boolean;
}) {
  const { t } = useTranslation('account');
  const [method, setMethod] = useState<BillingType>('CREDIT_CARD');
  // While a payment runs or once one went through, the method can no longer change.
  const [busy, setBusy] = useState(false);
  const [completed, setCompleted] = useState(false);
  const createPayment = usePaymentCreation(plan);

  return (
    <>
      <StepHeading title={t('checkout.payment.summary')} focusOnMount={focusHeading} />
      <dl className="mt-4 grid gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-slate-700 uppercase">
            {t('checkout.payment.plan')}
          </dt>
          <dd className="font-semibold text-slate-900">{planLabel}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-700 uppercase">
            {t('checkout.payment.price')}
          </dt>
          <dd className="font-semibold text-slate-900">{formatBRL(plan.price)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-700 uppercase">
            {t('checkout.payment.cards')}
          </dt>
          <dd className="font-semibold text-slate-900">
            {t('plans.cards', { count: plan.cardLimit })}
          </dd>
        </div>
      </dl>

      <RadioGroup
        look="tiles"
        className="mt-8"
        legend={t('checkout.payment.method')}
        options={methods.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
        value={method}
        onChange={setMethod}
        disabled={busy}
      />

      <div className="mt-6">
        {/* Both stay mounted, so switching methods loses nothing typed. */}
        <div hidden={method !== 'CREDIT_CARD'}>
          <CardPaymentForm
            plan={plan}
            createPayment={createPayment}
            onBusyChange={setBusy}
            onCompleted={() => setCompleted(true)}
          />
        </div>
        <div hidden={method !== 'PIX'}>
          <PixPayment plan={plan} createPayment={createPayment} onBusyChange={setBusy} />
        </div>
      </div>
      {completed ? <PurchaseSuccessDialog /> : null}
    </>
  );
}

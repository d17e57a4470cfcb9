import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { chargeRefused, mayHaveCharged, payWithCreditCard } from '@/api/payment';
import { SubmitButton } from '@/components/SubmitButton';
import { MaskedField } from '@/components/MaskedField';
import { Notice } from '@/components/Notice';
import { SelectField } from '@/components/Select';
import { Spinner } from '@/components/Spinner';
import { BoundTextField } from '@/components/TextField';
import { useFormSubmit, type FormSubmitOptions } from '@/components/useFormSubmit';
import { formatBRL } from '@/lib/money';
import { paths } from '@/lib/paths';
import {
  CARD_NUMBER_MASK,
  cardNumberProblem,
  CVC_MASK,
  cvcProblem,
  EXPIRY_MASK,
  expiryProblem,
  holderProblem,
  MAX_INSTALLMENTS,
  toCreditCard,
  type CardForm,
  type CardProblem,
} from './cardDetails';
import { clearCheckoutStorage } from './customerStorage';
import { AFTER_PAYMENT_MS } from './timings';
import type { PaymentMethodProps } from './usePaymentCreation';

const installmentCounts = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1);

const failure: FormSubmitOptions<CardForm> = {
  fieldOf: {
    'creditCard.number': 'number',
    'creditCard.holderName': 'holder',
    'creditCard.expiryMonth': 'expiry',
    'creditCard.expiryYear': 'expiry',
    'creditCard.ccv': 'cvc',
    installmentCount: 'installments',
  },
  messageWithFieldErrors: true,
};

/** After a charge that may have gone through: where to look before trying again. */
function ChargeUnknown() {
  const { t } = useTranslation('account');
  return (
    <>
      <p className="mt-2">{t('checkout.card.unknown')}</p>
      <Link
        to={paths.myCards}
        className="mt-2 inline-block font-semibold underline underline-offset-2"
      >
        {t('checkout.card.unknownLink')}
      </Link>
    </>
  );
}

export function CardPaymentForm({ plan, payments, onBusyChange, onCompleted }: PaymentMethodProps) {
  const { t } = useTranslation('account');
  const [approved, setApproved] = useState(false);
  // Once a charge may have gone through, it stays so until one is approved.
  const [outcomeUnknown, setOutcomeUnknown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<CardForm>({
    defaultValues: { number: '', holder: '', expiry: '', cvc: '', installments: '1' },
  });
  const { control, setValue } = form;
  const { onSubmit, busy, serverMessage } = useFormSubmit(form, pay, failure);
  const { payment, locked, ensurePayment, chargeFailed } = payments;
  // The checkout's payment was created with its count: every try charges that same payment, until
  // a refusal frees the choice.
  const lockedInstallments =
    locked && payment?.billingType === 'CREDIT_CARD' ? String(payment.installmentCount ?? 1) : null;
  const refused = serverMessage !== null && payment?.lastCharge === 'refused';

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (lockedInstallments) setValue('installments', lockedInstallments);
  }, [lockedInstallments, setValue]);

  const rule = (problem: CardProblem | null) => (problem ? t(`checkout.card.${problem}`) : true);

  async function pay(card: CardForm) {
    if (approved) return;
    onBusyChange(true);
    try {
      const charged = await ensurePayment('CREDIT_CARD', Number(card.installments));
      const body = { customer_id: charged.customerId, creditCard: toCreditCard(card) };
      await payWithCreditCard(charged.paymentId, body, charged.idempotencyKey).catch(
        (error: unknown) => {
          if (mayHaveCharged(error)) {
            setOutcomeUnknown(true);
            chargeFailed(charged, 'unknown');
          } else if (chargeRefused(error)) {
            chargeFailed(charged, 'refused');
          }
          throw error;
        },
      );
    } catch (error) {
      onBusyChange(false);
      throw error;
    }
    setOutcomeUnknown(false);
    setApproved(true);
    timer.current = setTimeout(() => {
      clearCheckoutStorage();
      onCompleted();
    }, AFTER_PAYMENT_MS);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <MaskedField
          control={control}
          name="number"
          rules={{ validate: (v) => rule(cardNumberProblem(v)) }}
          className="sm:col-span-2"
          label={t('checkout.card.number')}
          mask={CARD_NUMBER_MASK}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          required
        />
        {/* Every field binds the same way, so they register (and take the focus on an error)
            in the order they are shown. */}
        <BoundTextField
          control={control}
          name="holder"
          rules={{ validate: (v) => rule(holderProblem(v)) }}
          className="sm:col-span-2"
          label={t('checkout.card.holder')}
          autoComplete="cc-name"
          required
        />
        <MaskedField
          control={control}
          name="expiry"
          rules={{ validate: (v) => rule(expiryProblem(v)) }}
          label={t('checkout.card.expiry')}
          mask={EXPIRY_MASK}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.card.expiryPlaceholder')}
          required
        />
        <MaskedField
          control={control}
          name="cvc"
          rules={{ validate: (v) => rule(cvcProblem(v)) }}
          label={t('checkout.card.cvc')}
          mask={CVC_MASK}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
        />
        <SelectField
          control={control}
          name="installments"
          className="sm:col-span-2"
          label={t('checkout.card.installments')}
          disabled={lockedInstallments !== null}
          hint={lockedInstallments ? t('checkout.card.installmentsLocked') : undefined}
          options={installmentCounts.map((count) => ({
            value: String(count),
            label: t('checkout.card.installment', { count, amount: formatBRL(plan.price / count) }),
          }))}
        />
      </div>
      {serverMessage ? (
        <Notice>
          <p>{serverMessage}</p>
          {outcomeUnknown ? <ChargeUnknown /> : null}
          {refused && !outcomeUnknown ? <p className="mt-2">{t('checkout.card.refused')}</p> : null}
        </Notice>
      ) : null}
      {busy ? <Spinner label={t('checkout.card.paying')} className="py-2" /> : null}
      {approved ? <Notice tone="success">{t('checkout.card.approved')}</Notice> : null}
      <SubmitButton
        busy={busy || approved}
        variant={outcomeUnknown ? 'secondary' : 'primary'}
        className="w-full sm:w-auto sm:self-end"
      >
        {outcomeUnknown
          ? t('checkout.card.retrySameCharge')
          : t('checkout.card.pay', { amount: formatBRL(plan.price) })}
      </SubmitButton>
    </form>
  );
}

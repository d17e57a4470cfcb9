import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { fieldErrorsFor } from '../../api/fieldErrors';
import { payWithCreditCard } from '../../api/payment';
import { SubmitButton } from '../../components/SubmitButton';
import { FieldFrame, inputClass } from '../../components/FieldFrame';
import { MaskedField } from '../../components/MaskedField';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { formatBRL } from '../../lib/money';
import type { CheckoutParams } from '../../lib/paths';
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
import type { usePaymentCreation } from './usePaymentCreation';

const installmentCounts = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1);

type Phase = 'idle' | 'paying' | 'approved';

export function CardPaymentForm({
  plan,
  createPayment,
  onBusyChange,
  onCompleted,
}: {
  plan: CheckoutParams;
  createPayment: ReturnType<typeof usePaymentCreation>;
  onBusyChange: (busy: boolean) => void;
  onCompleted: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [phase, setPhase] = useState<Phase>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  // A ref, not state: a second click or Enter in the same tick must already see it.
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CardForm>({
    defaultValues: { number: '', holder: '', expiry: '', cvc: '', installments: '1' },
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const rule = (problem: CardProblem | null) => (problem ? t(`checkout.card.${problem}`) : true);

  function fail(error: unknown) {
    busy.current = false;
    setPhase('idle');
    onBusyChange(false);
    const fieldErrors = fieldErrorsFor<keyof CardForm>(error, {
      'creditCard.number': 'number',
      'creditCard.holderName': 'holder',
      'creditCard.expiryMonth': 'expiry',
      'creditCard.expiryYear': 'expiry',
      'creditCard.ccv': 'cvc',
      installmentCount: 'installments',
    });
    fieldErrors.forEach(([field, message], index) =>
      setError(field, { message }, { shouldFocus: index === 0 }),
    );
    setServerError(errorText(error, tc));
  }

  async function onSubmit(form: CardForm) {
    if (busy.current) return;
    busy.current = true;
    setServerError(null);
    setPhase('paying');
    onBusyChange(true);
    try {
      const payment = await createPayment('CREDIT_CARD', Number(form.installments));
      await payWithCreditCard(payment.paymentId, {
        customer_id: payment.customerId,
        creditCard: toCreditCard(form),
      });
    } catch (error) {
      fail(error);
      return;
    }
    setPhase('approved');
    timer.current = setTimeout(() => {
      clearCheckoutStorage();
      onCompleted();
    }, AFTER_PAYMENT_MS);
  }

  const locked = phase !== 'idle';

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className="flex flex-col gap-4"
    >
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
        <TextField
          className="sm:col-span-2"
          label={t('checkout.card.holder')}
          autoComplete="cc-name"
          required
          error={errors.holder?.message}
          {...register('holder', { validate: (v) => rule(holderProblem(v)) })}
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
        <FieldFrame
          className="sm:col-span-2"
          label={t('checkout.card.installments')}
          error={errors.installments?.message}
        >
          {(a11y) => (
            <select className={inputClass} {...a11y} {...register('installments')}>
              {installmentCounts.map((count) => (
                <option key={count} value={count}>
                  {t('checkout.card.installment', {
                    count,
                    amount: formatBRL(plan.price / count),
                  })}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      {serverError ? <Notice>{serverError}</Notice> : null}
      {phase === 'paying' ? <Spinner label={t('checkout.card.paying')} className="py-2" /> : null}
      {phase === 'approved' ? <Notice tone="success">{t('checkout.card.approved')}</Notice> : null}
      <SubmitButton busy={locked} className="w-full sm:w-auto sm:self-end">
        {t('checkout.card.pay', { amount: formatBRL(plan.price) })}
      </SubmitButton>
    </form>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getPixBillingInfo } from '@/api/payment';
import type { PixData } from '@/api/types';
import { Button } from '@/components/Button';
import { inputClass } from '@/components/FieldFrame';
import { Notice } from '@/components/Notice';
import { SubmitButton } from '@/components/SubmitButton';
import { Spinner } from '@/components/Spinner';
import { useFormSubmit } from '@/components/useFormSubmit';
import { isDemo } from '@/lib/env';
import { formatBRL } from '@/lib/money';
import { countPurchases } from './purchaseLanded';
import { clearCheckoutStorage, clearCustomerId } from './customerStorage';
import { PixConfirmation, type PixWatchTarget } from './PixConfirmation';
import { AFTER_PAYMENT_MS } from './timings';
import type { PaymentMethodProps } from './usePaymentCreation';

type CopyState = 'idle' | 'copied' | 'failed';

/** The Pix code, and what the screen watches to know it was paid. */
interface ShownPix extends PixData {
  watch: PixWatchTarget;
}

export function PixPayment({ plan, payments, onBusyChange, onCompleted }: PaymentMethodProps) {
  const { t } = useTranslation('account');
  const [pix, setPix] = useState<ShownPix | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const codeBox = useRef<HTMLTextAreaElement>(null);
  const readyHeading = useRef<HTMLHeadingElement>(null);
  const codeId = useId();
  const { onSubmit, busy, serverMessage } = useFormSubmit(useForm(), async () => {
    onBusyChange(true);
    try {
      const payment = await payments.ensurePayment('PIX', null);
      // Counted before the code is on screen: the payment cannot land before it is shown.
      const [data, purchasesBefore] = await Promise.all([
        getPixBillingInfo(payment.paymentId),
        countPurchases(),
      ]);
      setPix({
        ...data,
        watch: { paymentId: payment.paymentId, purchasesBefore },
      });
    } catch (error) {
      onBusyChange(false);
      throw error;
    }
    // The waiting payment stays known, after a reload too, until it is paid or cancelled.
    timer.current = setTimeout(clearCustomerId, AFTER_PAYMENT_MS);
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  // The code takes the place of the button the focus was on: the focus goes to its heading.
  const shown = pix !== null;
  useEffect(() => {
    if (shown) readyHeading.current?.focus();
  }, [shown]);

  async function copyCode(payload: string) {
    try {
      await navigator.clipboard.writeText(payload);
      setCopy('copied');
    } catch {
      codeBox.current?.select();
      setCopy('failed');
    }
  }

  if (!pix) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t('checkout.pix.instructions')}</p>
        {isDemo ? <Notice tone="info">{t('checkout.pix.demo')}</Notice> : null}
        {serverMessage ? <Notice>{serverMessage}</Notice> : null}
        {busy ? <Spinner label={t('checkout.pix.generating')} className="py-2" /> : null}
        <form onSubmit={onSubmit} className="flex sm:justify-end">
          <SubmitButton busy={busy} className="w-full sm:w-auto">
            {t('checkout.pix.generate')}
          </SubmitButton>
        </form>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <h3
        ref={readyHeading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        {t('checkout.pix.ready')}
      </h3>
      <p className="text-slate-700">{t('checkout.pix.instructions')}</p>
      {isDemo ? <Notice tone="info">{t('checkout.pix.demo')}</Notice> : null}
      <img
        src={`data:image/png;base64,${pix.encodedImage}`}
        alt={t('checkout.pix.qrAlt', { amount: formatBRL(plan.price) })}
        width={220}
        height={220}
        className="mx-auto h-[220px] w-[220px] rounded-lg bg-white ring-1 ring-slate-200 [image-rendering:pixelated]"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={codeId} className="text-sm font-medium text-slate-800">
          {t('checkout.pix.code')}
        </label>
        <textarea
          ref={codeBox}
          id={codeId}
          readOnly
          rows={4}
          value={pix.payload}
          className={`${inputClass} resize-none font-mono text-sm break-all`}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="min-h-5 text-sm font-medium text-brand-800">
          {copy === 'copied' ? t('checkout.pix.copied') : null}
          {copy === 'failed' ? t('checkout.pix.copyFailed') : null}
        </p>
        <Button onClick={() => void copyCode(pix.payload)}>{t('checkout.pix.copy')}</Button>
      </div>
      <PixConfirmation
        target={pix.watch}
        onLanded={() => {
          clearCheckoutStorage();
          onCompleted();
        }}
      />
    </div>
  );
}

import { useCallback, useRef } from 'react';
import { createPayment } from '../../api/payment';
import type { BillingType } from '../../api/types';
import type { CheckoutParams } from '../../lib/paths';
import { buildPaymentRequest, readPaymentContext, type PaymentContext } from './paymentRequest';

export interface CreatedPayment extends PaymentContext {
  paymentId: string;
}

/** What the step gives each way to pay (card, Pix). */
export interface PaymentMethodProps {
  plan: CheckoutParams;
  createPayment: ReturnType<typeof usePaymentCreation>;
  /** Told when a payment starts, and when it fails: the method cannot change meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Creates the provider payment for a method and instalment count, once: a retry after a declined
 * card or a failed Pix read charges the same payment instead of opening another.
 */
export function usePaymentCreation(plan: CheckoutParams) {
  const created = useRef(new Map<string, string>());

  return useCallback(
    async (billingType: BillingType, installmentCount: number | null): Promise<CreatedPayment> => {
      const context = readPaymentContext();
      const key = `${billingType}:${installmentCount ?? ''}`;
      const known = created.current.get(key);
      if (known) return { ...context, paymentId: known };
      const paymentId = await createPayment(
        buildPaymentRequest(plan, context, billingType, installmentCount),
      );
      created.current.set(key, paymentId);
      return { ...context, paymentId };
    },
    [plan],
  );
}

import { useCallback, useRef, useState } from 'react';
import { createPayment } from '../../api/payment';
import type { BillingType } from '../../api/types';
import { isoDate } from '../../lib/dates';
import type { CheckoutParams } from '../../lib/paths';
import { readUser } from '../../session/cookies';
import {
  checkoutIdempotencyKey,
  readCheckoutPayment,
  saveCheckoutPayment,
  type CheckoutPayment,
} from './customerStorage';
import { buildPaymentRequest, readPaymentContext } from './paymentRequest';

export interface PaymentCreation {
  /** The checkout's payment once created (or kept from before a reload); null until then. */
  payment: CheckoutPayment | null;
  /** The checkout's payment: created on the first call, the same one on every later call. */
  ensurePayment: (
    billingType: BillingType,
    installmentCount: number | null,
  ) => Promise<CheckoutPayment>;
}

/** What the step gives each way to pay (card, Pix). */
export interface PaymentMethodProps {
  plan: CheckoutParams;
  payments: PaymentCreation;
  /** Told when a payment starts, and when it fails: the method cannot change meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

/** The stored payment when it is this buyer's, for this plan, and not yet overdue. */
function storedPaymentFor(plan: CheckoutParams): CheckoutPayment | null {
  const stored = readCheckoutPayment();
  const user = readUser();
  const current =
    stored !== null &&
    stored.planId === plan.id &&
    stored.userId === user?.id &&
    stored.dueDate >= isoDate(new Date());
  return current ? stored : null;
}

/**
 * One payment per checkout, asked for with the checkout's idempotency key (another tab's too).
 * The API cannot change a payment's method or instalment count, and a
 * second payment could be charged as well as the first (a charge whose answer never came may have
 * gone through), so the first payment created is the one every later try charges, whatever it
 * asks for; the screen keeps its method and instalment count from then on.
 */
export function usePaymentCreation(plan: CheckoutParams): PaymentCreation {
  const [payment, setPayment] = useState(() => storedPaymentFor(plan));
  // A ref as well: a second call in the same tick must already find the first.
  const known = useRef<Promise<CheckoutPayment> | null>(payment ? Promise.resolve(payment) : null);

  const ensurePayment = useCallback(
    (billingType: BillingType, installmentCount: number | null) => {
      known.current ??= create().catch((error: unknown) => {
        known.current = null;
        throw error;
      });
      return known.current;

      async function create(): Promise<CheckoutPayment> {
        const context = readPaymentContext();
        const body = buildPaymentRequest(plan, context, billingType, installmentCount);
        const idempotencyKey = checkoutIdempotencyKey(context.userId, plan.id);
        const created: CheckoutPayment = {
          paymentId: await createPayment(body, idempotencyKey),
          customerId: context.customerId,
          userId: context.userId,
          planId: plan.id,
          billingType,
          installmentCount: body.installmentCount,
          dueDate: body.dueDate,
          idempotencyKey,
        };
        saveCheckoutPayment(created);
        setPayment(created);
        return created;
      }
    },
    [plan],
  );

  return { payment, ensurePayment };
}

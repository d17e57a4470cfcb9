import { useCallback, useRef, useState } from 'react';
import { cancelPayment, createPayment } from '@/api/payment';
import type { BillingType } from '@/api/types';
import { isoDate } from '@/lib/dates';
import type { CheckoutParams } from '@/lib/paths';
import { readUser } from '@/session/cookies';
import { openCustomer } from './buyer';
import {
  checkoutIdempotencyKey,
  forgetCheckoutPayment,
  readCustomerId,
  readCheckoutPayment,
  renewIdempotencyKey,
  saveCheckoutPayment,
  type CheckoutPayment,
} from './customerStorage';
import { buildPaymentRequest, readPaymentContext } from './paymentRequest';

export interface PaymentCreation {
  /** The checkout's payment once created (or kept from before a reload); null until then. */
  payment: CheckoutPayment | null;
  /**
   * Whether the method and instalments are fixed: once a payment exists, unless its charge was
   * refused (nothing was charged).
   */
  locked: boolean;
  /**
   * The payment to charge: created on the first call, the same one on every later call, unless
   * its charge was refused and this call asks for another method or instalment count.
   */
  ensurePayment: (
    billingType: BillingType,
    installmentCount: number | null,
  ) => Promise<CheckoutPayment>;
  /** Tells how a charge of the payment ended when it did not succeed. */
  chargeFailed: (payment: CheckoutPayment, outcome: 'refused' | 'unknown') => void;
  /**
   * Cancels the checkout's waiting Pix payment at the provider, then frees the checkout: its code
   * can no longer be paid, so a card payment charges once. Fails, leaving it fixed, when the
   * provider does not cancel it (a Pix already paid answers 409).
   */
  cancelPix: () => Promise<void>;
}

/** What the step gives each way to pay (card, Pix). */
export interface PaymentMethodProps {
  plan: CheckoutParams;
  payments: PaymentCreation;
  /** Told when a payment starts, and when it fails: the method cannot change meanwhile. */
  onBusyChange: (busy: boolean) => void;
  /** Told once the plan is paid. */
  onCompleted: () => void;
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

function sameChoice(
  payment: CheckoutPayment,
  billingType: BillingType,
  installmentCount: number | null,
): boolean {
  const count = billingType === 'CREDIT_CARD' ? (installmentCount ?? 1) : null;
  return payment.billingType === billingType && payment.installmentCount === count;
}

/**
 * One payment per checkout, asked for with the checkout's idempotency key (another tab's too).
 * The API cannot change a payment's method or instalment count, and a
 * second payment could be charged as well as the first (a charge whose answer never came may have
 * gone through), so the payment created is the one every later try charges, whatever it asks for;
 * the screen keeps its method and instalment count from then on. Only a charge the provider
 * refused frees the checkout: nothing was charged, so another choice may make a new payment (the
 * refused one is left unpaid), under a new idempotency key, as is the next charge of the refused
 * one. A charge whose answer never came keeps it fixed for good.
 */
export function usePaymentCreation(plan: CheckoutParams): PaymentCreation {
  const [payment, setPayment] = useState(() => storedPaymentFor(plan));
  // Refs as well: a second call in the same tick must already find the first.
  const current = useRef(payment);
  const creating = useRef<Promise<CheckoutPayment> | null>(null);

  const keep = useCallback((next: CheckoutPayment) => {
    current.current = next;
    saveCheckoutPayment(next);
    setPayment(next);
  }, []);

  const ensurePayment = useCallback(
    (billingType: BillingType, installmentCount: number | null) => {
      if (creating.current) return creating.current;
      const existing = current.current;
      if (existing && existing.lastCharge !== 'refused') return Promise.resolve(existing);
      if (existing && sameChoice(existing, billingType, installmentCount)) {
        // Charged again: fixed until this charge is answered.
        const charging: CheckoutPayment = { ...existing, lastCharge: undefined };
        keep(charging);
        return Promise.resolve(charging);
      }
      const created = create().finally(() => {
        creating.current = null;
      });
      creating.current = created;
      return created;

      async function create(): Promise<CheckoutPayment> {
        const context = readPaymentContext();
        const body = buildPaymentRequest(plan, context, billingType, installmentCount);
        const idempotencyKey = checkoutIdempotencyKey(context.userId, plan.id);
        const made: CheckoutPayment = {
          paymentId: await createPayment(body, idempotencyKey),
          customerId: context.customerId,
          userId: context.userId,
          planId: plan.id,
          billingType,
          installmentCount: body.installmentCount,
          dueDate: body.dueDate,
          idempotencyKey,
        };
        keep(made);
        return made;
      }
    },
    [plan, keep],
  );

  const chargeFailed = useCallback(
    (charged: CheckoutPayment, outcome: 'refused' | 'unknown') => {
      const known = current.current;
      if (known?.paymentId !== charged.paymentId || known.lastCharge === 'unknown') return;
      const renewed =
        outcome === 'refused'
          ? renewIdempotencyKey(known.userId, known.planId)
          : known.idempotencyKey;
      keep({ ...known, lastCharge: outcome, idempotencyKey: renewed });
    },
    [keep],
  );

  const cancelPix = useCallback(async () => {
    const known = current.current;
    if (known?.billingType !== 'PIX' || creating.current) return;
    // The product spec clears the customer id once the Pix code is shown; a card payment needs it.
    if (!readCustomerId()) await openCustomer();
    await cancelPayment(known.paymentId);
    current.current = null;
    forgetCheckoutPayment();
    renewIdempotencyKey(known.userId, known.planId);
    setPayment(null);
  }, []);

  const locked = payment !== null && payment.lastCharge !== 'refused';
  return { payment, locked, ensurePayment, chargeFailed, cancelPix };
}

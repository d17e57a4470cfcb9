import type { BillingType } from '@/api/types';

// What the checkout keeps in local storage: the provider customer's id between steps 2 and 3
// (the product spec, section 4), and the payment it created, so that a reload does not create another.
const CUSTOMER_ID_KEY = 'customerId';
const PAYMENT_KEY = 'checkoutPayment';
const ATTEMPT_KEY = 'checkoutAttempt';

export function saveCustomerId(id: string): void {
  localStorage.setItem(CUSTOMER_ID_KEY, id);
}

/** What the product spec clears after the Pix code is shown: the customer id only. */
export function clearCustomerId(): void {
  localStorage.removeItem(CUSTOMER_ID_KEY);
}

export function readCustomerId(): string | null {
  return localStorage.getItem(CUSTOMER_ID_KEY) || null;
}

/** The provider payment a checkout created: the only one it may charge. */
export interface CheckoutPayment {
  paymentId: string;
  customerId: string;
  userId: number;
  planId: number;
  billingType: BillingType;
  /** Null for Pix. */
  installmentCount: number | null;
  /** YYYY-MM-DD: past it, the payment is overdue and no longer this checkout's. */
  dueDate: string;
  /**
   * The idempotency key of its next call: the payment was created with it, and is charged with it
   * until a charge is refused (then a new key: the next try is a new call, not a repeat).
   */
  idempotencyKey: string;
  /**
   * How its last charge ended, when it did not succeed: `refused` (nothing was charged: another
   * choice may replace the payment) until a charge's answer never came, `unknown` from then on.
   */
  lastCharge?: 'refused' | 'unknown';
}

export function saveCheckoutPayment(payment: CheckoutPayment): void {
  localStorage.setItem(PAYMENT_KEY, JSON.stringify(payment));
}

/** Forgets a payment that was cancelled: the checkout may create another. */
export function forgetCheckoutPayment(): void {
  localStorage.removeItem(PAYMENT_KEY);
}

function isCheckoutPayment(value: unknown): value is CheckoutPayment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.paymentId === 'string' &&
    typeof v.customerId === 'string' &&
    typeof v.userId === 'number' &&
    typeof v.planId === 'number' &&
    (v.billingType === 'CREDIT_CARD' || v.billingType === 'PIX') &&
    (v.installmentCount === null || typeof v.installmentCount === 'number') &&
    typeof v.dueDate === 'string' &&
    typeof v.idempotencyKey === 'string' &&
    (v.lastCharge === undefined || v.lastCharge === 'refused' || v.lastCharge === 'unknown')
  );
}

/** The stored payment, or null when there is none or it cannot be read. */
export function readCheckoutPayment(): CheckoutPayment | null {
  const raw = localStorage.getItem(PAYMENT_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isCheckoutPayment(value) ? value : null;
  } catch {
    return null;
  }
}

/** 128 random bits as hex; `crypto.randomUUID` exists only on https pages and localhost. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key of this user's checkout of this plan: the one already stored, else a new
 * one, stored before any payment is asked for. Kept where every tab reads it, so that two tabs,
 * or a retry after an answer that never came, ask for the same payment and the API answers the
 * one it created.
 */
export function checkoutIdempotencyKey(userId: number, planId: number): string {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(ATTEMPT_KEY) ?? 'null');
    if (typeof stored === 'object' && stored !== null) {
      const { key, userId: storedUser, planId: storedPlan } = stored as Record<string, unknown>;
      if (typeof key === 'string' && key && storedUser === userId && storedPlan === planId) {
        return key;
      }
    }
  } catch {
    // An unreadable entry is replaced.
  }
  return renewIdempotencyKey(userId, planId);
}

/**
 * A new idempotency key for this checkout, once a charge was refused: the next payment asked for,
 * or the next charge of the refused one, is a new call, which the API must not answer with the
 * refusal it gave before.
 */
export function renewIdempotencyKey(userId: number, planId: number): string {
  const key = newIdempotencyKey();
  localStorage.setItem(ATTEMPT_KEY, JSON.stringify({ key, userId, planId }));
  return key;
}

/**
 * "Local storage is cleared" after a payment: only what the checkout stored goes, so the
 * language the visitor chose (also kept there) stays.
 */
export function clearCheckoutStorage(): void {
  localStorage.removeItem(CUSTOMER_ID_KEY);
  localStorage.removeItem(PAYMENT_KEY);
  localStorage.removeItem(ATTEMPT_KEY);
}

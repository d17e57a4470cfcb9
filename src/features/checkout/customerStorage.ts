import type { BillingType } from '../../api/types';

// What the checkout keeps in local storage: the provider customer's id between steps 2 and 3
// (the product spec, section 4), and the payment it created, so that a reload does not create another.
const CUSTOMER_ID_KEY = 'customerId';
const PAYMENT_KEY = 'checkoutPayment';

export function saveCustomerId(id: string): void {
  localStorage.setItem(CUSTOMER_ID_KEY, id);
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
   * How its last charge ended, when it did not succeed: `refused` (nothing was charged: another
   * choice may replace the payment) until a charge's answer never came, `unknown` from then on.
   */
  lastCharge?: 'refused' | 'unknown';
}

export function saveCheckoutPayment(payment: CheckoutPayment): void {
  localStorage.setItem(PAYMENT_KEY, JSON.stringify(payment));
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

/**
 * "Local storage is cleared" after a payment: only what the checkout stored goes, so the
 * language the visitor chose (also kept there) stays.
 */
export function clearCheckoutStorage(): void {
  localStorage.removeItem(CUSTOMER_ID_KEY);
  localStorage.removeItem(PAYMENT_KEY);
}

// SPEC.md section 4: the provider customer's id is kept in local storage between steps 2 and 3.
const CUSTOMER_ID_KEY = 'customerId';

export function saveCustomerId(id: string): void {
  localStorage.setItem(CUSTOMER_ID_KEY, id);
}

export function readCustomerId(): string | null {
  return localStorage.getItem(CUSTOMER_ID_KEY) || null;
}

/**
 * "Local storage is cleared" after a payment: only what the checkout stored goes, so the
 * language the visitor chose (also kept there) stays.
 */
export function clearCheckoutStorage(): void {
  localStorage.removeItem(CUSTOMER_ID_KEY);
}

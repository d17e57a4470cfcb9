// The waits of the product spec, sections 4 and 9.

/** The code-sent message stays this long before step 2. */
export const AFTER_REGISTER_MS = 2000;

/** After an approved card payment, the success modal; after the Pix code, local storage cleared. */
export const AFTER_PAYMENT_MS = 5000;

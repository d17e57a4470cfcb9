import { getUserInfo } from '@/api/user';

/** The number of purchases the user has made, or null when it could not be read. */
export async function countPurchases(signal?: AbortSignal): Promise<number | null> {
  try {
    return (await getUserInfo(signal)).payments.length;
  } catch {
    return null;
  }
}

/**
 * A check that a purchase has landed: the user's purchases (the user info's payments) grew past
 * `before`, the count read when the Pix code was made (null when that read failed: then the first
 * count read is the base). Purchases, not cards: a plan change may add no card.
 */
export function purchaseLandedCheck(
  before: number | null,
): (signal: AbortSignal) => Promise<boolean> {
  let base = before;
  return async (signal) => {
    const count = (await getUserInfo(signal)).payments.length;
    if (base === null) {
      base = count;
      return false;
    }
    return count > base;
  };
}

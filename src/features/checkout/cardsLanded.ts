import { getCards } from '../../api/cards';

/** The number of cards the user has, or null when it could not be read. */
export async function countCards(userId: number): Promise<number | null> {
  try {
    return (await getCards(userId)).length;
  } catch {
    return null;
  }
}

/**
 * A check that a purchase has landed: the user's card list grew past `before`, the count read
 * when the Pix code was made (null when that read failed: then the first count read is the base).
 */
export function cardsLandedCheck(
  userId: number,
  before: number | null,
): (signal: AbortSignal) => Promise<boolean> {
  let base = before;
  return async (signal) => {
    const count = (await getCards(userId, signal)).length;
    if (base === null) {
      base = count;
      return false;
    }
    return count > base;
  };
}

import type { CheckoutParams } from '../../lib/paths';

function positiveInteger(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function positiveAmount(text: string | null): number | null {
  if (!text || !/^\d+(?:\.\d{1,2})?$/.test(text.trim())) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

/** The plan the buyer chose, from the query (id, price, planName, cardLimit); null when broken. */
export function readCheckoutParams(query: URLSearchParams): CheckoutParams | null {
  const id = positiveInteger(query.get('id'));
  const price = positiveAmount(query.get('price'));
  const planName = query.get('planName')?.trim() ?? '';
  const cardLimit = positiveInteger(query.get('cardLimit'));
  if (id === null || price === null || !planName || cardLimit === null) return null;
  return { id, price, planName, cardLimit };
}

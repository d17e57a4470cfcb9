import type { CardSummary } from '@/recordReading/cardCopy/format';

/** What an emergency reader looks for first on a card. */
const ESSENTIALS = ['bloodType', 'allergies', 'conditions', 'medicines', 'contact'] as const;

/** At most this many essentials told and the card counts as nearly empty. */
const NEARLY_EMPTY_MAX = 1;

export type CardFilling = 'empty' | 'nearlyEmpty';

/**
 * Whether the card's copy tells an emergency reader (almost) nothing of what matters: 'empty'
 * when none of the essentials is recorded, 'nearlyEmpty' when one is; null otherwise, and null
 * when any essential is unknown (not read or withheld): what is not known is never called empty.
 */
export function cardFilling(copy: CardSummary): CardFilling | null {
  let told = 0;
  for (const key of ESSENTIALS) {
    const part = copy[key];
    if (part === null) return null;
    if (typeof part === 'string' ? part !== '' && part !== 'none' : isTold(part)) told++;
  }
  if (told === 0) return 'empty';
  return told <= NEARLY_EMPTY_MAX ? 'nearlyEmpty' : null;
}

function isTold(part: { items: unknown[] } | { name: string; phone: string }): boolean {
  return 'items' in part ? part.items.length > 0 : true;
}

// What a card's copy could not hold, by name: the owner sees what only the online record will say
// before the QR code is printed.
import type { CardProsthesis, CardSummary } from '@/recordReading/cardCopy/format';

export type CardListName = 'allergies' | 'conditions' | 'medicines' | 'mriUnsafe';

export interface LeftOnline {
  list: CardListName;
  names: string[];
}

/**
 * The items of each list of the copy as read (`made`) that its fitted copy leaves out: those past
 * the fitted list's items (fitting cuts from a list's end), named as the record names them.
 */
export function leftOnline(
  made: CardSummary,
  fitted: CardSummary,
  prosthesisName: (prosthesis: CardProsthesis) => string,
): LeftOnline[] {
  const names: Record<CardListName, string[]> = {
    allergies: made.allergies?.items.map((allergy) => allergy.name) ?? [],
    conditions: made.conditions?.items ?? [],
    medicines: made.medicines?.items ?? [],
    mriUnsafe: made.mriUnsafe?.items.map(prosthesisName) ?? [],
  };
  return (Object.keys(names) as CardListName[]).flatMap((list) => {
    const left = names[list].slice(fitted[list]?.items.length ?? 0).filter(Boolean);
    return left.length > 0 ? [{ list, names: left }] : [];
  });
}

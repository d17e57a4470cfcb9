import type { Card } from '../api/types';

/**
 * Whether the card's record names its holder: the card list carries only each record's personal
 * information, so a record counts as filled (and its card as in use) once it has that entry, the
 * editor's first section; telling more would take a read of every section of every card.
 */
export function recordHasHolder(card: Card): boolean {
  return (card.medical_record?.medical_record_personal_informations.length ?? 0) > 0;
}

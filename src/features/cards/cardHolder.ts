import type { Card } from '@/api/types';

/** The holder's name in upper case, from the first personal-information entry; null if none. */
export function cardHolderName(card: Card): string | null {
  const name = card.medical_record?.medical_record_personal_informations[0]?.name?.trim();
  return name ? name.toLocaleUpperCase('pt-BR') : null;
}

import { isObject, request } from './client';
import { ApiError } from './errors';
import type { Card } from './types';

function readCard(value: unknown): Card | null {
  if (!isObject(value) || typeof value.number !== 'string') return null;
  const record = isObject(value.medical_record) ? value.medical_record : null;
  const infos =
    record && Array.isArray(record.medical_record_personal_informations)
      ? record.medical_record_personal_informations
      : [];
  return {
    id: typeof value.id === 'number' ? value.id : Number(value.id) || 0,
    number: value.number,
    medical_record: {
      medical_record_personal_informations: infos.map((info) => ({
        name: isObject(info) && typeof info.name === 'string' ? info.name : null,
      })),
    },
  };
}

/** The user's cards; an answer whose `cards` is not a list is an empty list. */
export async function getCards(userId: number): Promise<Card[]> {
  const data = await request<unknown>(
    { method: 'GET', url: `/cards/${encodeURIComponent(String(userId))}` },
    { fallbackKey: 'errors.cardsLoad' },
  );
  if (!isObject(data) || !Array.isArray(data.cards)) {
    console.warn('[api] cards: the answer has no list of cards; showing none');
    return [];
  }
  return data.cards.map(readCard).filter((card): card is Card => card !== null);
}

/** Only the status is kept (API.md). */
export async function getCardRecordStatus(cardId: number): Promise<number> {
  try {
    await request<unknown>(
      { method: 'GET', url: `/medical-record/card/${encodeURIComponent(String(cardId))}` },
      { fallbackKey: 'errors.recordLoad' },
    );
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status ?? 0;
    throw error;
  }
}

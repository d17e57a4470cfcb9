import { canonicalCardCode } from '../lib/cardCode';
import { call } from './call';
import { badShape, type CallOptions } from './client';
import { ApiError } from './errors';
import { isObject } from './shape';
import type { Card } from './types';
import { readVisibility } from './visibility';

const cardsOptions: CallOptions = { fallbackKey: 'errors.cardsLoad' };

function readCard(value: unknown): Card | null {
  if (!isObject(value) || typeof value.number !== 'string') return null;
  // Absent from an API that does not keep the choice; when present it must be read whole.
  const visibility = 'visibility' in value ? readVisibility(value.visibility) : undefined;
  if (visibility === null) return null;
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
    ...(visibility ? { visibility } : {}),
    record_updated_at: readMoment(value.record_updated_at),
  };
}

/** A date-time the API sent, or null for anything that is not one. */
function readMoment(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * The user's cards. An answer whose `cards` is not a list of cards fails with the call's text
 * (docs/api-contract.md overrides the product spec's "empty list": "no cards" would hide the cards the user paid for).
 */
export async function getCards(userId: number, signal?: AbortSignal): Promise<Card[]> {
  const data = await call('get', '/cards/{userId}', { path: { userId }, signal }, cardsOptions);
  if (!Array.isArray(data?.cards)) throw badShape(cardsOptions, 'cards');
  const cards: Card[] = [];
  for (const value of data.cards) {
    const card = readCard(value);
    if (!card) throw badShape(cardsOptions, 'card');
    cards.push(card);
  }
  return cards;
}

/** Only the status is kept (docs/api-contract.md). */
export async function getCardRecordStatus(cardId: number): Promise<number> {
  try {
    await call(
      'get',
      '/medical-record/card/{cardId}',
      { path: { cardId } },
      { fallbackKey: 'errors.recordLoad' },
    );
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status ?? 0;
    throw error;
  }
}

const signOptions: CallOptions = { fallbackKey: 'errors.cardsLoad' };

/** A signature over a card's copy, as the API answers it. */
export interface CopySignatureAnswer {
  keyId: string;
  signature: string;
}

/**
 * The API's signature over a card's copy: the QR code's fragment, exactly as it will carry it
 * (docs/card-summary.md, "Signature").
 */
export async function signCardCopy(
  cardCode: string,
  copy: string,
  signal?: AbortSignal,
): Promise<CopySignatureAnswer> {
  const data = await call(
    'post',
    '/cards/{number}/copy-signature',
    { path: { number: canonicalCardCode(cardCode) }, body: { copy }, signal },
    signOptions,
  );
  if (!data || typeof data.key_id !== 'string' || typeof data.signature !== 'string') {
    throw badShape(signOptions, 'copy signature');
  }
  return { keyId: data.key_id, signature: data.signature };
}

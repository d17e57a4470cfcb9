import { ApiError } from './errors';
import { readRecord } from './medicalRecord';

/**
 * Whether a card code names a card, as the public sees it: its personal information answers, or
 * is withheld (the card exists, its owner keeps it private); a 404 says no card. Null when the
 * read failed otherwise: unknown, never "no".
 */
export async function cardExists(cardCode: string, signal?: AbortSignal): Promise<boolean | null> {
  try {
    await readRecord('personal-information', cardCode, signal, undefined, 'public');
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) return null;
    if (error.status === 404) return false;
    if (error.status === 403) return true;
    return null;
  }
}

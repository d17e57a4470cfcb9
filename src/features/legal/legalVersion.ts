import { formatDate } from '@/lib/dates';

/** The day the current Terms of Use and Privacy Notice were published (both change together). */
export const LEGAL_VERSION_DATE = '2026-11-23';

/** The version's date as the reader's language writes every date. */
export function formatLegalVersion(locale: string): string {
  return formatDate(LEGAL_VERSION_DATE, locale) ?? LEGAL_VERSION_DATE;
}

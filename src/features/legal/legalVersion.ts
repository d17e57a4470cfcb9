/** The day the current Terms of Use and Privacy Notice were published (both change together). */
export const LEGAL_VERSION_DATE = '2026-11-23';

/** The version's date in the reader's language, with the month spelled out. */
export function formatLegalVersion(locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_VERSION_DATE}T00:00:00Z`),
  );
}

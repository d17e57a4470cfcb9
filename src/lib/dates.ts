interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// A date, optionally followed by a time as servers send it ('T' or space, seconds, fraction, zone).
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads the calendar date of an ISO string by its text alone. Going through `new Date(iso)` would
 * read 'YYYY-MM-DD' as UTC midnight and show the day before west of Greenwich, as in Brazil.
 */
function parseIsoDate(iso: string | null | undefined): CalendarDate | null {
  if (typeof iso !== 'string') return null;
  const match = ISO_DATE.exec(iso.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whether `iso` is a real calendar date ('YYYY-MM-DD', a time part allowed), by its text alone. */
export function isCalendarDate(iso: string): boolean {
  return parseIsoDate(iso) !== null;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/**
 * The language whose readers take dd/mm/yyyy as it is meant: Brazil's, the record's own; given as
 * the app's language ('pt') or its tag ('pt-BR') alike, so that every date of a page reads one way.
 */
const NUMERIC_DATE_LANGUAGE = 'pt';

function writesNumericDates(locale: string): boolean {
  return locale.toLowerCase().split('-')[0] === NUMERIC_DATE_LANGUAGE;
}

const monthNameFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * The day, the month's short name and the year, in the locale's order: "Apr 12, 1990"; null for a
 * locale Intl does not take, whose dates are then written dd/mm/yyyy rather than not at all.
 */
function monthNameFormat(locale: string): Intl.DateTimeFormat | null {
  if (!monthNameFormats.has(locale)) {
    let format: Intl.DateTimeFormat | null;
    try {
      // The date is built at UTC midnight and read in UTC: no time zone can move it a day.
      format = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    } catch {
      format = null;
    }
    monthNameFormats.set(locale, format);
  }
  return monthNameFormats.get(locale) ?? null;
}

/**
 * The one way each language writes a date, for every date a page shows (a field, the card's date,
 * a document's version, a print's day):
 * 'YYYY-MM-DD' (time part ignored) as people of `locale` read a date: 'dd/mm/yyyy' in Brazil's
 * Portuguese, the month named elsewhere ("12 Apr 1990" is not read as 4 December); null when it
 * is not a real calendar date.
 */
export function formatDate(iso: string | null | undefined, locale: string): string | null {
  const date = parseIsoDate(iso);
  if (!date) return null;
  const format = writesNumericDates(locale) ? null : monthNameFormat(locale);
  if (!format) return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
  const utc = new Date(Date.UTC(2000, date.month - 1, date.day));
  utc.setUTCFullYear(date.year);
  return format.format(utc);
}

/** The local calendar date of `d` as 'YYYY-MM-DD'. */
export function isoDate(d: Date): string {
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid Date');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local day after `now` as 'YYYY-MM-DD' (the payment due date). */
export function tomorrowIso(now: Date = new Date()): string {
  // Adding a day to the date, not 24 hours to the time, keeps daylight-saving days right.
  return isoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** Full years from a birth date to `today`; null when the birth date is invalid or later. */
export function ageOn(birthIso: string, today: Date = new Date()): number | null {
  const birth = parseIsoDate(birthIso);
  if (!birth || Number.isNaN(today.getTime())) return null;
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const birthdayPassed = month > birth.month || (month === birth.month && day >= birth.day);
  const age = year - birth.year - (birthdayPassed ? 0 : 1);
  return age < 0 ? null : age;
}

/** The local calendar date of `today`, or null when it is no date. */
function calendarDateOf(today: Date): CalendarDate | null {
  if (Number.isNaN(today.getTime())) return null;
  return { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
}

/** Days from one calendar date to another, counted on the calendar (no clock, no zone). */
function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const day = (date: CalendarDate) => {
    const utc = new Date(Date.UTC(2000, date.month - 1, date.day));
    utc.setUTCFullYear(date.year);
    return utc.getTime() / 86_400_000;
  };
  return Math.round(day(to) - day(from));
}

/** How long ago a date was: whole years, whole months and days; null when invalid or later. */
export interface Elapsed {
  years: number;
  months: number;
  days: number;
}

export function elapsedSince(iso: string, today: Date = new Date()): Elapsed | null {
  const from = parseIsoDate(iso);
  const to = calendarDateOf(today);
  if (!from || !to) return null;
  const days = daysBetween(from, to);
  if (days < 0) return null;
  // A month is complete on the same day of a later month, as a year is on the birthday (ageOn).
  const months =
    (to.year - from.year) * 12 + (to.month - from.month) - (to.day >= from.day ? 0 : 1);
  return { years: Math.floor(months / 12), months, days };
}

/** Whether a date is later than `today`'s local calendar date; false when it is no date. */
export function isAfterToday(iso: string, today: Date = new Date()): boolean {
  const date = parseIsoDate(iso);
  const now = calendarDateOf(today);
  return date !== null && now !== null && daysBetween(now, date) > 0;
}

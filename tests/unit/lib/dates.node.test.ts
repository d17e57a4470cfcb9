import fc from 'fast-check';
import { ageOn, elapsedSince, formatDate, isAfterToday, isoDate, tomorrowIso } from '@/lib/dates';

// West of Greenwich, where reading 'YYYY-MM-DD' through `new Date` shows the previous day.
const BRAZIL = 'America/Sao_Paulo';
let savedTimeZone: string | undefined;
beforeAll(() => {
  savedTimeZone = process.env.TZ;
  process.env.TZ = BRAZIL;
});
afterAll(() => {
  if (savedTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedTimeZone;
});

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Any real calendar date from year 1 to 9999, as numbers (read in UTC, so no zone can shift it). */
const calendarDate = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

const timeSuffix = fc.constantFrom(
  '',
  'T00:00:00Z',
  'T00:00:00.000000Z',
  'T23:59:59-03:00',
  'T01:30:00+0900',
  ' 00:00:00',
  ' 23:59:59',
  'T12:00',
);

/** Whether y-m-d exists, asked of the platform's own calendar. */
function existsInCalendar(year: number, month: number, day: number): boolean {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

describe('formatDate', () => {
  it('runs where a time-zone shift would show', () => {
    expect(new Date('2024-01-05').getDate()).toBe(4);
  });

  it.each([
    ['2024-01-05', '05/01/2024'],
    ['2024-01-05T00:00:00.000000Z', '05/01/2024'],
    ['2024-01-05T23:30:00-03:00', '05/01/2024'],
    ['2024-01-05 23:59:59', '05/01/2024'],
    ['2024-12-31', '31/12/2024'],
    ['2024-02-29', '29/02/2024'],
    ['2000-02-29', '29/02/2000'],
    [' 2024-01-05 ', '05/01/2024'],
  ])('%j -> %j', (input, expected) => {
    expect(formatDate(input, 'pt-BR')).toBe(expected);
  });

  it.each([
    '2023-02-30',
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '0000-01-01',
    '2024-1-5',
    '05/01/2024',
    '2024-01-05garbage',
    '2024-01-05T',
    '',
  ])('gives null for %j', (input) => {
    expect(formatDate(input, 'pt-BR')).toBeNull();
  });

  it('gives null for no value', () => {
    expect(formatDate(null, 'pt-BR')).toBeNull();
    expect(formatDate(undefined, 'pt-BR')).toBeNull();
  });
});

describe("formatDate in the page's language", () => {
  // 12 April: a day a month number could be taken for, 4 December read the other way round.
  it.each([
    ['pt-BR', '12/04/1990'],
    ['en', 'Apr 12, 1990'],
    ['es', '12 abr 1990'],
    ['de', '12. Apr. 1990'],
    ['fr', '12 avr. 1990'],
  ])('%s: %s', (locale, expected) => {
    expect(formatDate('1990-04-12', locale)).toBe(expected);
  });

  it.each(['Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Sao_Paulo'])(
    'shows the same day with the clock in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatDate('1990-04-12', 'en')).toBe('Apr 12, 1990');
      expect(formatDate('1990-04-12T23:30:00-03:00', 'de')).toBe('12. Apr. 1990');
      process.env.TZ = BRAZIL;
    },
  );

  it('writes dd/mm/yyyy for a locale Intl does not take, rather than failing the page', () => {
    expect(formatDate('1990-04-12', 'record:locale')).toBe('12/04/1990');
  });

  it('names the month outside Brazil, and keeps the day and year, for any real date', () => {
    fc.assert(
      fc.property(calendarDate, fc.constantFrom('en', 'es', 'de', 'fr'), (date, locale) => {
        const iso = `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
        const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2000, date.month - 1, 15)),
        );
        const formatted = formatDate(iso, locale) ?? '';
        expect(formatted).toContain(month);
        expect(formatted).toMatch(new RegExp(`(^|\\D)${date.day}(\\D|$)`));
        expect(formatted).toContain(String(date.year));
      }),
    );
  });
});

describe('isoDate', () => {
  it('writes the local calendar date', () => {
    expect(isoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(isoDate(new Date(2024, 0, 5, 0, 0))).toBe('2024-01-05');
  });

  it('refuses an invalid date', () => {
    expect(() => isoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('tomorrowIso', () => {
  it.each([
    [new Date(2024, 0, 5, 12), '2024-01-06'],
    [new Date(2024, 0, 31, 23, 59), '2024-02-01'],
    [new Date(2024, 1, 28, 9), '2024-02-29'],
    [new Date(2023, 1, 28, 9), '2023-03-01'],
    [new Date(2023, 11, 31, 23, 59), '2024-01-01'],
    // Brazil's last daylight-saving start: 4 Nov 2018 had no midnight, that day had 23 hours.
    [new Date(2018, 10, 3, 23, 30), '2018-11-04'],
    [new Date(2018, 10, 4, 23, 30), '2018-11-05'],
  ])('the day after %s is %s', (now, expected) => {
    expect(tomorrowIso(now)).toBe(expected);
  });
});

describe('ageOn', () => {
  it('counts full years', () => {
    expect(ageOn('2000-01-05', new Date(2024, 0, 5))).toBe(24);
    expect(ageOn('2000-01-05', new Date(2024, 0, 4, 23, 59))).toBe(23);
    expect(ageOn('2000-01-05T00:00:00.000000Z', new Date(2024, 5, 1))).toBe(24);
    expect(ageOn('2024-01-05', new Date(2024, 0, 5))).toBe(0);
  });

  it('counts a 29 February birthday as passed on 1 March', () => {
    expect(ageOn('2000-02-29', new Date(2023, 1, 28))).toBe(22);
    expect(ageOn('2000-02-29', new Date(2023, 2, 1))).toBe(23);
    expect(ageOn('2000-02-29', new Date(2024, 1, 29))).toBe(24);
  });

  it('gives null for an invalid or future birth date', () => {
    expect(ageOn('2024-01-06', new Date(2024, 0, 5))).toBeNull();
    expect(ageOn('2023-02-30', new Date(2024, 0, 5))).toBeNull();
    expect(ageOn('', new Date(2024, 0, 5))).toBeNull();
    expect(ageOn('2000-01-01', new Date(Number.NaN))).toBeNull();
  });
});

describe('date properties', () => {
  it('never shifts the day of any real date, whatever time follows it', () => {
    fc.assert(
      fc.property(calendarDate, timeSuffix, ({ year, month, day }, suffix) => {
        const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}${suffix}`;
        expect(formatDate(iso, 'pt-BR')).toBe(`${pad(day)}/${pad(month)}/${pad(year, 4)}`);
      }),
    );
  });

  it('gives null exactly for dates the calendar lacks', () => {
    const anyDayNumbers = fc.record({
      year: fc.integer({ min: 1, max: 9999 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
    });
    fc.assert(
      fc.property(anyDayNumbers, ({ year, month, day }) => {
        const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
        const exists = month >= 1 && month <= 12 && existsInCalendar(year, month, day);
        expect(formatDate(iso, 'pt-BR') !== null).toBe(exists);
      }),
    );
  });

  it('never throws and gives null or dd/mm/yyyy, on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
        const formatted = formatDate(text, 'pt-BR');
        if (formatted !== null) expect(formatted).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      }),
    );
  });

  it('writes the local date of any moment, and tomorrow is one day later', () => {
    const moment = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2199-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    const ONE_DAY = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(moment, (now) => {
        const today = isoDate(now);
        expect(today).toBe(
          `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
        );
        const tomorrow = tomorrowIso(now);
        expect(Date.parse(`${tomorrow}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)).toBe(
          ONE_DAY,
        );
      }),
    );
  });

  it('gives k years on the k-th birthday and k - 1 the day before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 120 }),
        (year, month, day, k) => {
          const birth = `${year}-${pad(month)}-${pad(day)}`;
          expect(ageOn(birth, new Date(year + k, month - 1, day, 12))).toBe(k);
          expect(ageOn(birth, new Date(year + k, month - 1, day - 1, 12))).toBe(
            k === 0 ? null : k - 1,
          );
        },
      ),
    );
  });
});

describe('elapsedSince', () => {
  it('counts whole years, whole months and days to the local calendar day', () => {
    const today = new Date(2026, 10, 26, 23, 59);
    expect(elapsedSince('2026-06-20', today)).toEqual({ years: 0, months: 5, days: 159 });
    expect(elapsedSince('2026-10-27', today)).toEqual({ years: 0, months: 0, days: 30 });
    expect(elapsedSince('2026-10-26', today)).toEqual({ years: 0, months: 1, days: 31 });
    expect(elapsedSince('2024-11-27', today)).toEqual({ years: 1, months: 23, days: 729 });
    expect(elapsedSince('2026-11-26T00:00:00Z', today)).toEqual({ years: 0, months: 0, days: 0 });
  });

  it('agrees with ageOn on the years, across leap days and month ends', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 40_000 }), (birth, after) => {
        const iso = `${pad(birth.year, 4)}-${pad(birth.month)}-${pad(birth.day)}`;
        const today = new Date(birth.year, birth.month - 1, birth.day + after, 12);
        today.setFullYear(birth.year, birth.month - 1, birth.day + after);
        const elapsed = elapsedSince(iso, today);
        expect(elapsed?.years).toBe(ageOn(iso, today));
        expect(elapsed?.days).toBe(after);
      }),
    );
  });

  it('is null for a date that is no date, or later than today', () => {
    const today = new Date(2026, 10, 26, 12);
    expect(elapsedSince('2026-11-27', today)).toBeNull();
    expect(elapsedSince('2026-02-30', today)).toBeNull();
    expect(elapsedSince('', today)).toBeNull();
  });
});

describe('isAfterToday', () => {
  it('is true only for a real date after the local calendar day', () => {
    const lateEvening = new Date(2026, 10, 26, 23, 59);
    expect(isAfterToday('2026-11-27', lateEvening)).toBe(true);
    expect(isAfterToday('2026-11-26', lateEvening)).toBe(false);
    expect(isAfterToday('2030-06-20T00:00:00Z', lateEvening)).toBe(true);
    expect(isAfterToday('2030-02-30', lateEvening)).toBe(false);
    expect(isAfterToday('amanhã', lateEvening)).toBe(false);
  });
});

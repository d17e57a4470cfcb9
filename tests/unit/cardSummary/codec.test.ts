// The card's copy of the summary: what goes in comes out, and a crafted fragment is no summary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allergySeverities, bloodTypes, prosthesisTypes } from '@/record';
import {
  CARD_LIST_MAX,
  CARD_SUMMARY_MAX,
  decodeCardSummary,
  encodeCardSummary,
  fittedCardSummary,
  type CardSummary,
} from '@/recordReading/cardCopy/format';

const WORD = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ0-9]{1,6}$/);
/** Texts as the card keeps them: words of allowed characters, single spaces, short enough. */
const text = fc
  .array(WORD, { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '))
  .filter((words) => encodeURIComponent(words).length <= 30);
const date = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const list = <T>(item: fc.Arbitrary<T>) =>
  fc.option(fc.record({ items: fc.array(item, { maxLength: 3 }), cut: fc.constant(0) }), {
    nil: null,
  });
const known = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });

const summary: fc.Arbitrary<CardSummary> = fc.record({
  madeOn: date,
  name: known(fc.oneof(text, fc.constant(''))),
  birthDate: known(fc.oneof(date, fc.constant(''))),
  bloodType: known(fc.constantFrom('' as const, ...bloodTypes)),
  allergies: list(
    fc.record({ name: text, severity: fc.constantFrom('' as const, ...allergySeverities) }),
  ),
  conditions: list(text),
  medicines: list(text),
  mriUnsafe: list(
    fc.record({
      type: fc.constantFrom('' as const, ...prosthesisTypes),
      place: fc.oneof(text, fc.constant('')),
      incompatible: fc.boolean(),
    }),
  ),
  pregnant: known(fc.boolean()),
  contact: known(
    fc.oneof(
      fc.constant('none' as const),
      fc.record({ name: text, phone: fc.stringMatching(/^(\d{10,11})?$/) }),
    ),
  ),
});

const full: CardSummary = {
  madeOn: '2026-11-26',
  name: 'Maria da Conceição Souza',
  birthDate: '1980-05-15',
  bloodType: 'O-',
  allergies: {
    items: [
      { name: 'Penicilina', severity: 'Severa' },
      { name: 'Dipirona', severity: 'Leve' },
    ],
    cut: 0,
  },
  conditions: { items: ['Diabetes tipo 1'], cut: 0 },
  medicines: { items: ['Insulina NPH'], cut: 0 },
  mriUnsafe: {
    items: [{ type: 'cardiaca/vascular', place: 'Marca-passo', incompatible: true }],
    cut: 0,
  },
  pregnant: false,
  contact: { name: 'João Souza', phone: '11987654321' },
};

describe('the card summary codec', () => {
  it('gives back what it was given, unknown parts unknown and empty lists empty', () => {
    fc.assert(
      fc.property(summary, (copy) => {
        const fragment = encodeCardSummary(copy);
        expect(fragment.length).toBeLessThanOrEqual(CARD_SUMMARY_MAX);
        expect(decodeCardSummary(fragment)).toEqual(fittedCardSummary(copy));
      }),
    );
  });

  it('always writes a fragment it reads back, whatever text the record holds', () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 80 });
    const wild = summary.chain((copy) =>
      fc
        .record({
          name: anyText,
          allergy: anyText,
          medicines: fc.array(anyText, { maxLength: 12 }),
          place: anyText,
          contact: anyText,
        })
        .map((texts) => ({
          ...copy,
          name: texts.name,
          allergies: {
            items: [{ name: texts.allergy || 'x', severity: 'Severa' as const }],
            cut: 0,
          },
          medicines: { items: texts.medicines.filter((name) => name.trim()), cut: 0 },
          mriUnsafe: {
            items: [{ type: '' as const, place: texts.place, incompatible: false }],
            cut: 0,
          },
          contact: { name: texts.contact, phone: '11987654321' },
        })),
    );
    fc.assert(
      fc.property(wild, (copy) => {
        const fragment = encodeCardSummary(copy);
        expect(fragment.length).toBeLessThanOrEqual(CARD_SUMMARY_MAX);
        expect(decodeCardSummary(fragment)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('tells "none recorded" from "not known" in every part', () => {
    const none = decodeCardSummary(
      encodeCardSummary({
        ...full,
        bloodType: '',
        allergies: { items: [], cut: 0 },
        contact: 'none',
      }),
    );
    expect(none?.bloodType).toBe('');
    expect(none?.allergies).toEqual({ items: [], cut: 0 });
    expect(none?.contact).toBe('none');
    const unknown = decodeCardSummary(
      encodeCardSummary({ ...full, bloodType: null, allergies: null, contact: null }),
    );
    expect(unknown?.bloodType).toBeNull();
    expect(unknown?.allergies).toBeNull();
    expect(unknown?.contact).toBeNull();
  });

  it('writes a compact, readable fragment', () => {
    expect(encodeCardSummary(full)).toBe(
      '1;d=20261126;n=Maria_da_Concei%C3%A7%C3%A3o_Souza;b=19800515;t=7;a=Penicilina:s,Dipirona:l;' +
        'c=Diabetes_tipo_1;m=Insulina_NPH;r=1:0:Marca%2Dpasso;p=0;e=Jo%C3%A3o_Souza:11987654321',
    );
  });

  it('cuts what does not fit in the stated order and counts it', () => {
    const many = (prefix: string) =>
      Array.from({ length: 12 }, (_, i) => `${prefix} numero ${i} com nome longo`);
    const fitted = fittedCardSummary({
      ...full,
      allergies: {
        items: [
          ...many('Severa').map((name) => ({ name, severity: 'Severa' as const })),
          ...many('Leve').map((name) => ({ name, severity: 'Leve' as const })),
        ],
        cut: 0,
      },
      conditions: { items: many('Condicao'), cut: 0 },
      medicines: { items: many('Remedio'), cut: 0 },
    });
    expect(encodeCardSummary(fitted).length).toBeLessThanOrEqual(CARD_SUMMARY_MAX);
    // The medicines and conditions go first, then the allergies that are not severe.
    expect(fitted.medicines).toEqual({ items: [], cut: 12 });
    expect(fitted.conditions).toEqual({ items: [], cut: 12 });
    expect(fitted.allergies?.items.every((a) => a.severity === 'Severa')).toBe(true);
    expect(fitted.allergies?.cut).toBe(24 - (fitted.allergies?.items.length ?? 0));
    expect(fitted.allergies?.items.length).toBeGreaterThan(0);
    expect(fitted.allergies?.items.length).toBeLessThanOrEqual(CARD_LIST_MAX);
    expect(fitted.name).toBe(full.name);
    expect(fitted.contact).toEqual(full.contact);
  });

  it('cuts a long text at its end and says so', () => {
    const copy = decodeCardSummary(encodeCardSummary({ ...full, name: 'Ana '.repeat(30).trim() }));
    expect(copy?.name?.endsWith('…')).toBe(true);
    expect(copy?.name?.startsWith('Ana Ana')).toBe(true);
  });

  it('cuts a long item after its last whole word, a single long word where it must', () => {
    const allergy = (name: string) =>
      decodeCardSummary(
        encodeCardSummary({
          ...full,
          allergies: { items: [{ name, severity: 'Severa' }], cut: 0 },
        }),
      )?.allergies?.items[0]?.name;
    expect(allergy('Penicilina benzatina e demais antibióticos betalactâmicos')).toBe(
      'Penicilina benzatina e demais…',
    );
    expect(allergy('Pneumoultramicroscopicossilicovulcanoconiose')).toBe(
      'Pneumoultramicroscopicossilicov…',
    );
  });

  it('keeps a disallowed character out as a space', () => {
    const copy = decodeCardSummary(encodeCardSummary({ ...full, name: 'Ana <b>Souza</b>' }));
    expect(copy?.name).toBe('Ana b Souza /b');
  });
});

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('reading a crafted fragment', () => {
  const valid = encodeCardSummary(full);

  it.each([
    ['another version', valid.replace(/^1;/, '2;')],
    ['no date', valid.replace('d=20261126;', '')],
    ['an impossible date', valid.replace('d=20261126', 'd=20260231')],
    ['a key twice', `${valid};e=A:11987654321`],
    ['keys out of order', valid.replace('n=', 'x=')],
    ['an unknown key', `${valid};z=1`],
    ['a blood type out of range', valid.replace('t=7', 't=9')],
    ['a prosthesis type out of range', valid.replace('r=1:0:', 'r=9:0:')],
    ['a prosthesis without its flag', valid.replace('r=1:0:', 'r=1::')],
    ['a severity the format lacks', valid.replace('Penicilina:s', 'Penicilina:q')],
    ['markup', valid.replace('Insulina_NPH', '<script>')],
    ['escaped markup', valid.replace('Insulina_NPH', '%3Cscript%3E')],
    ['a broken escape', valid.replace('Insulina_NPH', '%E2%80')],
    ['a lower-case escape', valid.replace('%C3%A7', '%c3%a7')],
    ['a phone with letters', valid.replace('11987654321', '1198765432a')],
    ['a link for a phone', valid.replace(':11987654321', ':javascript%3Aalert(1)')],
    ['a cut count that is no number', `${valid.replace(';m=Insulina_NPH', ';m=Insulina_NPH,+x')}`],
    ['too many items', valid.replace('m=Insulina_NPH', `m=${Array(9).fill('A').join(',')}`)],
    ['too long', `${valid};`.padEnd(CARD_SUMMARY_MAX + 1, 'A')],
    ['an escaped control character', valid.replace('Insulina_NPH', 'Insulina%0A')],
    ['two spaces', valid.replace('Insulina_NPH', 'Insulina__NPH')],
    ['nothing', ''],
  ])('refuses %s', (_, fragment) => {
    expect(decodeCardSummary(fragment)).toBeNull();
  });

  it('never throws, and what it gives holds only allowed text', () => {
    const alphabet = fc.constantFrom(
      ...'1;d=20261126nbtacmrpe:,+~_%0123456789ABCDEFxyz<>"\'&#/?'.split(''),
    );
    const fragments = fc.oneof(
      fc.string(),
      fc.string({ unit: alphabet }),
      fc.string({ unit: alphabet }).map((tail) => `1;d=20261126;${tail}`),
      fc.string({ unit: 'grapheme' }).map((tail) => `${valid}${tail}`),
    );
    fc.assert(
      fc.property(fragments, (fragment) => {
        const copy = decodeCardSummary(fragment);
        if (copy === null) return;
        for (const text of textsOf(copy)) expect(text).not.toMatch(/[<>"`\\]|javascript:|\/\//i);
        if (copy.contact && copy.contact !== 'none') expect(copy.contact.phone).toMatch(/^\d*$/);
      }),
      { numRuns: 2000 },
    );
  });
});

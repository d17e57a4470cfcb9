// The emergency summary as a card's QR code carries it, in the address's fragment (never sent to
// a server): a copy made on one day, read without any request. The format is in
// docs/card-summary.md; anyone can craft a fragment, so reading one is strict and a fragment that
// breaks any rule is no summary at all.
import { splitSignedCopy } from './signature';
import { isCalendarDate } from '@/lib/dates';
import { allergySeverities, bloodTypes, prosthesisTypes } from '@/record';

/**
 * A part of the copy: `null` when the record did not tell it when the card was made (not read,
 * withheld, or not answered), never to be shown as "none".
 */
export type CardPart<T> = T | null;

/** A list on the card, and how many of its items did not fit (said on the page, never hidden). */
export interface CardList<T> {
  items: T[];
  cut: number;
  /**
   * How many of the first items weigh most in an emergency (a chronic condition, a continuous
   * medicine): they stay on the card longer than the rest. Not written in the fragment.
   */
  weighty?: number;
}

export interface CardAllergy {
  name: string;
  /** A stored severity, or '' when none was stated. */
  severity: (typeof allergySeverities)[number] | '';
}

export interface CardProsthesis {
  /** Its stored type, or '' when none (or none the card knows) was chosen. */
  type: (typeof prosthesisTypes)[number] | '';
  /** Where it is, as typed; '' when not stated. */
  place: string;
  /** Stated not compatible with magnetic resonance; otherwise the question was left unanswered. */
  incompatible: boolean;
}

export interface CardContact {
  name: string;
  /** Digits only; '' when none was stored. */
  phone: string;
}

export interface CardSummary {
  /** The day the copy was made, YYYY-MM-DD. */
  madeOn: string;
  /** '' when the record holds no name. */
  name: CardPart<string>;
  /** YYYY-MM-DD, or '' when none is stored. */
  birthDate: CardPart<string>;
  /** '' when none is stored. */
  bloodType: CardPart<(typeof bloodTypes)[number] | ''>;
  allergies: CardPart<CardList<CardAllergy>>;
  conditions: CardPart<CardList<string>>;
  medicines: CardPart<CardList<string>>;
  /** Prostheses not stated compatible with magnetic resonance and not removed. */
  mriUnsafe: CardPart<CardList<CardProsthesis>>;
  /** Whether the record says the patient is pregnant. */
  pregnant: CardPart<boolean>;
  /** The first emergency contact, or 'none' when the record holds none. */
  contact: CardPart<CardContact | 'none'>;
}

export const CARD_SUMMARY_VERSION = '1';

/**
 * The values an index of version 1 stands for. They belong to the format, not to the editor's
 * option lists: a printed card means what it meant the day it was made. A value may only be
 * appended (a new option gets the next index); moving or removing one changes what every printed
 * card says, and a golden test of real fragments fails.
 */
export const V1_BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const V1_PROSTHESIS_TYPES = [
  'ortopedica',
  'cardiaca/vascular',
  'neurologica',
  'auditiva',
  'interna',
  'estetica',
  'Nenhuma das opções',
] as const;
/** The fragment's longest length, in characters: keeps the wallet card's QR code scannable. */
export const CARD_SUMMARY_MAX = 256;
/** Items a list carries before its size is considered at all. */
export const CARD_LIST_MAX = 8;
/** Longest encoded text of a name, and of any other text. */
const NAME_MAX = 48;
const TEXT_MAX = 32;
const PHONE = /^\d{8,15}$/;

type ListKey = 'allergies' | 'conditions' | 'medicines' | 'mriUnsafe';

/** Whether a list holds items past those of clinical weight. */
const hasLightItems =
  (key: 'conditions' | 'medicines') =>
  (summary: CardSummary): boolean => {
    const list = summary[key];
    return (list?.items.length ?? 0) > (list?.weighty ?? 0);
  };

/**
 * What goes first when the copy is over the size, by what matters least in an emergency: one
 * item at a time from the end of a list. Medicines and conditions of no particular weight, then
 * allergies that are not severe, then continuous medicines and chronic conditions, then
 * prostheses, then the severe allergies; the name, birth date, blood type, pregnancy and contact
 * always stay. (The allergies come most severe first, the weighty items first in their list.)
 */
export const CARD_DROP_ORDER: readonly {
  list: ListKey;
  when?: (summary: CardSummary) => boolean;
}[] = [
  { list: 'medicines', when: hasLightItems('medicines') },
  { list: 'conditions', when: hasLightItems('conditions') },
  {
    list: 'allergies',
    when: (summary) => (summary.allergies?.items.at(-1)?.severity ?? 'Severa') !== 'Severa',
  },
  { list: 'medicines' },
  { list: 'conditions' },
  { list: 'mriUnsafe' },
  { list: 'allergies' },
];

const SEVERITY_CODES: Record<CardAllergy['severity'], string> = {
  Leve: 'l',
  Moderada: 'm',
  Severa: 's',
  '': '',
};

/** Characters a text on the card may hold: letters, digits, spaces and common punctuation. */
const ALLOWED_TEXT = /^[\p{L}\p{M}\p{N} .,;:'()/&+%ºª°-]*$/u;
const DISALLOWED_CHARACTER = /[^\p{L}\p{M}\p{N} .,;:'()/&+%ºª°-]/gu;

/** A stored blood type as the card keeps it: unknown (null) when it is not one of the types. */
export function cardBloodType(stored: string): CardSummary['bloodType'] {
  if (stored === '') return '';
  return bloodTypes.find((type) => type === stored) ?? null;
}

/** A stored prosthesis type as the card keeps it: '' when none, or none the card knows. */
export function cardProsthesisType(stored: string): CardProsthesis['type'] {
  return prosthesisTypes.find((type) => type === stored) ?? '';
}

/** A stored severity as the card keeps it: '' when none, or none the card knows, was stated. */
export function cardSeverity(stored: string): CardAllergy['severity'] {
  return allergySeverities.find((severity) => severity === stored) ?? '';
}

// ---- encoding ----

/** A text as the card keeps it: spaces as '_', anything else but letters and digits escaped. */
function escapeText(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*~._-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '_');
}

/** A text made safe: disallowed characters become spaces, and spaces single. */
function cleanText(text: string): string {
  return text.replace(DISALLOWED_CHARACTER, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A text made safe and short enough that its escaped form fits: cut after its last whole word
 * that fits (within a single word too long, after its last whole character); a cut text ends in
 * '~'.
 */
function textPiece(text: string, max: number): string {
  const clean = cleanText(text);
  const whole = escapeText(clean);
  if (whole.length <= max) return whole;
  let kept = '';
  let wholeWords = '';
  for (const character of clean) {
    const next = kept + escapeText(character);
    if (character === ' ') wholeWords = kept;
    if (next.length > max - 1) break;
    kept = next;
  }
  // A cut text ends on a character, never on a space.
  return `${(wholeWords || kept).replace(/_+$/, '')}~`;
}

/** A value's index in a format table, in decimal; null when the table lacks it (not known). */
function indexIn(table: readonly string[], value: string): string | null {
  const index = table.indexOf(value);
  return index === -1 ? null : String(index);
}

function compactDate(iso: string): string {
  return iso.replace(/-/g, '');
}

function listPiece<T>(list: CardList<T>, item: (value: T) => string): string {
  const pieces = list.items.map(item);
  return [...pieces, ...(list.cut > 0 ? [`+${list.cut}`] : [])].join(',');
}

function fieldsOf(summary: CardSummary): [string, string | null][] {
  const { allergies, conditions, medicines, mriUnsafe, contact } = summary;
  return [
    ['d', compactDate(summary.madeOn)],
    ['n', summary.name === null ? null : textPiece(summary.name, NAME_MAX)],
    ['b', summary.birthDate === null ? null : compactDate(summary.birthDate)],
    [
      't',
      summary.bloodType === null
        ? null
        : summary.bloodType === ''
          ? ''
          : indexIn(V1_BLOOD_TYPES, summary.bloodType),
    ],
    [
      'a',
      allergies &&
        listPiece(allergies, (a) => {
          const severity = SEVERITY_CODES[a.severity];
          return `${textPiece(a.name, TEXT_MAX)}${severity ? `:${severity}` : ''}`;
        }),
    ],
    ['c', conditions && listPiece(conditions, (name) => textPiece(name, TEXT_MAX))],
    ['m', medicines && listPiece(medicines, (name) => textPiece(name, TEXT_MAX))],
    [
      'r',
      mriUnsafe &&
        listPiece(mriUnsafe, (p) => {
          // A type the table lacks is written as no type the card knows.
          const type = p.type === '' ? '' : (indexIn(V1_PROSTHESIS_TYPES, p.type) ?? '');
          return `${type}:${p.incompatible ? '0' : 'x'}:${textPiece(p.place, TEXT_MAX)}`;
        }),
    ],
    ['p', summary.pregnant === null ? null : summary.pregnant ? '1' : '0'],
    [
      'e',
      contact === null
        ? null
        : contact === 'none'
          ? ''
          : `${textPiece(contact.name, TEXT_MAX)}:${PHONE.test(contact.phone) ? contact.phone : ''}`,
    ],
  ];
}

function joinFields(summary: CardSummary): string {
  const fields = fieldsOf(summary)
    .filter((field): field is [string, string] => field[1] !== null)
    .map(([key, value]) => `${key}=${value}`);
  return [CARD_SUMMARY_VERSION, ...fields].join(';');
}

function capped<T>(list: CardList<T>, max: number): CardList<T> {
  const over = Math.max(0, list.items.length - max);
  const items = list.items.slice(0, list.items.length - over);
  return {
    items,
    cut: list.cut + over,
    ...(list.weighty ? { weighty: Math.min(list.weighty, items.length) } : {}),
  };
}

function withLastDropped(summary: CardSummary, key: ListKey): CardSummary {
  const list = summary[key];
  if (!list || list.items.length === 0) return summary;
  return { ...summary, [key]: capped<unknown>(list, list.items.length - 1) };
}

/** A list without the items whose name holds nothing the card can write: counted as cut. */
function named<T>(list: CardList<T> | null, name: (item: T) => string): CardList<T> | null {
  if (!list) return list;
  const writable = (item: T) => cleanText(name(item)) !== '';
  const items = list.items.filter(writable);
  const weighty = list.items.slice(0, list.weighty ?? 0).filter(writable).length;
  return {
    items,
    cut: list.cut + list.items.length - items.length,
    ...(weighty ? { weighty } : {}),
  };
}

/**
 * The copy as the card writes it: items without a writable name counted as cut, each list at most
 * CARD_LIST_MAX long, then cut in the drop order until it fits.
 */
export function fittedCardSummary(summary: CardSummary): CardSummary {
  let fitted: CardSummary = {
    ...summary,
    allergies: named(summary.allergies, (allergy) => allergy.name),
    conditions: named(summary.conditions, (name) => name),
    medicines: named(summary.medicines, (name) => name),
  };
  for (const key of ['allergies', 'conditions', 'medicines', 'mriUnsafe'] as const) {
    const list = fitted[key];
    if (list) fitted = { ...fitted, [key]: capped<unknown>(list, CARD_LIST_MAX) };
  }
  for (const step of CARD_DROP_ORDER) {
    while (
      joinFields(fitted).length > CARD_SUMMARY_MAX &&
      (fitted[step.list]?.items.length ?? 0) > 0 &&
      (step.when?.(fitted) ?? true)
    ) {
      fitted = withLastDropped(fitted, step.list);
    }
  }
  return fitted;
}

/** The fragment (without '#') of a copy, cut to fit the size first. */
/**
 * Whether a text the card holds says what the record's text says: the same once made safe as
 * the card writes it, or its beginning when the card cut it ('…'), wherever it was cut.
 */
function sameText(card: string, now: string): boolean {
  const clean = cleanText(now);
  return card === clean || (card.endsWith('…') && clean.startsWith(card.slice(0, -1)));
}

export function isCardList(value: unknown): value is CardList<unknown> {
  return typeof value === 'object' && value !== null && 'items' in value && 'cut' in value;
}

/**
 * Whether what a card holds of a part says what a copy made now (`now`, not fitted) would:
 * texts as `sameText`, a list's items in any order and its count of the rest, so that a card
 * made by an earlier build, which chose, ordered or cut otherwise, does not read as changed.
 */
export function cardAgrees(card: unknown, now: unknown): boolean {
  if (typeof card === 'string' && typeof now === 'string') return sameText(card, now);
  if (isCardList(card) && isCardList(now)) {
    if (card.items.length + card.cut !== now.items.length + now.cut) return false;
    const unmatched = [...now.items];
    return card.items.every((item) => {
      const index = unmatched.findIndex((candidate) => cardAgrees(item, candidate));
      if (index === -1) return false;
      unmatched.splice(index, 1);
      return true;
    });
  }
  if (typeof card === 'object' && card !== null && typeof now === 'object' && now !== null) {
    const nowFields = now as Record<string, unknown>;
    return Object.entries(card).every(([key, value]) => cardAgrees(value, nowFields[key]));
  }
  return card === now;
}

export function encodeCardSummary(summary: CardSummary): string {
  return joinFields(fittedCardSummary(summary));
}

// ---- decoding ----

const FRAGMENT_CHARACTERS = /^[A-Za-z0-9%_;=,:+~]*$/;
const KEYS = ['d', 'n', 'b', 't', 'a', 'c', 'm', 'r', 'p', 'e'] as const;
const ESCAPED_TEXT = /^(?:[A-Za-z0-9_]|%[0-9A-F]{2})*~?$/;

class Refused extends Error {}

function refuse(): never {
  throw new Refused();
}

function readText(piece: string, max: number): string {
  if (piece.length > max || !ESCAPED_TEXT.test(piece)) refuse();
  const cut = piece.endsWith('~');
  let text: string;
  try {
    text = decodeURIComponent((cut ? piece.slice(0, -1) : piece).replace(/_/g, '%20'));
  } catch {
    refuse();
  }
  if (!ALLOWED_TEXT.test(text) || text !== text.trim() || /\s{2}/.test(text)) refuse();
  if (text === '' && piece !== '') refuse();
  return cut ? `${text}…` : text;
}

function readDate(piece: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(piece) ?? refuse();
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  // Not through formatDate: its formatter for a language costs tens of milliseconds on a slow phone.
  return isCalendarDate(iso) ? iso : refuse();
}

function readList<T>(piece: string, item: (text: string) => T): CardList<T> {
  if (piece === '') return { items: [], cut: 0 };
  const pieces = piece.split(',');
  const last = pieces.at(-1) ?? '';
  const cutMatch = /^\+([1-9]\d{0,2})$/.exec(last);
  const itemPieces = cutMatch ? pieces.slice(0, -1) : pieces;
  if (itemPieces.length > CARD_LIST_MAX) refuse();
  return { items: itemPieces.map(item), cut: cutMatch ? Number(cutMatch[1]) : 0 };
}

function splitPair(piece: string): [string, string] {
  const parts = piece.split(':');
  if (parts.length > 2) refuse();
  return [parts[0] ?? '', parts[1] ?? ''];
}

/**
 * A value by its index in a format table: decimal, no leading zero, so "10" and beyond read as
 * they are written; an index past the table, or a value the record no longer offers, is refused.
 */
function readIndex<T extends string>(
  piece: string,
  table: readonly string[],
  values: readonly T[],
) {
  if (!/^(?:0|[1-9]\d?)$/.test(piece)) refuse();
  const value = table[Number(piece)];
  return values.find((known) => known === value) ?? refuse();
}

function readProsthesisType(piece: string): CardProsthesis['type'] {
  return piece === '' ? '' : readIndex(piece, V1_PROSTHESIS_TYPES, prosthesisTypes);
}

function readNamed(piece: string): string {
  const name = readText(piece, TEXT_MAX);
  return name === '' ? refuse() : name;
}

const SEVERITY_OF_CODE = new Map(
  Object.entries(SEVERITY_CODES).map(([severity, code]) => [code, severity]),
);

function readAllergy(piece: string): CardAllergy {
  const [name, code] = splitPair(piece);
  const severity = piece.includes(':') ? (SEVERITY_OF_CODE.get(code) ?? refuse()) : '';
  if (piece.includes(':') && code === '') refuse();
  return { name: readNamed(name), severity: severity as CardAllergy['severity'] };
}

function readProsthesis(piece: string): CardProsthesis {
  const [type = '', flag, place = '', ...rest] = piece.split(':');
  if ((flag !== '0' && flag !== 'x') || rest.length > 0) refuse();
  return {
    type: readProsthesisType(type),
    place: readText(place, TEXT_MAX),
    incompatible: flag === '0',
  };
}

function readContact(piece: string): CardContact | 'none' {
  if (piece === '') return 'none';
  const [name, phone] = splitPair(piece);
  if (!piece.includes(':') || (phone !== '' && !PHONE.test(phone))) refuse();
  return { name: readText(name, TEXT_MAX), phone };
}

function readBloodType(piece: string): CardSummary['bloodType'] {
  return piece === '' ? '' : readIndex(piece, V1_BLOOD_TYPES, bloodTypes);
}

function readFields(fragment: string): Map<string, string> {
  const [version, ...pieces] = fragment.split(';');
  if (version !== CARD_SUMMARY_VERSION) refuse();
  const fields = new Map<string, string>();
  let lastKey = -1;
  for (const piece of pieces) {
    const match = /^([a-z])=(.*)$/.exec(piece) ?? refuse();
    const [, key = '', value = ''] = match;
    const index = KEYS.indexOf(key as (typeof KEYS)[number]);
    // Each key at most once, in the order of the format.
    if (index <= lastKey) refuse();
    lastKey = index;
    fields.set(key, value);
  }
  return fields;
}

function decodeStrictly(fragment: string): CardSummary {
  if (fragment.length > CARD_SUMMARY_MAX || !FRAGMENT_CHARACTERS.test(fragment)) refuse();
  const fields = readFields(fragment);
  const field = <T>(key: string, read: (piece: string) => T): T | null => {
    const piece = fields.get(key);
    return piece === undefined ? null : read(piece);
  };
  const pregnant = field('p', (piece) => (piece === '1' ? true : piece === '0' ? false : refuse()));
  return {
    madeOn: field('d', readDate) ?? refuse(),
    name: field('n', (piece) => readText(piece, NAME_MAX)),
    birthDate: field('b', (piece) => (piece === '' ? '' : readDate(piece))),
    bloodType: field('t', readBloodType),
    allergies: field('a', (piece) => readList(piece, readAllergy)),
    conditions: field('c', (piece) => readList(piece, readNamed)),
    medicines: field('m', (piece) => readList(piece, readNamed)),
    mriUnsafe: field('r', (piece) => readList(piece, readProsthesis)),
    pregnant,
    contact: field('e', readContact),
  };
}

/** The copy a fragment (without '#') holds, or null when it breaks any rule of the format. */
export function decodeCardSummary(fragment: string): CardSummary | null {
  try {
    // A signature after the copy's fields leaves the copy as it reads without one.
    return decodeStrictly(splitSignedCopy(fragment).copy);
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
}

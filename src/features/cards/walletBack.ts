// What the wallet card's second face prints of the card's copy, as a pure layout with a budget of
// lines: every line whole, the contact's phone on a line of its own, and what does not fit said as
// counted rather than left out.
import { formatPhone } from '@/lib/phone';
import type { CardPart, CardSummary } from '@/recordReading/cardCopy/format';

/**
 * The face's geometry, in millimetres (ID-1 is 85.6 x 54): the component sizes its text by these
 * and the budget below is what they leave room for. Text is at least 7 pt (2.47 mm); the leading
 * keeps the ink of an accented capital ("Ê", "Ç") inside its line box.
 */
export const BACK_FACE = {
  height: 54,
  padding: 4,
  titleSize: 3,
  lineSize: 2.5,
  leading: 1.3,
  /** Below the title. */
  titleGap: 0.8,
  /** Between two entries (blood type, allergies, conditions, contact). */
  entryGap: 0.6,
} as const;

const ENTRIES = 4;

/** Lines the face holds below its title. */
export const BACK_LINES = Math.floor(
  (BACK_FACE.height -
    2 * BACK_FACE.padding -
    BACK_FACE.titleSize * BACK_FACE.leading -
    BACK_FACE.titleGap -
    (ENTRIES - 1) * BACK_FACE.entryGap) /
    (BACK_FACE.lineSize * BACK_FACE.leading),
);

/**
 * Lines that are always printed: the blood type (label and value on one line), the two lists'
 * labels, the contact's label, its name and its phone. The alerts' line, when there is one, is
 * in the blood type's entry (no gap of its own) and taken from the lists' lines.
 */
const FIXED_LINES = 6;

/** Lines left to the two lists, their counts included. */
export const BACK_LIST_BUDGET = BACK_LINES - FIXED_LINES;

/** Items a count stands for, by where a rescuer finds them. */
export interface BackCount {
  /** In the QR code, not printed on the face. */
  inQr: number;
  /** Only in the online record: the QR code had no room for them. */
  online: number;
}

/** A list part as printed: unknown, or the lines that fit and what they leave out. */
export type BackList = { known: false } | { known: true; lines: string[]; more: BackCount };

/** A fact printed whole below the blood type when the copy holds it. */
export type BackAlert = 'pregnant' | 'mriUnsafe' | 'mriUnconfirmed';

export interface WalletBack {
  /** null: unknown when the card was made; '': none recorded. */
  bloodType: CardPart<string>;
  /** On one line, below the blood type; none when the copy holds none (or does not know). */
  alerts: BackAlert[];
  /** Only allergies stated severe: a count here counts severe ones only. */
  severeAllergies: BackList;
  /**
   * The other allergies: of another severity or none stated, and those only online (whose
   * severity the copy does not know). Null when the allergies are unknown.
   */
  otherAllergies: BackCount | null;
  conditions: BackList;
  /** null: unknown; 'none': no contact recorded. */
  contact: CardPart<{ name: string; phone: string } | 'none'>;
}

/** A list before it is laid out: its items, and how many more it has that are not items. */
interface ListToLay {
  items: string[];
  /** Items of the list not printed as lines in any case. */
  extra: number;
  /** Lines printed below the list's own in any case (another count). */
  fixed?: number;
}

/** Lines a list takes with its first `shown` items: unknown, none and a count take one each. */
function linesOf(list: ListToLay | null, shown: number): number {
  if (list === null) return 1;
  const more = list.items.length - shown + list.extra;
  return Math.max(1, shown + (more > 0 ? 1 : 0) + (list.fixed ?? 0));
}

/**
 * How many items of each list are printed within `budget` lines: one more item to each list in
 * turn while the lines allow, so that no list with items is reduced to a count while another
 * shows several.
 */
export function allotLines(lists: readonly (ListToLay | null)[], budget: number): number[] {
  const shown = lists.map(() => 0);
  const total = () => lists.reduce((sum, list, index) => sum + linesOf(list, shown[index] ?? 0), 0);
  let grown = true;
  while (grown) {
    grown = false;
    lists.forEach((list, index) => {
      const now = shown[index] ?? 0;
      if (!list || now >= list.items.length) return;
      shown[index] = now + 1;
      if (total() > budget) shown[index] = now;
      else grown = true;
    });
  }
  return shown;
}

/** A list laid out with its first `shown` items; `online` of its extra are only online. */
function laidOut(list: ListToLay | null, shown: number, online: number): BackList {
  if (list === null) return { known: false };
  const lines = list.items.slice(0, shown);
  const inQr = list.items.length - lines.length + list.extra - online;
  return { known: true, lines, more: { inQr, online } };
}

const counts = (count: BackCount) => count.inQr + count.online;

function alertsOf({ pregnant, mriUnsafe }: CardSummary): BackAlert[] {
  const alerts: BackAlert[] = [];
  if (pregnant === true) alerts.push('pregnant');
  if (mriUnsafe?.items.some((prosthesis) => prosthesis.incompatible)) alerts.push('mriUnsafe');
  else if (mriUnsafe && mriUnsafe.items.length + mriUnsafe.cut > 0) alerts.push('mriUnconfirmed');
  return alerts;
}

export function walletBack(copy: CardSummary): WalletBack {
  const { allergies, conditions, contact } = copy;
  const severe = allergies?.items.filter((a) => a.severity === 'Severa') ?? [];
  const otherAllergies = allergies && {
    inQr: allergies.items.length - severe.length,
    online: allergies.cut,
  };
  const lists: (ListToLay | null)[] = [
    allergies && {
      items: severe.map((a) => a.name),
      extra: 0,
      fixed: otherAllergies && counts(otherAllergies) > 0 ? 1 : 0,
    },
    conditions && { items: conditions.items, extra: conditions.cut },
  ];
  const alerts = alertsOf(copy);
  // The alerts' line comes out of the lists' lines.
  const budget = BACK_LIST_BUDGET - (alerts.length > 0 ? 1 : 0);
  const [allergyLines = 0, conditionLines = 0] = allotLines(lists, budget);
  return {
    bloodType: copy.bloodType,
    alerts,
    severeAllergies: laidOut(lists[0] ?? null, allergyLines, 0),
    otherAllergies,
    conditions: laidOut(lists[1] ?? null, conditionLines, conditions?.cut ?? 0),
    contact:
      contact === null || contact === 'none'
        ? contact
        : { name: contact.name, phone: formatPhone(contact.phone) },
  };
}

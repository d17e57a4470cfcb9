// What the wallet card's second face prints of the card's copy, as a pure layout with a budget of
// lines: every line whole, the contact's phone on a line of its own, and what does not fit said as
// counted rather than left out.
import { formatPhone } from '@/lib/phone';
import type { CardPart, CardSummary } from '@/recordView/cardSummary';

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
 * labels, the contact's label, its name and its phone.
 */
const FIXED_LINES = 6;

/** Lines left to the two lists, their counts included. */
export const BACK_LIST_BUDGET = BACK_LINES - FIXED_LINES;

/** A list part as printed: unknown, or the lines that fit and how many more the QR holds. */
export type BackList = { known: false } | { known: true; lines: string[]; more: number };

export interface WalletBack {
  /** null: unknown when the card was made; '': none recorded. */
  bloodType: CardPart<string>;
  severeAllergies: BackList;
  conditions: BackList;
  /** null: unknown; 'none': no contact recorded. */
  contact: CardPart<{ name: string; phone: string } | 'none'>;
}

/** A list before it is laid out: its items, and how many more it has that are not items. */
interface ListToLay {
  items: string[];
  /** Items of the list not printed as lines in any case. */
  extra: number;
}

/** Lines a list takes with its first `shown` items: unknown, none and a count take one each. */
function linesOf(list: ListToLay | null, shown: number): number {
  if (list === null) return 1;
  const more = list.items.length - shown + list.extra;
  return Math.max(1, shown + (more > 0 ? 1 : 0));
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

function laidOut(list: ListToLay | null, shown: number): BackList {
  if (list === null) return { known: false };
  const lines = list.items.slice(0, shown);
  return { known: true, lines, more: list.items.length - lines.length + list.extra };
}

export function walletBack(copy: CardSummary): WalletBack {
  const { allergies, conditions, contact } = copy;
  const severe = allergies?.items.filter((a) => a.severity === 'Severa') ?? null;
  const lists: (ListToLay | null)[] = [
    // Allergies not stated severe are counted among those to read on the QR, never dropped.
    allergies && {
      items: (severe ?? []).map((a) => a.name),
      extra: allergies.items.length - (severe?.length ?? 0) + allergies.cut,
    },
    conditions && { items: conditions.items, extra: conditions.cut },
  ];
  const [allergyLines = 0, conditionLines = 0] = allotLines(lists, BACK_LIST_BUDGET);
  return {
    bloodType: copy.bloodType,
    severeAllergies: laidOut(lists[0] ?? null, allergyLines),
    conditions: laidOut(lists[1] ?? null, conditionLines),
    contact:
      contact === null || contact === 'none'
        ? contact
        : { name: contact.name, phone: formatPhone(contact.phone) },
  };
}

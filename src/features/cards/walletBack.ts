// What the wallet card's second face prints of the card's copy: few lines, each whole, and what
// does not fit said as cut rather than left out.
import { formatPhone } from '@/lib/phone';
import type { CardPart, CardSummary } from '@/recordView/cardSummary';

/** Lines a list may take on the face before the rest is counted instead. */
export const BACK_LIST_LINES = 3;

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

function backList(lines: string[] | null, alsoOnTheQr: number): BackList {
  if (lines === null) return { known: false };
  const shown = lines.slice(0, BACK_LIST_LINES);
  return { known: true, lines: shown, more: lines.length - shown.length + alsoOnTheQr };
}

export function walletBack(copy: CardSummary): WalletBack {
  const { allergies, conditions, contact } = copy;
  const severe = allergies?.items.filter((a) => a.severity === 'Severa') ?? null;
  return {
    bloodType: copy.bloodType,
    // Allergies not stated severe are counted among those to read on the QR, never dropped.
    severeAllergies: backList(
      severe && severe.map((a) => a.name),
      allergies ? allergies.items.length - (severe?.length ?? 0) + allergies.cut : 0,
    ),
    conditions: backList(conditions && conditions.items, conditions?.cut ?? 0),
    contact:
      contact === null || contact === 'none'
        ? contact
        : { name: contact.name, phone: formatPhone(contact.phone) },
  };
}

// The words of the card's text face, for the printed card and the lock-screen picture alike: a
// count says how many and where they are, unknown is said as unknown, never as none.
import type { BackAlert, BackCount, BackList } from './walletBack';

export type Translate = (key: string, options?: Record<string, string | number>) => string;

/** What a count counts: severe allergies, the other allergies, conditions. */
export type CountedItems = 'moreSevere' | 'otherAllergies' | 'moreConditions';

/** "+2 graves: veja o QR", "+3 condições: veja o prontuário online"; '' when none. */
export function countText(items: CountedItems, { inQr, online }: BackCount, t: Translate): string {
  const count = inQr + online;
  if (count === 0) return '';
  const where = inQr > 0 && online > 0 ? 'both' : inQr > 0 ? 'qr' : 'online';
  return t('walletBack.count', {
    what: t(`walletBack.${items}`, { count }),
    where: t(`walletBack.where.${where}`),
  });
}

/** A printed line: an item or a word, or a count of items not printed. */
export interface PrintedLine {
  text: string;
  count?: true;
}

const lines = (texts: string[]): PrintedLine[] => texts.map((text) => ({ text }));

/** A list's lines as printed, its count last: one line for unknown and for none. */
export function listLines(list: BackList, items: CountedItems, t: Translate): PrintedLine[] {
  if (!list.known) return lines([t('walletBack.unknown')]);
  const more = countText(items, list.more, t);
  if (list.lines.length === 0 && !more) return lines([t('walletBack.noneRecorded')]);
  return more ? [...lines(list.lines), { text: more, count: true }] : lines(list.lines);
}

/** The allergies as printed: the severe ones and their count, then the others counted. */
export function allergyLines(
  severe: BackList,
  others: BackCount | null,
  t: Translate,
): PrintedLine[] {
  const severeLines = listLines(severe, 'moreSevere', t);
  const other = others ? countText('otherAllergies', others, t) : '';
  if (!other) return severeLines;
  // No severe one among the others is not "none recorded": the count alone says it.
  const noSevere = severe.known && severe.lines.length === 0 && severe.more.inQr === 0;
  const otherLine: PrintedLine = { text: other, count: true };
  return noSevere ? [otherLine] : [...severeLines, otherLine];
}

export const alertsText = (alerts: BackAlert[], t: Translate) =>
  alerts.map((alert) => t(`walletBack.alerts.${alert}`)).join(' · ');

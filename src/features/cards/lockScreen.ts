// The card as a phone's lock-screen picture: the same QR code as the dialog's, large in the lower
// half (the clock and the notifications cover the top), and what a rescuer needs first in text.
import type { CardSummary } from '@/recordReading/cardCopy/format';
import type { CardColor } from './cardColors';
import { walletBack } from './walletBack';
import { alertsText, allergyLines, type Translate } from './walletBackWords';
import { qrImage } from './qrCodePng';

/** A tall phone's screen, portrait: what most phones scale from without losing sharpness. */
export const LOCK_SCREEN_WIDTH = 1080;
export const LOCK_SCREEN_HEIGHT = 2340;

/** The card's colours (tailwind's `card` palette) and the text that reads on each. */
const paints: Record<CardColor, { background: string; text: string }> = {
  'dark-green': { background: '#0d5139', text: '#ffffff' },
  'light-green': { background: '#8fd6b0', text: '#0f172a' },
  'light-gray': { background: '#d9dde1', text: '#0f172a' },
};

/** One line of text on the picture: a label and what the card says. */
export interface LockScreenLine {
  label: string;
  value: string;
}

/** What the picture says in words: the heading, and the lines (none for the address alone). */
export interface LockScreenWords {
  heading: string;
  lines: LockScreenLine[];
}

/**
 * The name, blood type, severe allergies and first contact's phone, from the same copy as the QR
 * code and in the printed card's words: unknown is said as unknown, never as none.
 */
export function lockScreenLines(copy: CardSummary, t: Translate): LockScreenLine[] {
  const back = walletBack(copy);
  const { contact } = back;
  const lines: LockScreenLine[] = [];
  if (copy.name) lines.push({ label: '', value: copy.name });
  lines.push({
    label: t('walletBack.bloodType'),
    value:
      back.bloodType === null
        ? t('walletBack.unknown')
        : back.bloodType || t('walletBack.noneRecorded'),
  });
  if (back.alerts.length > 0) lines.push({ label: '', value: alertsText(back.alerts, t) });
  const allergies = allergyLines(back.severeAllergies, back.otherAllergies, t);
  lines.push({
    label: t('walletBack.severeAllergies'),
    value: [
      allergies
        .filter((line) => !line.count)
        .map((line) => line.text)
        .join(', '),
      ...allergies.filter((line) => line.count).map((line) => line.text),
    ]
      .filter(Boolean)
      .join('; '),
  });
  lines.push({
    label: t('walletBack.contact'),
    value:
      contact === null
        ? t('walletBack.unknown')
        : contact === 'none'
          ? t('walletBack.noneRecorded')
          : `${contact.name} ${contact.phone || t('walletBack.noPhone')}`.trim(),
  });
  return lines;
}

/** Where things go, in pixels of the picture. */
const MARGIN = 72;
const TEXT_TOP = 640;
const QR_BOTTOM = 2090;
const QR_MAX_SIDE = 720;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** Words of `text` in lines no wider than `width`, at most `max` (the last ending in "…"). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number, max: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (context.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1] ?? '';
  while (last && context.measureText(`${last}…`).width > width) last = last.slice(0, -1);
  kept[max - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** The lock-screen picture of a QR code svg and its words, as a PNG data URL. */
export async function lockScreenPng(
  svg: SVGSVGElement,
  words: LockScreenWords,
  color: CardColor,
): Promise<string> {
  const modules = Number(svg.getAttribute('viewBox')?.split(/\s+/)[2]);
  if (!Number.isInteger(modules) || modules <= 0) throw new Error('QR code without a viewBox');
  // Whole pixels a module, so that its edges stay sharp.
  const side = Math.floor(QR_MAX_SIDE / modules) * modules;
  const image = await qrImage(svg, side);
  const canvas = document.createElement('canvas');
  canvas.width = LOCK_SCREEN_WIDTH;
  canvas.height = LOCK_SCREEN_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const paint = paints[color];
  context.fillStyle = paint.background;
  context.fillRect(0, 0, LOCK_SCREEN_WIDTH, LOCK_SCREEN_HEIGHT);
  context.fillStyle = paint.text;
  context.textBaseline = 'top';
  context.textAlign = 'left';
  const width = LOCK_SCREEN_WIDTH - 2 * MARGIN;
  const qrTop = QR_BOTTOM - side;
  const headingTop = qrTop - 110;

  let y = TEXT_TOP;
  for (const { label, value } of words.lines) {
    if (label) {
      context.font = `700 34px ${FONT}`;
      context.fillText(label.toLocaleUpperCase(), MARGIN, y);
      y += 42;
    }
    context.font = label ? `600 48px ${FONT}` : `800 64px ${FONT}`;
    const lineHeight = label ? 58 : 74;
    for (const line of wrap(context, value, width, 2)) {
      if (y + lineHeight > headingTop - 96) break;
      context.fillText(line, MARGIN, y);
      y += lineHeight;
    }
    y += 16;
  }

  // The call to scan on one line, as large as fits; two lines, upwards, in a long language.
  let size = 64;
  context.font = `900 ${size}px ${FONT}`;
  while (size > 44 && context.measureText(words.heading).width > width) {
    size -= 2;
    context.font = `900 ${size}px ${FONT}`;
  }
  context.textAlign = 'center';
  const heading = wrap(context, words.heading, width, 2);
  for (const [index, line] of heading.entries()) {
    const top = headingTop - (heading.length - 1 - index) * (size + 8);
    context.fillText(line, LOCK_SCREEN_WIDTH / 2, top);
  }
  // A white square with the code's own light border, so that any camera finds it on any colour.
  const qrLeft = Math.round((LOCK_SCREEN_WIDTH - side) / 2);
  context.fillStyle = '#ffffff';
  context.fillRect(qrLeft, qrTop, side, side);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, qrLeft, qrTop, side, side);
  return canvas.toDataURL('image/png');
}

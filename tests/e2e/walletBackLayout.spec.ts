// The wallet card's text face at print size (ID-1, 85.6 x 54 mm), for generated records up to the
// codec's caps in every language: every text lies inside the face, the emergency contact's phone,
// the counts and the alerts are printed whole, and no line clips the ink of an accented capital.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createInstance, type ResourceLanguage } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { WalletCardBack } from '@/features/cards/WalletCardBack';
import { formatPhone } from '@/lib/phone';
import { bloodTypes } from '@/record/options';
import {
  CARD_LIST_MAX,
  fittedCardSummary,
  type CardAllergy,
  type CardSummary,
} from '@/recordReading/cardCopy/format';
import { languages, type Language } from './support';

const RECORDS = 200;

/** A small seeded generator: the same records on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

// Wide letters, accented capitals and long words: the hardest text a line can hold.
const WORDS = [
  'Penicilina',
  'ÂNGELA',
  'Ênio',
  'ÇÃO',
  'Wolff-Parkinson-White',
  'Mmmmmmmmmmmmmmm',
  'Insuficiência',
  'Síndrome',
  'Ácido',
  'Über',
  'ÉPILEPSIE',
  'Émile',
  'Crônica',
  'de',
  'da',
];

function generated(index: number): CardSummary {
  const next = random(index + 1);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const text = (length: number) => {
    let words = '';
    while (words.length < length) words = `${words} ${pick(WORDS)}`.trim();
    return words.slice(0, length).trim();
  };
  // Every other record at the caps: the longest names and eight or more items in each list.
  const atCaps = index % 2 === 0;
  const count = () => (atCaps ? CARD_LIST_MAX + Math.floor(next() * 4) : Math.floor(next() * 9));
  const nameLength = () => (atCaps ? 48 : 4 + Math.floor(next() * 40));
  const allergies: CardAllergy[] = Array.from({ length: count() }, () => ({
    name: text(nameLength()),
    severity: pick(['Severa', 'Severa', 'Moderada', 'Leve', ''] as const),
  }));
  const digits = atCaps ? 15 : pick([8, 10, 11, 13, 15]);
  return {
    madeOn: '2026-11-26',
    name: text(48),
    birthDate: '1990-04-12',
    bloodType: pick([null, '', ...bloodTypes]),
    allergies: pick([null, { items: allergies, cut: Math.floor(next() * 3) }]),
    conditions: pick([
      null,
      {
        items: Array.from({ length: count() }, () => text(nameLength())),
        cut: Math.floor(next() * 3),
      },
    ]),
    medicines: null,
    mriUnsafe: pick([
      null,
      {
        items: Array.from({ length: Math.floor(next() * 3) }, () => ({
          type: '' as const,
          place: text(nameLength()),
          incompatible: next() < 0.5,
        })),
        cut: Math.floor(next() * 2),
      },
    ]),
    pregnant: pick([null, false, true]),
    contact: pick([
      null,
      'none' as const,
      {
        name: atCaps
          ? 'Contato de Emergência Com Um Nome Bem Comprido da Silva'
          : text(nameLength()),
        phone: Array.from({ length: digits }, () => String(Math.floor(next() * 10))).join(''),
      },
    ]),
  };
}

function words(language: Language, namespace: string): ResourceLanguage {
  return JSON.parse(
    readFileSync(`src/i18n/locales/${language}/${namespace}.json`, 'utf8'),
  ) as ResourceLanguage;
}

function facesIn(language: Language, copies: CardSummary[]): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { account: words(language, 'account') } },
  });
  return copies
    .map((copy) =>
      renderToStaticMarkup(
        createElement(
          I18nextProvider,
          { i18n },
          createElement(WalletCardBack, { copy, color: 'light-gray' }),
        ),
      ),
    )
    .map((face) => `<div style="margin: 2mm">${face}</div>`)
    .join('');
}

/** What breaks a face, measured in the page: texts outside it, a phone cut, ink clipped. */
function faultsOf(): string[] {
  const faults: string[] = [];
  const canvas = document.createElement('canvas').getContext('2d');
  const inside = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  document.querySelectorAll<HTMLElement>('[data-wallet-face="back"]').forEach((face, index) => {
    const box = face.getBoundingClientRect();
    const walker = document.createTreeWalker(face, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      const clipped = style.overflow === 'hidden';
      // A shortened line ends in "…" at its own box; any other text is measured as laid out.
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = clipped ? element.getBoundingClientRect() : range.getBoundingClientRect();
      if (!inside(rect, box)) faults.push(`${index}: "${node.textContent}" outside the face`);
      if (clipped && canvas) {
        canvas.font = style.font;
        const metrics = canvas.measureText(node.textContent);
        const lineHeight = parseFloat(style.lineHeight);
        const fontHeight = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
        const baseline = (lineHeight - fontHeight) / 2 + metrics.fontBoundingBoxAscent;
        if (baseline - metrics.actualBoundingBoxAscent < -0.25) {
          faults.push(`${index}: "${node.textContent}" loses the top of its ink`);
        }
        if (baseline + metrics.actualBoundingBoxDescent > lineHeight + 0.25) {
          faults.push(`${index}: "${node.textContent}" loses the bottom of its ink`);
        }
      }
    }
    // The phone, the counts and the alerts are printed whole, never shortened.
    for (const whole of face.querySelectorAll<HTMLElement>(
      '[data-wallet-phone], [data-wallet-whole]',
    )) {
      if (whole.scrollWidth > whole.clientWidth || !inside(whole.getBoundingClientRect(), box)) {
        faults.push(`${index}: "${whole.textContent}" is cut`);
      }
    }
  });
  return faults;
}

const copies = Array.from({ length: RECORDS }, (_, index) => fittedCardSummary(generated(index)));

test('the text face prints every line inside the card, the phone whole, in every language', async ({
  page,
  baseURL,
}) => {
  // The app's own styles, as its page inlines them.
  const html = await (await page.request.get(`${baseURL}/`)).text();
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  expect(styles).toContain('54mm');
  for (const language of languages) {
    const faces = facesIn(language, copies);
    // In the language's own words, never their keys.
    expect(faces).not.toContain('walletBack.');
    await page.setContent(
      `<!doctype html><html lang="${language}"><head><style>${styles}</style></head>` +
        `<body>${faces}</body></html>`,
    );
    expect(await page.locator('[data-wallet-face="back"]').count()).toBe(RECORDS);
    expect(await page.evaluate(faultsOf), language).toEqual([]);
    // Each phone printed is the record's, every digit of it.
    const phones = await page.locator('[data-wallet-phone]').allTextContents();
    const expected = copies.flatMap((copy) =>
      copy.contact && copy.contact !== 'none' ? [formatPhone(copy.contact.phone)] : [],
    );
    expect(phones).toEqual(expected);
  }
});

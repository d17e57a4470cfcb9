// The wallet card's front at print size: a long holder's name takes two lines, whole, never cut
// on one line with "…".
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createInstance, type ResourceLanguage } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { WalletCardFront } from '@/features/cards/WalletCardFront';

const HOLDERS = [
  'Maria da Conceição Aparecida dos Santos',
  'Wolff Mmmmmmmm Ângela Émile de Souza',
  'Ana Lima',
];

function words(namespace: string): ResourceLanguage {
  return JSON.parse(
    readFileSync(`src/i18n/locales/pt/${namespace}.json`, 'utf8'),
  ) as ResourceLanguage;
}

test('a long holder name is printed whole, on at most two lines', async ({ page, baseURL }) => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'pt',
    resources: { pt: { account: words('account'), common: words('common') } },
  });
  const faces = HOLDERS.map((holder) =>
    renderToStaticMarkup(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(WalletCardFront, {
          cardCode: 'ABC123XYZ',
          holder,
          color: 'light-gray',
          url: 'https://example.test/r/ABC123XYZ',
          address: 'example.test',
        }),
      ),
    ),
  ).join('');
  const html = await (await page.request.get(`${baseURL}/`)).text();
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  await page.setContent(
    `<!doctype html><html lang="pt"><head><style>${styles}</style></head><body>${faces}</body></html>`,
  );
  const names = await page.locator('[data-wallet-holder]').evaluateAll((elements) =>
    elements.map((element) => {
      const face = element.closest('[data-wallet-face]')?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const lines = Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight));
      return {
        whole:
          element.scrollWidth <= element.clientWidth &&
          element.scrollHeight <= element.clientHeight,
        lines,
        inside: !!face && box.bottom <= face.bottom + 0.5 && box.right <= face.right + 0.5,
      };
    }),
  );
  expect(names).toEqual([
    { whole: true, lines: 2, inside: true },
    { whole: true, lines: 2, inside: true },
    { whole: true, lines: 1, inside: true },
  ]);
});

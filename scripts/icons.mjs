// Makes the site's PNG icons and its share image from the product's mark (public/favicon.svg:
// the white cross on the brand's green) with headless Chromium, into public/. Run it again after
// changing the mark or the words: node scripts/icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../tests/chromium.mjs';

const root = new URL('../', import.meta.url);
const mark = readFileSync(new URL('public/favicon.svg', root), 'utf8');
const cross = /<path d="([^"]+)"/.exec(mark)?.[1];
const green = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
if (!cross || !green) throw new Error('public/favicon.svg no longer reads as the mark: recheck');
const dark = '#0b2e22'; // tailwind.config.ts: header
const words = JSON.parse(readFileSync(new URL('src/i18n/locales/pt/common.json', root), 'utf8'));

/** The cross, `scale` of the square's side, centred on a square of `size`, on `background`. */
const crossOn = (size, scale, background, radius = 0) => `
  <svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
    ${background ? `<rect width="32" height="32" rx="${radius}" fill="${background}"/>` : ''}
    <g transform="translate(16 16) scale(${scale / (18 / 32)}) translate(-16 -16)">
      <path d="${cross}" fill="#fff"/>
    </g>
  </svg>`;

const page = (width, height, body) => `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; background: transparent; }
  svg { display: block; }
</style></head><body>${body}</body></html>`;

const shareImage = `
  <div style="box-sizing: border-box; width: 1200px; height: 630px; padding: 88px 96px;
      display: flex; flex-direction: column; justify-content: center; gap: 36px;
      background: linear-gradient(135deg, ${dark} 0%, #0d5139 100%); color: #fff;
      font-family: system-ui, 'DejaVu Sans', sans-serif;">
    <div style="display: flex; align-items: center; gap: 28px;">
      ${crossOn(112, 18 / 32, green, 7)}
      <span style="font-size: 56px; font-weight: 700; letter-spacing: -0.5px;">${words.app.name}</span>
    </div>
    <div style="font-size: 62px; font-weight: 800; line-height: 1.1; white-space: nowrap; letter-spacing: -1px;">
      ${words.home.title}
    </div>
    <div style="font-size: 34px; line-height: 1.35; color: #d8f2e5; max-width: 980px;">
      ${words.app.tagline}
    </div>
  </div>`;

/** File, size (width and height), markup; transparent where the markup draws nothing. */
const images = [
  ['icons/icon-192.png', [192, 192], mark.replace('<svg ', '<svg width="192" height="192" ')],
  ['icons/icon-512.png', [512, 512], mark.replace('<svg ', '<svg width="512" height="512" ')],
  // Maskable: the platform cuts its own shape, keeping at least the centre circle of 80%.
  ['icons/icon-maskable-512.png', [512, 512], crossOn(512, 0.45, green)],
  // iOS rounds the corners itself and shows transparency as black.
  ['icons/apple-touch-icon.png', [180, 180], crossOn(180, 0.5, green)],
  ['images/share.png', [1200, 630], shareImage],
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const [file, [width, height], body] of images) {
    const tab = await browser.newPage({ viewport: { width, height } });
    await tab.setContent(page(width, height, body));
    const png = await tab.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(new URL(`public/${file}`, root), png);
    await tab.close();
    console.log(`public/${file} ${width}x${height}`);
  }
} finally {
  await browser.close();
}

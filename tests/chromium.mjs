// How every browser run here starts Chromium: the system one when there is one, with the flags
// this offline machine needs (without the networking ones it hangs).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The system Chromium, or undefined for Playwright's own browser. */
export const chromiumPath = existsSync(systemChromium) ? systemChromium : undefined;

/**
 * The Chromium features Playwright turns off (its chromiumSwitches.ts), read from the installed
 * Playwright, or null if its source no longer reads as expected.
 */
function playwrightDisabledFeatures() {
  try {
    const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
    const source = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
    const names = list
      ?.replace(/\/\/.*$/gm, '')
      .match(/"[^"]*"/g)
      ?.map((quoted) => quoted.slice(1, -1));
    return names && names.length > 0 ? names : null;
  } catch {
    return null;
  }
}

/**
 * A full Chromium in headless mode opens, for every window (every test's context), the address
 * bar's suggestion popup as a web page of its own in a renderer of its own: about half a second of
 * a core each time, for a popup nobody opens. Chromium reads only the last --disable-features, so
 * this one repeats Playwright's list; if that list cannot be read, Chromium keeps the popup.
 */
const addressBarPopup = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];
const playwrightFeatures = playwrightDisabledFeatures();
const disabledFeatures = playwrightFeatures
  ? [`--disable-features=${[...playwrightFeatures, ...addressBarPopup].join(',')}`]
  : [];

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...disabledFeatures,
];

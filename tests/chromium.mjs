// How every browser run here starts Chromium: the system one when there is one, with the flags
// this offline machine needs (without the networking ones it hangs).
import { existsSync } from 'node:fs';

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The system Chromium, or undefined for Playwright's own browser. */
export const chromiumPath = existsSync(systemChromium) ? systemChromium : undefined;

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Every place the app writes in the browser's storage, each key it writes there, and which of them
// logout clears: nothing of the user is left for the next person at a shared computer. A module
// that starts writing storage fails the first test until it is listed here, with its fate.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { DEMO_API_MODE_KEY } from '@/lib/demoApiMode';
import { qrMadeKey } from '@/lib/qrMadeNote';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { watchPageLoads } from '../support/screenChecks';
import { loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { silenceApiWarnings } from '../support/apiWarnings';
import { sourceFilesUnder } from '../support/sourceFiles';

silenceApiWarnings();

type Fate = 'cleared' | 'kept';

/** Each module that writes storage, and each key it writes: where, and what logout does to it. */
const writers: Record<
  string,
  { where: 'local' | 'session' | 'cookie' | 'indexedDB'; key: string; fate: Fate }[]
> = {
  'src/session/cookies.ts': [
    { where: 'cookie', key: 'token', fate: 'cleared' },
    { where: 'cookie', key: 'user', fate: 'cleared' },
    { where: 'local', key: 'sessionRemembered', fate: 'cleared' },
  ],
  'src/session/signedInEmail.ts': [{ where: 'local', key: 'signedInEmail', fate: 'cleared' }],
  'src/session/passwordChoice.ts': [{ where: 'local', key: 'passwordIsCpf:7', fate: 'cleared' }],
  // Written and removed at once (the other tabs' fallback channel).
  'src/session/otherTabs.ts': [{ where: 'local', key: 'prontuario-session', fate: 'cleared' }],
  // Written by logout itself, for the login page to say why (and then forget).
  'src/session/leftAccount.ts': [{ where: 'session', key: 'leftAccount', fate: 'kept' }],
  'src/features/auth/resetLink.ts': [
    { where: 'session', key: 'resetPasswordLink', fate: 'cleared' },
  ],
  'src/features/cards/QrContentChoice.tsx': [
    { where: 'local', key: 'qrContent:ABC123XYZ', fate: 'cleared' },
  ],
  // The day a card's QR code was made here, keyed without the card's code: the owner still learns
  // after signing in again that a printed summary is out of date.
  'src/features/cards/qrCopies.ts': [{ where: 'local', key: qrMadeKey('ABC123XYZ'), fate: 'kept' }],
  'src/features/cards/qrPicks.ts': [{ where: 'local', key: 'qrPicks:ABC123XYZ', fate: 'cleared' }],
  'src/features/cards/useCardColors.ts': [{ where: 'local', key: 'cardColor:1', fate: 'cleared' }],
  'src/features/checkout/customerStorage.ts': [
    { where: 'local', key: 'customerId', fate: 'cleared' },
    { where: 'local', key: 'checkoutPayment', fate: 'cleared' },
    { where: 'local', key: 'checkoutAttempt', fate: 'cleared' },
  ],
  'src/lib/vanishedCode.ts': [
    { where: 'session', key: 'app:reloaded-for-vanished-code', fate: 'cleared' },
  ],
  // The language belongs to whoever uses the browser (i18next writes it, src/i18n/setup.ts).
  'src/i18n/setup.ts': [
    { where: 'local', key: 'i18nextLng', fate: 'kept' },
    { where: 'cookie', key: 'i18next', fate: 'kept' },
  ],
  // Which API the demo plays belongs to the browser, like the language.
  'src/mocks/apiMode.ts': [{ where: 'local', key: DEMO_API_MODE_KEY, fate: 'kept' }],
  // The demo backend's data: kept in this browser, which its badge says, with a way to erase it.
  'src/mocks/persistence.ts': [{ where: 'indexedDB', key: 'prontuario-demo', fate: 'kept' }],
};

// Through the one safe module or around it; the module itself is the means, not a writer.
const SAFE_STORAGE = join('src', 'lib', 'safeStorage.ts');
const writesStorage =
  /\bwriteStored\(|\b(?:localStorage|sessionStorage|store)\.setItem\(|Cookies\.set\(|indexedDB\.open\(|caches: \[/;

it('lists every module that writes in the browser’s storage', () => {
  const writing = sourceFilesUnder('src')
    .filter((file) => file !== SAFE_STORAGE && writesStorage.test(readFileSync(file, 'utf8')))
    .sort();
  expect(writing).toEqual(Object.keys(writers).sort());
});

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').sort();
}

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

it('logout clears every key listed as cleared, and keeps the others', async () => {
  const pageLoads = watchPageLoads();
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const all = Object.values(writers).flat();
  for (const { where, key } of all) {
    if (where === 'local') localStorage.setItem(key, 'x');
    if (where === 'session') sessionStorage.setItem(key, 'x');
    if (where === 'cookie' && !['token', 'user'].includes(key))
      document.cookie = `${key}=x; path=/`;
  }
  const { user } = await renderApp('/planos');
  await user.click(await screen.findByRole('button', { name: /Meu perfil/ }));
  await user.click(screen.getByRole('button', { name: 'Sair' }));
  await waitFor(() => expect(pageLoads).toEqual(['/login/']));

  const kept = (where: string) =>
    all
      .filter((entry) => entry.where === where && entry.fate === 'kept')
      .map((entry) => entry.key)
      .sort();
  expect(keysOf(localStorage)).toEqual(kept('local'));
  expect(keysOf(sessionStorage)).toEqual(kept('session'));
  expect(cookieNames()).toEqual(kept('cookie'));
});

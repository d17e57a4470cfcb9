import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { languages, type Language } from '@/i18n/languages';
import type { CardSummary } from '@/recordReading/cardCopy/format';
import { APP_STYLES_ID } from '@/bootHandoff/appStyles';

export { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD, languages, type Language };

/** A printed card's copy of the full demo card's summary, as its QR code carries it. */
export const printedCard: CardSummary = {
  madeOn: '2026-03-05',
  name: 'Maria Helena Souza',
  birthDate: '1990-04-12',
  bloodType: 'O+',
  allergies: { items: [{ name: 'Penicilina', severity: 'Severa' }], cut: 0 },
  conditions: null,
  medicines: { items: ['Insulina'], cut: 2 },
  mriUnsafe: null,
  pregnant: null,
  contact: { name: 'João Pedro Souza', phone: '11987654321' },
};

export interface AppRoute {
  path: string;
  private: boolean;
}

/** Every route of the product spec, section 2, with real parameters. */
export const appRoutes: AppRoute[] = [
  { path: '/', private: false },
  { path: '/login', private: false },
  { path: '/login/', private: false },
  { path: '/planos', private: false },
  {
    path: '/configure-seu-pagamento?id=2&price=400&planName=Plano%20Familiar&cardLimit=3',
    private: false,
  },
  { path: '/sobre-nos', private: false },
  { path: '/termos-de-uso', private: false },
  { path: '/privacidade', private: false },
  { path: '/esqueceu-a-senha/', private: false },
  { path: `/prontuario-do-usuario/${DEMO_CARDS.full}`, private: false },
  { path: '/pagina-nao-encontrada', private: false },
  { path: '/uma/rota/que/nao/existe', private: false },
  { path: '/meus-cartoes', private: true },
  { path: `/meu-prontuario/${DEMO_CARDS.full}`, private: true },
  { path: '/meu-perfil', private: true },
];

/**
 * Collects console errors and uncaught page errors; call the returned check at the end. A failed
 * load is named with its address (the console's own message has none).
 */
export function watchConsole(page: Page): () => void {
  const problems: string[] = [];
  const failedLoads: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedLoads.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return () =>
    expect(
      problems,
      [...problems, ...failedLoads.map((load) => `load: ${load}`)].join('\n'),
    ).toEqual([]);
}

/** A page's requests still under way, and when one last started or ended. */
interface NetworkLog {
  pending: Set<Request>;
  lastChange: number;
}

const networkLogs = new WeakMap<Page, NetworkLog>();

/**
 * Starts following the page's requests (for `networkSettled`): call it before the navigation whose
 * requests are to be waited for. Calling it again changes nothing.
 */
export function trackNetwork(page: Page): void {
  if (networkLogs.has(page)) return;
  const log: NetworkLog = { pending: new Set(), lastChange: Date.now() };
  const started = (request: Request) => {
    log.pending.add(request);
    log.lastChange = Date.now();
  };
  const ended = (request: Request) => {
    log.pending.delete(request);
    log.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  networkLogs.set(page, log);
}

/** How long no request may start or end before the page counts as settled. */
const SETTLED_MS = 150;

/**
 * Waits until every request the page sent has ended and none has started for a moment, as
 * Playwright's 'networkidle' does but without its fixed half second: a read still on its way when
 * the page goes has no page left for the demo worker to answer it, so it reaches the preview
 * server and logs a 404.
 *
 * On a busy machine a read that follows another (the plans page's account reads, after the
 * network code's chunk) can start later than that moment: the page's main thread is then asked to
 * go idle, and the wait starts over if a request started meanwhile.
 */
export async function networkSettled(page: Page): Promise<void> {
  const log = networkLogs.get(page);
  if (!log) throw new Error('networkSettled: call trackNetwork(page) before the page loads');
  for (;;) {
    await expect
      .poll(() => log.pending.size === 0 && Date.now() - log.lastChange >= SETTLED_MS, {
        message: 'requests still under way',
        intervals: [50],
      })
      .toBe(true);
    const quietSince = log.lastChange;
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestIdleCallback(() => resolve(), { timeout: 1000 });
        }),
    );
    if (log.pending.size === 0 && log.lastChange === quietSince) return;
  }
}

/** Logs in as the demo user through the login page, and waits on the cards screen it leads to. */
export async function loginAsDemo(page: Page, lng?: Language, origin = ''): Promise<void> {
  trackNetwork(page);
  await page.goto(`${origin}/login/${lng ? `?lng=${lng}` : ''}`);
  await fillDemoLogin(page);
  await page.waitForURL('**/meus-cartoes');
  // The cards screen's own reads finish before the next navigation (see networkSettled).
  await networkSettled(page);
}

async function fillDemoLogin(page: Page): Promise<void> {
  await page.locator('input[type="email"]').fill(DEMO_EMAIL);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

/**
 * Opens a private page as the demo user. The first time, the page sends a visitor to the login
 * page, which leads back to it once the demo user logs in: one page load, not two as logging in
 * first and then opening the page would take. The path has no query: the login page leads back
 * to the path alone.
 */
export async function openAsDemo(page: Page, path: string): Promise<void> {
  trackNetwork(page);
  const loggedIn = (await page.context().cookies()).some((cookie) => cookie.name === 'token');
  await page.goto(path);
  if (loggedIn) return;
  await page.waitForURL('**/login/');
  await fillDemoLogin(page);
  await page.waitForURL((url) => url.pathname === path);
}

/** The WCAG levels every axe run checks. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's finite animations and transitions to end. A button that has just been
 * enabled fades from its disabled colour for 150 ms, and axe measuring contrast halfway through
 * reads a colour no one sees for long.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Keeps the toasts on screen as they are while axe reads the page. A toast leaves after 4 s by
 * fading out, and a check across three widths can outlast it: axe then measures the contrast of a
 * half-faded toast. react-hot-toast pauses its toasts while the pointer is over one.
 */
async function holdToasts(page: Page): Promise<void> {
  const toast = page.locator('[data-rht-toaster] [role="status"]').first();
  // A toast that leaves before the pointer reaches it needs no holding.
  if (await toast.isVisible()) await toast.hover({ timeout: 2000 }).catch(() => undefined);
}

/**
 * What axe finds on the page as it is, one line per violation. The app has no frames, so axe runs
 * in the page itself ("legacy mode"), rather than once per frame with the results merged in a blank
 * page it opens for each run; and only violations are collected in full. Both only save time: on
 * the record's pages they halved a run.
 */
export async function axeViolations(page: Page, where = '', tags = wcagTags): Promise<string[]> {
  expect(page.frames(), 'axe runs without frames here').toHaveLength(1);
  await holdToasts(page);
  await settleTransitions(page);
  const result = await new AxeBuilder({ page })
    .withTags(tags)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations.map(
    (v) => `${where}${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Clicks a link that scrolls the page smoothly, and waits for the scroll to end: a scroll by hand
 * while it is under way does not hold, as Chromium adds the rest of the animation to it.
 */
export async function clickAndWaitForScroll(page: Page, link: Locator): Promise<void> {
  await page.evaluate(() => {
    const root = document.documentElement;
    delete root.dataset.scrollEnded;
    document.addEventListener('scrollend', () => (root.dataset.scrollEnded = 'true'), {
      once: true,
    });
  });
  await link.click();
  await expect(page.locator('html')).toHaveAttribute('data-scroll-ended', 'true');
}

/** Waits until no part of the page's main content says it is loading (each says so in a status). */
export async function nothingLoading(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
}

/** Waits until the app has rendered the page's main heading. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** Text of the page's main content that runs past the screen's edge, once nothing moves. */
export async function textPastTheEdge(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  return page.evaluate(() => {
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    const found: string[] = [];
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Decorations may overflow their clipped boxes, as the carousel's slides do, and so may
      // words for screen readers only (clipped to one pixel, never on screen).
      if (!node.textContent?.trim() || node.parentElement?.closest('.swiper, .sr-only')) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5)) {
        found.push(node.textContent.trim().slice(0, 40));
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push('(the page scrolls sideways)');
    return found;
  });
}

/** The most Tab presses a page's controls may take before one is reached. */
const MAX_TABS = 80;

/** What a screen reader would call the focused element, for messages and order checks. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return '(body)';
    const labels = 'labels' in el && el.labels instanceof NodeList ? el.labels : null;
    const labelled = labels?.[0]?.textContent ?? null;
    return (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? el.tagName).trim();
  });
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${key} never reached the target; the focus is on "${await focusedName(page)}"`);
}

/**
 * How the boot page's look differs with only the record view's first styles, those before its boot
 * script, from its look with the app's whole stylesheet too (which the document keeps for the app,
 * src/bootHandoff/appStyles.ts): one line per rendered element and property, none when the first
 * styles alone paint it as the whole stylesheet does.
 */
export function firstStylesDifferences(page: Page): Promise<string[]> {
  return page.evaluate((keptId) => {
    const view = document.getElementById('boot-view');
    const kept = document.getElementById(keptId);
    const appStyles = kept instanceof HTMLTemplateElement ? [...kept.content.children] : [];
    if (!view || appStyles.length === 0) return ['no boot page, or no app stylesheet kept'];
    // What is not rendered has no look: the lists inside the header's closed disclosures report a
    // size from whatever layout they last had.
    const elements = [view, ...view.querySelectorAll('*')].filter((element) =>
      element.checkVisibility(),
    );
    const looks = () =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        // Custom properties are not looks: the app's stylesheet defines every theme value.
        const properties = [...style].filter((name) => !name.startsWith('--'));
        return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
      });
    // The sections the boot page has not laid out (off screen) have no look yet: both stylesheets
    // are compared with every section laid out.
    const allLaidOut = document.head.appendChild(document.createElement('style'));
    allLaidOut.textContent = '#boot-view section { content-visibility: visible !important; }';
    const applied = appStyles.map((style) =>
      document.head.appendChild(style.cloneNode(true) as Element),
    );
    const whole = looks();
    for (const style of applied) style.remove();
    const first = looks();
    allLaidOut.remove();
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    return elements.flatMap((element, i) =>
      Object.keys(whole[i] ?? {})
        .filter((property) => whole[i]?.[property] !== first[i]?.[property])
        .map(
          (property) =>
            `${name(element)} ${property}: ${first[i]?.[property]} instead of ${whole[i]?.[property]}`,
        ),
    );
  }, APP_STYLES_ID);
}

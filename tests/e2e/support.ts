import { expect, type Page } from '@playwright/test';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from '../../src/mocks/seed';
import { languages, type Language } from '../../src/i18n/languages';

export { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD, languages, type Language };

export interface AppRoute {
  path: string;
  private: boolean;
}

/** Every route of SPEC.md section 2, with real parameters. */
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

export async function loginAsDemo(page: Page, lng?: Language, origin = ''): Promise<void> {
  await page.goto(`${origin}/login/${lng ? `?lng=${lng}` : ''}`);
  await page.locator('input[type="email"]').fill(DEMO_EMAIL);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/meus-cartoes');
  // Let the cards screen's own reads finish: one cut off by the next navigation reaches the
  // preview server (the demo worker has no page left to answer it) and logs a 404.
  await page.waitForLoadState('networkidle');
}

/** Waits until the app has rendered the page's main heading. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
}

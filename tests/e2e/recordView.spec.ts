import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { sections } from '@/record';
import ptRecord from '@/i18n/locales/pt/record.json' with { type: 'json' };
import { axeViolations, DEMO_CARDS, languages, loginAsDemo, watchConsole } from './support';
import { noteReadBatches, readBatches } from './support/readsBeforeBoot';

const VIEW = `/prontuario-do-usuario/${DEMO_CARDS.full}`;
/** The view's cards, in order: a section shown inside another's card has none of its own. */
const sectionTitles = sections
  .filter((section) => !section.viewedWithin)
  .map(
    (section) => (ptRecord.sections as Record<string, { title: string }>)[section.id]?.title ?? '',
  );
const XSS_CORPUS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
] as const;

/** Opens the view and waits until every read has ended (the page announces it). */
async function openView(page: Page, path = VIEW): Promise<void> {
  await page.goto(path);
  await expect(page.getByText('Prontuário carregado.')).toBeAttached();
}

/** Replaces print() of every window the page opens, counting the calls on the page. */
async function countPrints(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as { printCalls: number };
    counter.printCalls = 0;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (opened) opened.print = () => void (counter.printCalls += 1);
      return opened;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
}

async function openPrintWindow(page: Page, context: BrowserContext): Promise<Page> {
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Imprimir Prontuário' }).click(),
  ]);
  await expect(popup.locator('h1')).toHaveText('Prontuário Médico');
  return popup;
}

/** Elements a stored string would have become, had it been read as HTML. */
async function injectedElements(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelectorAll('img[src="x"], [onerror], [onload], svg[onload]').length +
      [...document.scripts].filter((script) => script.textContent?.includes('alert(1)')).length,
  );
}

test('a phone shows the summary first and every section of the full record', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const check = watchConsole(page);
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), type: request.resourceType() }),
  );
  await noteReadBatches(page);
  await openView(page);

  const summary = page.getByRole('region', { name: 'Resumo de emergência' });
  await expect(summary).toBeInViewport();
  await expect(summary.getByText('Maria Helena Souza')).toBeVisible();
  await expect(summary.getByText('O+', { exact: true })).toBeVisible();
  await expect(summary.getByText('Dipirona')).toBeVisible();
  await expect(summary.getByText('Paciente gestante')).toBeVisible();
  await expect(summary.getByText('Prótese não compatível com ressonância magnética')).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Ligar para João Pedro Souza, (11) 98765-4321' }),
  ).toHaveAttribute('href', 'tel:+5511987654321');
  await expect(
    summary.getByRole('link', { name: 'WhatsApp de João Pedro Souza (abre em nova aba)' }),
  ).toHaveAttribute('href', 'https://wa.me/5511987654321');

  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(['Resumo de emergência', ...sectionTitles]);
  for (const title of sectionTitles) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const reads = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/medical-record/'));
  expect(reads).toHaveLength(sections.length);
  const byType = requests.reduce<Record<string, number>>((counts, r) => {
    counts[r.type] = (counts[r.type] ?? 0) + 1;
    return counts;
  }, {});
  const report = `first load: ${requests.length} requests ${JSON.stringify(byType)}`;
  console.log(report);
  test.info().annotations.push({ type: 'requests', description: report });
  // Every read left at once, in one task of the page, not one after another. How much the page
  // shifts as the answers come depends on when they come: the benchmark measures it (CLS).
  expect((await readBatches(page)).map((batch) => batch.length)).toEqual([sections.length]);
  // The editor and its heavy libraries stay out of this page.
  const scripts = requests.filter((r) => r.type === 'script').map((r) => new URL(r.url).pathname);
  expect(
    scripts.filter((path) => /RecordEditor|index\.esm|swiper|qrcode|imask/i.test(path)),
  ).toEqual([]);
  check();
});

test("on a 320 px phone, in every language, the patient's name breaks only between its words", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const language of languages) {
    await page.goto(`${VIEW}?lng=${language}`);
    const name = page.locator('#root [data-summary-field="name"]');
    await expect(name).toHaveText('Maria Helena Souza');
    // The lines each word of the name is laid out on: one each, wherever the lines break.
    const linesPerWord = await name.evaluate((field) => {
      const text = field.firstChild;
      if (!(text instanceof Text)) return [];
      return [...(text.data.matchAll(/\S+/g) ?? [])].map((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    });
    expect(linesPerWord, language).toEqual([1, 1, 1]);
  }
});

test('the print window holds the record and prints once', async ({ page, context }) => {
  const prints = await countPrints(page);
  await openView(page);
  const popup = await openPrintWindow(page, context);
  const body = popup.locator('body');
  await expect(body).toContainText('Cartão nº ABC-123-XYZ');
  // One date format in every place: the day, then the time it was printed.
  await expect(body).toContainText(/Impresso em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(popup.locator('h2')).toHaveText(['Resumo de emergência', ...sectionTitles]);
  for (const value of ['Maria Helena Souza', '12/04/1990', '(11) 98765-4321', 'Severa', 'Sim']) {
    await expect(body).toContainText(value);
  }
  await expect.poll(prints).toBe(1);
  expect(await popup.title()).toContain('Prontuário Médico');
});

test('stored markup shows as text on the view and in the print window', async ({
  page,
  context,
}) => {
  const dialogs: string[] = [];
  const watchDialogs = (target: Page) =>
    target.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  watchDialogs(page);
  context.on('page', watchDialogs);

  await loginAsDemo(page);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  await page.evaluate(
    async ({ token, card, corpus }) => {
      const [img, script, svg] = corpus;
      async function save(resource: string, fields: Record<string, string>) {
        const body = new FormData();
        body.set('cardNumber', card);
        for (const [name, value] of Object.entries(fields)) body.set(name, value);
        const response = await fetch(`/api/medical-record/${resource}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body,
        });
        if (!response.ok) throw new Error(`${resource}: ${response.status}`);
      }
      await save('allergies', {
        'allergy[0][name]': img,
        'allergy[0][reaction]': script,
        'allergy[0][severity]': 'Severa',
        'allergy[1][name]': svg,
      });
      await save('contacts', {
        'contacts[0][name]': svg,
        'contacts[0][relationship]': img,
        'contacts[0][phone]': '11987654321',
      });
      await save('personal-information', { name: script, gender: 'feminino' });
    },
    { token, card: DEMO_CARDS.full, corpus: XSS_CORPUS },
  );

  const prints = await countPrints(page);
  await openView(page);
  for (const text of XSS_CORPUS) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  expect(await injectedElements(page)).toBe(0);

  const popup = await openPrintWindow(page, context);
  for (const text of XSS_CORPUS) await expect(popup.locator('body')).toContainText(text);
  expect(await injectedElements(popup)).toBe(0);
  await expect.poll(prints).toBe(1);
  expect(dialogs).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`axe finds no violation on the record view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [VIEW, `/prontuario-do-usuario/${DEMO_CARDS.partial}`]) {
      await openView(page, path);
      const found = await axeViolations(page, `${path}: `);
      expect(found, found.join('\n')).toEqual([]);
    }
    await page.goto('/prontuario-do-usuario/ZZZ999ZZZ');
    await expect(page.getByRole('heading', { name: 'Prontuário não encontrado' })).toBeVisible();
    expect(await axeViolations(page, 'not found: ')).toEqual([]);
  });
}

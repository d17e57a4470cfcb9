// The editor figure: a key press in the last item of a record whose list sections hold 20 items
// each, timed to the next paint (CPU 4x).
import { logIn, newContext, throttledPage } from './browser.mjs';
import { median, ORIGIN, RUNS } from './config.mjs';

export const ITEMS_PER_LIST = 20;

/** A value of each field an item can hold, by field type (`{n}` = the item's number). */
function sampleValues(fields) {
  const byKind = {
    text: (f) => `${f.name} {n}`,
    textarea: (f) => `${f.name} {n}`,
    date: () => '2020-01-01',
    select: (f) => f.options?.[0] ?? '',
    yesno: () => '1',
    phone: () => '11987654321',
    cpf: () => '52998224725',
    number: () => '{n}',
  };
  return Object.fromEntries(fields.map((f) => [f.name, byKind[f.kind]?.(f) ?? '']));
}

/** The list sections of the record, with what to post to fill them. */
export async function listSections(backend) {
  const { sections } = await backend.vite.ssrLoadModule('/src/record/registry.ts');
  return sections
    .filter((s) => s.transport.kind === 'list')
    .map((s) => ({
      resource: s.resource,
      bodyKey: s.transport.bodyKey,
      values: sampleValues(s.fields),
    }));
}

/** Fills every list section of a card with `count` items through the API. */
async function fillCard(page, token, cardCode, lists, count) {
  await page.evaluate(
    async ({ token, cardCode, lists, count }) => {
      for (const { resource, bodyKey, values } of lists) {
        const form = new FormData();
        form.append('cardNumber', cardCode);
        for (let i = 0; i < count; i += 1) {
          for (const [field, value] of Object.entries(values))
            form.append(`${bodyKey}[${i}][${field}]`, value.replace('{n}', String(i + 1)));
        }
        await fetch(`/api/medical-record/${resource}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
      }
    },
    { token, cardCode, lists, count },
  );
}

/** Resolves `window.__keyToPaint` with the time from the next key down to the paint after it. */
function listenForNextPress() {
  window.__keyToPaint = new Promise((resolve) => {
    let pressedAt = 0;
    addEventListener('keydown', () => (pressedAt = performance.now()), {
      once: true,
      capture: true,
    });
    addEventListener(
      'input',
      () =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressedAt), 0)),
      { once: true },
    );
  });
}

/** Where the page is and what it says, for a measure that found no editor to type in. */
async function whatIsShown(page) {
  const said = await page
    .locator('h1, [role="alert"], [role="status"]')
    .allInnerTexts()
    .catch(() => []);
  const texts = said.map((text) => text.trim()).filter(Boolean);
  return `at ${new URL(page.url()).pathname}: ${texts.join(' | ') || 'nothing said'}`;
}

export async function measureKeyToPaint(browser, backend, lists) {
  const context = await newContext(browser);
  try {
    const { page } = await throttledPage(context, { network: false });
    await page.goto(ORIGIN + '/login/');
    const token = await logIn(page, backend.seed);
    const card = backend.seed.DEMO_CARDS.empty;
    await fillCard(page, token, card, lists, ITEMS_PER_LIST);
    await page.goto(`${ORIGIN}/meu-prontuario/${card}`);
    // The last item of the last section that has a text field (vaccines have none).
    const textField = 'input[type="text"], textarea';
    const last = page
      .locator('form', { has: page.locator(textField) })
      .last()
      .locator(textField)
      .last();
    await last.waitFor({ timeout: 120_000 }).catch(async (error) => {
      throw new Error(`${error.message.split('\n')[0]} (${await whatIsShown(page)})`);
    });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    const samples = [];
    // One press more than the runs: the first also marks the form as edited, and is kept apart.
    for (let i = 0; i <= RUNS; i += 1) {
      await last.focus();
      // The listeners are in place before the key goes out, so no press can slip past them.
      await page.evaluate(listenForNextPress);
      await page.keyboard.press('x');
      samples.push(await page.evaluate(() => window.__keyToPaint));
    }
    const [first, ...rest] = samples;
    return {
      keyToPaintMs: median(rest),
      firstPressMs: first,
      items: lists.length * ITEMS_PER_LIST,
    };
  } finally {
    await context.close();
  }
}

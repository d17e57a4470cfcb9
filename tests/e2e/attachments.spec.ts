// Uploaded files can never run as the app: the picker refuses what is not a PDF, JPEG, PNG or WebP
// of at most 10 MB, the demo backend refuses it too, and a page that got into the storage anyway
// is served so that a browser opening it runs none of its script.
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';
import type * as StorageHandlers from '@/mocks/handlers/storage';
import type * as DemoStore from '@/mocks/store';
import { DEMO_CARDS, openAsDemo, nothingLoading } from './support';

const RULE = 'Arquivo não aceito: envie um PDF, JPEG, PNG ou WebP de até 10 MB.';
/** What each hostile file's script would do, were it ever run. */
const RAN = 'script ran';
const SVG_WITH_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg"><script>document.title = '${RAN}'; console.log('${RAN}')</script></svg>`;
const HTML_WITH_SCRIPT = `<!doctype html><title>pagina</title><script>document.title = '${RAN}'; console.log('${RAN}')</script>`;

const hostileFiles = [
  { name: 'desenho.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG_WITH_SCRIPT) },
  { name: 'pagina.html', mimeType: 'text/html', buffer: Buffer.from(HTML_WITH_SCRIPT) },
];

/** Every POST of a record section the page sends from now on. */
function watchRecordPosts(page: Page): Buffer[] {
  const bodies: Buffer[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/medical-record/')) {
      bodies.push(request.postDataBuffer() ?? Buffer.alloc(0));
    }
  });
  return bodies;
}

async function bloodTypeSection(page: Page): Promise<Locator> {
  await openAsDemo(page, `/meu-prontuario/${DEMO_CARDS.empty}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Prontuário' })).toBeVisible();
  await nothingLoading(page);
  return page.getByRole('region', { name: 'Tipo sanguíneo', exact: true });
}

test.describe('in the demo build', () => {
  test('the picker refuses an SVG holding a script and an HTML page, and sends neither', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const region = await bloodTypeSection(page);
    await region.getByRole('combobox', { name: 'Tipo sanguíneo' }).selectOption('AB-');
    const input = region.getByLabel('Anexo', { exact: true });
    const posts = watchRecordPosts(page);

    for (const file of hostileFiles) {
      await input.setInputFiles(file);
      await expect(region.getByRole('alert')).toHaveText(RULE);
      await expect(input).toHaveAccessibleDescription(RULE);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(await input.evaluate((element: HTMLInputElement) => element.files?.length)).toBe(0);
      await expect(region.getByText(/Arquivo selecionado/)).toHaveCount(0);
    }
    expect(posts).toHaveLength(0);

    // Saving sends what was typed, and no file.
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await region.getByRole('button', { name: /^Salvar alterações/ }).click();
    expect((await answered).status()).toBe(200);
    expect(posts).toHaveLength(1);
    expect(posts[0].toString('latin1')).not.toContain('filename=');
    await expect(region.getByRole('combobox', { name: 'Tipo sanguíneo' })).toHaveValue('AB-');
    expect(await page.title()).not.toBe(RAN);
    expect(logged).not.toContain(RAN);
  });

  test('a page named .pdf passes the picker; the demo backend refuses it with the same words', async ({
    page,
  }) => {
    const region = await bloodTypeSection(page);
    await region.getByRole('combobox', { name: 'Tipo sanguíneo' }).selectOption('AB-');
    await region.getByLabel('Anexo', { exact: true }).setInputFiles({
      name: 'laudo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(HTML_WITH_SCRIPT),
    });
    await expect(region.getByText('Arquivo selecionado: laudo.pdf')).toBeVisible();

    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await region.getByRole('button', { name: /^Salvar alterações/ }).click();
    expect((await answered).status()).toBe(415);
    await expect(region.getByRole('alert')).toHaveText(RULE);
    await expect(page.getByText('Erro ao salvar dados')).toHaveCount(0);
  });

  test('“Visualizar Arquivo” saves the stored file through the demo backend, as a download', async ({
    page,
  }) => {
    await page.goto(`/prontuario-do-usuario/${DEMO_CARDS.full}`);
    // The view keeps a status of its own that says the record has loaded.
    await expect(page.locator('[data-record-loaded="true"]')).toBeVisible();
    // The blood type is shown inside personal information.
    const personal = page.getByRole('region', { name: 'Informações pessoais', exact: true });

    // Whichever comes first: the file saved, or a tab opened (where the app, not the file, shows).
    const outcome = Promise.race([
      page.waitForEvent('download').then((file) => `saved ${file.suggestedFilename()}`),
      page
        .context()
        .waitForEvent('page')
        .then((tab) => `opened a tab at ${tab.url()}`),
    ]);
    await personal.getByRole('link', { name: /^Visualizar Arquivo.*Tipo sanguíneo/ }).click();

    expect(await outcome).toBe('saved tipagem-sanguinea.pdf');
  });
});

/**
 * The demo backend's storage over real HTTP, as a deployed storage would serve it: its own handler,
 * loaded through Vite, with its store at hand to put a file in past every upload check.
 */
async function startStorage() {
  const vite = await createViteServer({
    mode: 'test',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  const { storageHandlers } = (await vite.ssrLoadModule(
    '/src/mocks/handlers/storage.ts',
  )) as typeof StorageHandlers;
  const store = (await vite.ssrLoadModule('/src/mocks/store.ts')) as typeof DemoStore;
  await store.resetStore();

  let origin = '';
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const request = new Request(new URL(req.url ?? '/', origin));
    const answer =
      (await getResponse(storageHandlers, request, { baseUrl: origin })) ??
      new Response('', { status: 404 });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  };
  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Puts a file straight into the store; answers its public URL. */
    async storeDirectly(name: string, type: string, content: string): Promise<string> {
      const path = `attachments/${DEMO_CARDS.full}/guardado-${name}`;
      await store.updateStore((draft) => {
        draft.files[path] = { blob: new Blob([content], { type }), name };
      });
      return `${origin}/storage/${path}`;
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}

test('a page stored past the picker and the upload checks runs no script when opened', async ({
  page,
}) => {
  const storage = await startStorage();
  try {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));

    for (const { name, mimeType, buffer } of hostileFiles) {
      const url = await storage.storeDirectly(name, mimeType, buffer.toString());

      const headers = (await page.request.get(url)).headers();
      expect(headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${name}`);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toBe('sandbox');
      expect(headers['content-type']).toBe('application/octet-stream');

      // Opened in the browser, the file is saved, not shown: no page of its own, no script run.
      const downloaded = page.waitForEvent('download');
      const shown = await page.goto(url).then(
        () => true,
        () => false,
      );
      expect(await page.title()).not.toBe(RAN);
      expect(shown, `${name} was shown as a page`).toBe(false);
      expect((await downloaded).suggestedFilename()).toBe(name);
    }
    expect(logged).not.toContain(RAN);
  } finally {
    await storage.stop();
  }
});

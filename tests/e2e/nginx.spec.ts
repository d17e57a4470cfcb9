import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_CARDS, loginAsDemo, waitForApp } from './support';

// Serves the built app through Debian's nginx with deploy/nginx.conf itself.
const appPort = Number(process.env.E2E_PORT ?? 4173);
const port = appPort + 100;
const origin = `http://127.0.0.1:${port}`;
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
let nginx: ChildProcess | undefined;

test.skip(!nginxBinary, 'nginx is not installed (CI installs it: apt-get install -y nginx)');
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const work = resolve(`test-results/nginx-${port}`);
  mkdirSync(work, { recursive: true });
  const config = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^(\s*)root [^;]+;/m, `$1root ${resolve(`node_modules/.e2e-dist-${appPort}`)};`)
    .replace(/^(\s*)listen [^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^pid [^;]+;/m, `pid ${work}/nginx.pid;`)
    .replace(/\/tmp\/nginx-/g, `${work}/tmp-`);
  writeFileSync(`${work}/nginx.conf`, config);
  nginx = spawn(nginxBinary as string, ['-c', `${work}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('nginx did not start');
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
});

test('a QR deep link opens the app, with the record headers', async ({ request }) => {
  const answer = await request.get(`${origin}/prontuario-do-usuario/${DEMO_CARDS.full}`);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('<div id="root">');
  const headers = answer.headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const csp = headers['content-security-policy'] ?? '';
  for (const part of [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(part);
  }
});

test('the policy allows the inline boot script by its hash, and no other inline script', async ({
  request,
}) => {
  const answer = await request.get(`${origin}/`);
  const csp = answer.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  const inline = [...(await answer.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)];
  expect(inline).toHaveLength(1);
  const hash = `'sha256-${createHash('sha256')
    .update(inline[0]?.[1] ?? '')
    .digest('base64')}'`;
  expect(scriptSrc, `deploy/nginx.conf must allow the boot script: ${hash}`).toContain(hash);
});

test('a record path, in any case, asks for its fifteen reads with its headers; a bad code for none', async ({
  request,
}) => {
  for (const path of [
    `/prontuario-do-usuario/${DEMO_CARDS.full}`,
    '/PRONTUARIO-DO-USUARIO/abc-123-xyz/',
  ]) {
    const answer = await request.get(`${origin}${path}`);
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const code = path.split('/')[2];
    const preloads = (answer.headers().link ?? '').split(', ');
    expect(preloads).toHaveLength(15);
    for (const preload of preloads) {
      expect(preload).toMatch(
        new RegExp(
          `^</api/medical-record/[a-z-]+\\?cardNumber=${code}>; rel=preload; as=fetch; crossorigin$`,
        ),
      );
    }
  }
  const badCode = await request.get(`${origin}/prontuario-do-usuario/ABC12`);
  expect(badCode.headers().link).toBeUndefined();
});

test('index.html is never cached and hashed assets are cached for long', async ({ request }) => {
  const index = await request.get(`${origin}/planos`);
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await index.text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(`${origin}${asset}`);
  expect(script.headers()['cache-control']).toContain('max-age=31536000');
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
});

test('the main screens run under the policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await page.goto(`${origin}/`);
  await waitForApp(page);
  await page.goto(`${origin}/prontuario-do-usuario/${DEMO_CARDS.full}`);
  await waitForApp(page);
  await page.goto(`${origin}/planos`);
  await waitForApp(page);
  await page.goto(`${origin}/sobre-nos`);
  await waitForApp(page);
  await loginAsDemo(page, undefined, origin);
  await page.goto(`${origin}/meu-prontuario/${DEMO_CARDS.full}`);
  await waitForApp(page);
  await page.goto(`${origin}/meu-perfil`);
  await waitForApp(page);
  expect(violations).toEqual([]);
});

// The switch that retires the shell worker: the build writes, in place of the worker, one that
// removes itself, empties the site's caches and loads its pages anew, in an API build and a demo
// build alike; without the switch, an API build has the real worker and a demo build none.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig, type Plugin } from 'vite';
import { retiresShellWorker, shellWorkerPlugins } from '../../../build/shellWorker';

interface PwaApi {
  generateSW(): Promise<void>;
}

/** The worker file the plugins write into a fresh output folder. */
async function writtenWorker(demo: boolean, retire: boolean): Promise<string | null> {
  const root = mkdtempSync(join(tmpdir(), 'retire-worker-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'dist'));
  const config = await resolveConfig(
    {
      root,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: 'dist' },
      plugins: shellWorkerPlugins(demo, retire),
    },
    'build',
  );
  const main = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa') as
    (Plugin & { api?: PwaApi }) | undefined;
  if (!main?.api) return null;
  if (!retire) return 'the real worker';
  await main.api.generateSW();
  return readFileSync(join(root, 'dist', 'sw.js'), 'utf8');
}

it('is off unless VITE_RETIRE_SHELL_WORKER is "true"', () => {
  expect(retiresShellWorker({})).toBe(false);
  expect(retiresShellWorker({ VITE_RETIRE_SHELL_WORKER: '1' })).toBe(false);
  expect(retiresShellWorker({ VITE_RETIRE_SHELL_WORKER: 'true' })).toBe(true);
});

it('without it: the real worker in an API build, none in a demo build', async () => {
  expect(await writtenWorker(false, false)).toBe('the real worker');
  expect(await writtenWorker(true, false)).toBeNull();
});

for (const demo of [false, true]) {
  it(`with it, a ${demo ? 'demo' : 'API'} build's sw.js removes itself and the caches`, async () => {
    const worker = await writtenWorker(demo, true);
    expect(worker).toContain('self.registration.unregister()');
    expect(worker).toContain('self.caches.delete(');
    expect(worker).toContain('client.navigate(client.url)');
    // Nothing precached nor answered by it.
    expect(worker).not.toMatch(/precache|addEventListener\(['"]fetch/);
  });
}

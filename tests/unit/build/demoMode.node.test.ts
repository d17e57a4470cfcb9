// Demo mode is decided once (src/lib/apiBase.ts), by the build as by the app, and a build against
// an API that would still hold the demo backend or MSW fails.
import type { Plugin, Rollup, UserConfig } from 'vite';
import { apiStorageUrl, demoStorageBase, demoStorageUrl, isDemoApiBase } from '@/lib/apiBase';
import viteConfig from '../../../vite.config';

function configWith(apiUrl: string): UserConfig {
  const before = process.env.VITE_API_URL;
  process.env.VITE_API_URL = apiUrl;
  try {
    return viteConfig({ mode: 'production', command: 'build' }) as UserConfig;
  } finally {
    if (before === undefined) delete process.env.VITE_API_URL;
    else process.env.VITE_API_URL = before;
  }
}

function chunk(fileName: string, moduleIds: string[]): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds } as unknown as Rollup.OutputChunk;
}

function asset(fileName: string): Rollup.OutputAsset {
  return { type: 'asset', fileName } as unknown as Rollup.OutputAsset;
}

/** Runs the build's generateBundle hooks on an output; the error they raise, if any. */
function checkOutput(config: UserConfig, outputs: (Rollup.OutputChunk | Rollup.OutputAsset)[]) {
  const bundle = Object.fromEntries(outputs.map((output) => [output.fileName, output]));
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    emitFile: () => '',
  };
  for (const plugin of (config.plugins ?? []).flat() as Plugin[]) {
    const hook = plugin?.generateBundle;
    const run = typeof hook === 'function' ? hook : hook?.handler;
    // Those that write from the built documents, which these outputs do not hold.
    if (['nginx-site', 'boot-script'].includes(plugin?.name) || !run) continue;
    run.call(context as never, {} as never, bundle as Rollup.OutputBundle, false);
  }
}

const app = chunk('assets/index-a1.js', ['/repo/src/main.tsx', '/repo/src/app/start.tsx']);

describe('demo mode', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['   ', true],
    [' / ', true],
    ['/api', false],
    [' https://api.example.org/api/ ', false],
  ])('VITE_API_URL %j is demo mode: %s', (value, demo) => {
    expect(isDemoApiBase(value)).toBe(demo);
  });

  it.each(['', '   ', '/', '/api', ' https://api.example.org/api/ '])(
    'the build writes the same decision into the app for %j',
    (value) => {
      expect(configWith(value).define?.['import.meta.env.DEMO_BACKEND']).toBe(
        JSON.stringify(isDemoApiBase(value)),
      );
    },
  );
});

describe("the demo backend's storage base", () => {
  it('is its own unless VITE_STORAGE_URL names one, as written', () => {
    for (const unset of [undefined, '', '  ', '/'])
      expect(demoStorageUrl(unset)).toBe(demoStorageBase);
    expect(demoStorageUrl(' https://files.example.org/demo/ ')).toBe(
      'https://files.example.org/demo',
    );
  });
});

describe("an API's storage base, which the app and the record view's document share", () => {
  it("is /storage on the API's host unless VITE_STORAGE_URL names one, as written", () => {
    expect(apiStorageUrl('/api', undefined)).toBe('/storage');
    expect(apiStorageUrl('https://api.example.org/v1/api', '')).toBe(
      'https://api.example.org/storage',
    );
    expect(apiStorageUrl('/api', ' https://files.example.org/up/ ')).toBe(
      'https://files.example.org/up',
    );
  });
});

describe('a build against an API holds no demo', () => {
  const apiBuild = configWith('https://api.example.org/api');

  it('passes an output without the demo backend', () => {
    expect(() => checkOutput(apiBuild, [app, asset('index.html')])).not.toThrow();
  });

  it.each([
    ['the demo backend', chunk('assets/browser-b2.js', ['/repo/src/mocks/browser.ts'])],
    ['MSW', chunk('assets/browser-b2.js', ['/repo/node_modules/msw/lib/browser/index.mjs'])],
    ['MSW', chunk('assets/x.js', ['/repo/node_modules/@mswjs/interceptors/lib/index.mjs'])],
    ["MSW's worker", asset('mockServiceWorker.js')],
  ])('fails on an output holding %s', (_what, output) => {
    expect(() => checkOutput(apiBuild, [app, output])).toThrow(/holds the demo backend or MSW/);
  });

  it('lets the demo build hold them', () => {
    const demoBuild = configWith('');
    const backend = chunk('assets/browser-b2.js', ['/repo/src/mocks/browser.ts']);
    expect(() => checkOutput(demoBuild, [app, backend])).not.toThrow();
  });
});

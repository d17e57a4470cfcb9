// A production bundle takes React Router's production build, whose development warnings are off;
// the package's exports would give it the development build.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Alias, UserConfig } from 'vite';
import viteConfig from '../../../vite.config';

function aliasesOf(command: 'build' | 'serve'): Alias[] {
  const config = viteConfig({ mode: 'production', command }) as UserConfig;
  const alias = config.resolve?.alias;
  return Array.isArray(alias) ? (alias as Alias[]) : [];
}

/** Where an import of `specifier` goes under the config's aliases, or null when none applies. */
function aliased(aliases: Alias[], specifier: string): string | null {
  const match = aliases.find(({ find }) =>
    typeof find === 'string' ? specifier === find : find.test(specifier),
  );
  return match ? match.replacement : null;
}

it("bundles React Router's production build, with its development warnings off", () => {
  const aliases = aliasesOf('build');
  const router = aliased(aliases, 'react-router');
  const dom = aliased(aliases, 'react-router/dom');
  expect(router).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
  expect(dom).toMatch(/react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
  for (const file of [router, dom]) expect(file !== null && existsSync(file)).toBe(true);
  const chunks = [...readFileSync(router ?? '', 'utf8').matchAll(/from "(\.\/chunk-[^"]+)"/g)];
  const code = chunks.map(([, chunk]) =>
    readFileSync(resolve(dirname(router ?? ''), chunk), 'utf8'),
  );
  expect(code.join('\n')).toContain('ENABLE_DEV_WARNINGS = false');
});

it('leaves the development server and the tests on the package as it exports itself', () => {
  expect(aliased(aliasesOf('serve'), 'react-router')).toBeNull();
});

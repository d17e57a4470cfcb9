// A production install carries only what the app itself runs: a package that only the demo
// backend (src/mocks) or the tests use is a devDependency (the demo build is built with them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The source files of the app, the demo backend left out. */
function appSources(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : appSources(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path] : [];
  });
}

const imported = (source: string, name: string) =>
  new RegExp(`(from|import|@import)\\s*\\(?['"]${name}(/[^'"]*)?['"]`).test(source);

it.each(Object.keys(dependencies))('%s, a production dependency, is used by the app', (name) => {
  const sources = appSources().map((path) => readFileSync(path, 'utf8'));
  expect(sources.some((source) => imported(source, name))).toBe(true);
});

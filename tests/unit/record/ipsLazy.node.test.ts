// The IPS mapping stays out of every page's first load: the app reaches it only by import() on
// the button's press (type-only imports are erased).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const src = join(__dirname, '../../../src');
const lazy = ['ipsBundle', 'ipsMappings', 'ipsCodes', 'narrative', 'countryCodes'];

function sources(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lazy modules a file imports with a static import that stays in the build. */
function staticImports(source: string): string[] {
  const found = source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+['"][^'"]*\/(\w+)['"]/gms);
  return [...found].map((match) => match[1] ?? '').filter((name) => lazy.includes(name));
}

it('is imported statically only by its own modules, and by import() from the button', () => {
  const outside = sources()
    .filter((path) => !lazy.includes(basename(path).replace(/\.tsx?$/, '')))
    .flatMap((path) =>
      staticImports(readFileSync(path, 'utf8')).map((name) => `${path} → ${name}`),
    );
  expect(outside).toEqual([]);
  const button = readFileSync(join(src, 'features/record/ips/IpsDownloadButton.tsx'), 'utf8');
  expect(button).toContain("import('./ipsBundle')");
});

// A test file that replaces a module only works where no earlier file has loaded it: in a fresh
// worker. The list of those files (tests/unit/projects.ts) must name every one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withFreshModules } from '../projects';

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const replacesModules = /\bvi\.(mock|doMock|resetModules)\(/;

describe('the test files that need fresh modules', () => {
  it('are every file that replaces a module, and run in fresh workers', () => {
    const replacing = testFiles('tests/unit').filter(
      (file) =>
        !file.endsWith('freshModules.test.ts') && replacesModules.test(readFileSync(file, 'utf8')),
    );
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((file) => !withFreshModules.includes(file))).toEqual([]);
  });
});

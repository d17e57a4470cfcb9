import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The TypeScript files under `dir`, declaration files aside, each as `dir` joined to its path. */
export function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

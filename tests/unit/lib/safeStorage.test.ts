// Storage refused is harmless: the one storage module never throws, and the app's code reaches
// the browser's storage through it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStored, readStoredJson, removeStored, writeStored } from '@/lib/safeStorage';
import { sourceFilesUnder } from '../support/sourceFiles';

/**
 * Files that still reach the storage themselves: the module itself, the logout's sweep of every
 * key, the language detector's (i18next reads it itself), and the checkout's, whose writes must
 * stop a payment rather than go on without its key.
 */
const DIRECT = [
  'src/lib/safeStorage.ts',
  'src/session/forgetUser.ts',
  'src/i18n/setup.ts',
  'src/i18n/detectLanguage.ts',
  'src/features/checkout/customerStorage.ts',
];

describe('the storage module', () => {
  it('never throws when the browser refuses storage', () => {
    const refused = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);
    for (const area of ['local', 'session'] as const) {
      expect(writeStored(area, 'key', 'value')).toBe(false);
      expect(readStored(area, 'key')).toBeNull();
      expect(readStoredJson(area, 'key')).toBeNull();
      expect(() => removeStored(area, 'key')).not.toThrow();
    }
  });

  it('reads back what it wrote, and null for JSON that does not parse', () => {
    expect(writeStored('local', 'key', '{"a":1}')).toBe(true);
    expect(readStoredJson('local', 'key')).toEqual({ a: 1 });
    writeStored('session', 'key', '{');
    expect(readStoredJson('session', 'key')).toBeNull();
    removeStored('local', 'key');
    expect(readStored('local', 'key')).toBeNull();
  });

  it('is the way the app reaches the storage', () => {
    const direct = sourceFilesUnder('src').filter((file) =>
      /\b(localStorage|sessionStorage)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(direct.sort()).toEqual([...DIRECT].sort());
  });
});

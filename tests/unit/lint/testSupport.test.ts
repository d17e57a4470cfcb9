// The rules of eslint.config.js that keep the unit tests' shared state in one place, run through
// ESLint's Node API on code at virtual paths.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

const configure =
  "import { configure } from '@testing-library/react';\n" +
  'export function slower(): void {\n  configure({ asyncUtilTimeout: 5000 });\n}\n';

describe('the tests’ shared state', { timeout: 60_000 }, () => {
  it('Testing Library is configured in the set-up file only', async () => {
    expect(await ruleIds('tests/unit/support/x.ts', configure)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('tests/unit/account/x.test.ts', configure)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds('tests/unit/setup.ts', configure)).toEqual([]);
  });

  it('a support module does nothing when imported', async () => {
    const onImport = "import { server } from '@/mocks/node';\nserver.resetHandlers();\n";
    expect(await ruleIds('tests/unit/support/x.ts', onImport)).toEqual(['no-restricted-syntax']);
    expect(await ruleIds('tests/e2e/support/x.ts', 'console.log("x");\nexport {};\n')).toEqual([
      'no-restricted-syntax',
    ]);
    const onCall =
      "import { server } from '@/mocks/node';\n" +
      'export function reset(): void {\n  server.resetHandlers();\n}\n';
    expect(await ruleIds('tests/unit/support/x.ts', onCall)).toEqual([]);
  });
});

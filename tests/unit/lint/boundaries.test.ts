// The import rules of eslint.config.js, run through ESLint's Node API on code at virtual paths
// (a file need not exist for its imports to be checked; what it imports must).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// One instance: the config and the TypeScript resolver load once (the first lint is the slow one,
// hence the suites' long timeouts on a busy machine).
const eslint = new ESLint({ cwd: root });

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

function ruleIds(messages: Linter.LintMessage[]): (string | null)[] {
  return messages.map((message) => message.ruleId);
}

const useCards = "import { useCards } from '../cards/useCards';\nexport const x = useCards;\n";

describe('layer boundaries, on resolved paths', { timeout: 60_000 }, () => {
  it('a feature cannot import another feature by a relative path', async () => {
    const messages = await lint('src/features/record/x.ts', useCards);
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/A feature never imports another feature/);
  });

  it('nor through the @/ alias', async () => {
    const messages = await lint(
      'src/features/record/x.ts',
      "import { useCards } from '@/features/cards/useCards';\nexport const x = useCards;\n",
    );
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/A feature never imports another feature/);
  });

  it('src/lib cannot import a feature', async () => {
    const messages = await lint(
      'src/lib/x.ts',
      "import { useCards } from '../features/cards/useCards';\nexport const x = useCards;\n",
    );
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/Lower levels never import features/);
  });

  it('the demo backend cannot import a feature', async () => {
    const messages = await lint(
      'src/mocks/handlers/x.ts',
      "import { useCards } from '@/features/cards/useCards';\nexport const x = useCards;\n",
    );
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/The demo backend imports only/);
  });

  it('a feature cannot import the demo backend', async () => {
    const messages = await lint(
      'src/features/cards/x.ts',
      "import { resetStore } from '@/mocks/store';\nexport const x = resetStore;\n",
    );
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/Features do not import the app shell/);
  });

  it('the boot script cannot import the app shell', async () => {
    const messages = await lint(
      'src/boot/x.ts',
      "import { routes } from '@/app/routes';\nexport const x = routes;\n",
    );
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toMatch(/The boot script imports only src\/recordReading/);
  });

  it('the boot script reaches the record view through src/recordReading, never a feature', async () => {
    const bypass = await lint(
      'src/boot/x.ts',
      "import * as reads from '../features/record/model/recordReads';\nexport const x = reads;\n",
    );
    expect(ruleIds(bypass)).toEqual(['import-x/no-restricted-paths']);
    expect(bypass[0]?.message).toMatch(/The boot script imports only src\/recordReading/);
    const plainFeatureModule = await lint(
      'src/boot/x.ts',
      "import * as colors from '@/features/cards/cardColors';\nexport const x = colors;\n",
    );
    expect(ruleIds(plainFeatureModule)).toEqual(['import-x/no-restricted-paths']);
    const shared = await lint(
      'src/boot/x.ts',
      "import { emergencySummary } from '../recordReading/emergencySummary';\nexport const x = emergencySummary;\n",
    );
    expect(shared).toEqual([]);
  });

  it('src/recordReading stays plain: no React component, no feature', async () => {
    const component = await lint(
      'src/recordReading/x.ts',
      "import { Button } from '../components/Button';\nexport const x = Button;\n",
    );
    expect(ruleIds(component)).toEqual(['import-x/no-restricted-paths']);
    expect(component[0]?.message).toMatch(/src\/recordReading imports only/);
  });

  it("src/record may import src/i18n's types, not its code", async () => {
    const code = await lint(
      'src/record/x.ts',
      "import * as languages from '../i18n/languages';\nexport const x = languages;\n",
    );
    expect(ruleIds(code)).toEqual(['@typescript-eslint/no-restricted-imports']);
    const types = await lint(
      'src/record/x.ts',
      "import type * as languages from '../i18n/languages';\nexport type X = typeof languages;\n",
    );
    expect(types).toEqual([]);
  });

  it('only src/api imports axios', async () => {
    const code = "import axios from 'axios';\nexport const x = axios;\n";
    expect(ruleIds(await lint('src/features/cards/x.ts', code))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lint('src/api/x.ts', code)).toEqual([]);
  });

  it('an import that climbs more than one level goes through @/ instead', async () => {
    const climbing = await lint(
      'src/features/record/view/x.ts',
      "import { cpfDigits } from '../../../lib/cpf';\nexport const x = cpfDigits;\n",
    );
    expect(ruleIds(climbing)).toEqual(['no-restricted-imports']);
    expect(climbing[0]?.message).toMatch(/import it through @\//);
    const oneLevel = await lint(
      'src/lib/x.ts',
      "import { canonicalCardCode } from '../lib/cardCode';\nexport const x = canonicalCardCode;\n",
    );
    expect(oneLevel).toEqual([]);
  });

  // Also proves that `@/` resolves: an import that does not resolve is an error (no-unresolved).
  it('a feature may import src/lib through the @/ alias', async () => {
    const messages = await lint(
      'src/features/record/x.ts',
      "import { cpfDigits } from '@/lib/cpf';\nexport const x = cpfDigits;\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  it('fail the lint', async () => {
    // Real files (a cycle is read from disk), which the project's lint ignores: lint them anyway.
    const unignoring = new ESLint({ cwd: root, ignore: false });
    const [result] = await unignoring.lintFiles(['tests/unit/lint/fixtures/cycle/a.ts']);
    expect(ruleIds(result?.messages ?? [])).toEqual(['import-x/no-cycle']);
  });
});

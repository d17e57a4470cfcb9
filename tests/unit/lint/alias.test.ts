// `@/…` means `src/…` for TypeScript (tsconfig.json's paths: npx tsc --noEmit checks this file)
// and for Vite and Vitest (vite.config.ts's resolve.alias: this test runs).
import { cpfDigits } from '@/lib/cpf';
import { cpfDigits as byRelativePath } from '@/lib/cpf';

it('@/ resolves to the same module as its path under src/', () => {
  expect(cpfDigits).toBe(byRelativePath);
});

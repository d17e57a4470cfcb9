// The client's wire types are generated from the contract (`npm run api:types`): the committed
// file must be what the document generates now, so that a change of the document reaches them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const contract = new URL('../../../docs/openapi.yaml', import.meta.url);
const generated = fileURLToPath(new URL('../../../src/api/openapi.d.ts', import.meta.url));

it('src/api/openapi.d.ts is what docs/openapi.yaml generates (npm run api:types)', async () => {
  const fresh = COMMENT_HEADER + astToString(await openapiTS(contract, { silent: true }));
  const formatted = await format(fresh, {
    ...(await resolveConfig(generated)),
    filepath: generated,
  });
  expect(readFileSync(generated, 'utf8')).toBe(formatted);
});

// npm run api:check -- --api URL --card CODE [--email E --password P] [--json FILE] [--insecure]
// Checks a real API against docs/openapi.yaml before the app is pointed at it (README "Pointing
// the app at a real API"): one line per operation, exit 0 only when every one conforms (an
// assumed one may be absent).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkApi, uncalledOperations } from './check.mjs';
import { resultLine } from './lines.mjs';

const usage =
  'usage: npm run api:check -- --api https://host/api --card ABC123XYZ' +
  ' [--email E --password P] [--provider asaas] [--json report.json] [--insecure]';

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      api: { type: 'string' },
      card: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      provider: { type: 'string' },
      json: { type: 'string' },
      insecure: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(2);
}
if (options.help || !options.api || !options.card || !options.email !== !options.password) {
  console.error(usage);
  process.exit(options.help ? 0 : 2);
}
// A self-signed certificate (a staging API) only when asked: Node's own switch, which
// NODE_TLS_REJECT_UNAUTHORIZED=0 in the environment also sets.
if (options.insecure) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

console.log(`Checking ${options.api} against docs/openapi.yaml (card ${options.card}):`);
const report = await checkApi({
  api: options.api,
  card: options.card,
  email: options.email,
  password: options.password,
  provider: options.provider,
  onResult: (result) => console.log(resultLine(result)),
});
const uncalled = uncalledOperations(report);
console.log(
  `Not called (they write, need a payment, or the demo backend alone has them): ${uncalled
    .map((entry) => entry.operationId)
    .join(', ')}`,
);
if (!options.email)
  console.log('Without --email and --password the signed-in reads were not checked.');
if (options.json) {
  writeFileSync(options.json, `${JSON.stringify({ ...report, uncalled }, null, 2)}\n`);
  console.log(`Report written to ${options.json}`);
}
console.log(report.passed ? 'The API conforms.' : 'The API differs from what the client reads.');
process.exit(report.passed ? 0 : 1);

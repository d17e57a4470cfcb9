// What of the contract is assumed (`x-assumed: true` in docs/openapi.yaml), read from the
// document itself: the operations, and the properties of each answer. `npm run api:check` lists
// them as "assumed, absent" when an API lacks them, and the demo backend's spec-only mode
// (src/mocks/specOnly.ts, given this through vite.config.ts) leaves them out.
import { operations, resolve } from './contract.mjs';

const isAssumed = (part) => Boolean(part && typeof part === 'object' && part['x-assumed']);

/**
 * The paths of the properties marked assumed in a schema (on the property or on the schema it
 * refers to), `*` standing for any item of a list: `[['cards', '*', 'visibility']]`.
 */
export function assumedProperties(schema, path = [], seen = new Set()) {
  if (!schema || typeof schema !== 'object') return [];
  if ('$ref' in schema) {
    if (seen.has(schema.$ref)) return [];
    seen = new Set(seen).add(schema.$ref);
  }
  const node = resolve(schema);
  const found = [];
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    if (isAssumed(property) || isAssumed(resolve(property))) found.push([...path, name]);
    else found.push(...assumedProperties(property, [...path, name], seen));
  }
  if (node.items) found.push(...assumedProperties(node.items, [...path, '*'], seen));
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const part of node[key] ?? []) found.push(...assumedProperties(part, path, seen));
  }
  const unique = new Map(found.map((parts) => [parts.join('/'), parts]));
  return [...unique.values()];
}

/** The JSON schema of an operation's answer with this status, if it has one. */
export function answerSchema(operation, status) {
  const response = resolve(operation.responses[String(status)]);
  return response?.content?.['application/json']?.schema;
}

/** Every operation marked assumed, as `{method, path, operationId}` (`path` is the template). */
export const assumedOperations = operations
  .filter(({ operation }) => isAssumed(operation))
  .map(({ method, template, operation }) => ({
    method,
    path: template,
    operationId: operation.operationId,
  }));

/** The names of the headers marked assumed in an operation's answer with this status. */
export function assumedHeaders(operation, status) {
  const headers = resolve(operation.responses[String(status)])?.headers ?? {};
  return Object.entries(headers)
    .filter(([, header]) => isAssumed(resolve(header)))
    .map(([name]) => name);
}

/**
 * What an API without the assumptions leaves out, for the demo backend: the assumed operations,
 * and for each answer of the others its assumed properties' paths and its assumed headers.
 */
export function assumedParts() {
  const answers = operations
    .filter(({ operation }) => !isAssumed(operation))
    .flatMap(({ method, template, operation }) =>
      Object.keys(operation.responses).flatMap((status) => {
        const properties = assumedProperties(answerSchema(operation, status));
        const headers = assumedHeaders(operation, status);
        return properties.length || headers.length
          ? [{ method, path: template, status: Number(status), properties, headers }]
          : [];
      }),
    );
  return { operations: assumedOperations, answers };
}

// The API contract (docs/openapi.yaml) as a checker of calls: does a request and its answer
// belong to one of its operations? JSON Schema validation by ajv, on the document itself. The
// unit tests (tests/unit/contract/) and `npm run api:check` use this one checker. Plain
// JavaScript so that Node runs it as it is; its types are contract.d.mts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseYaml } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const DOCUMENT = 'openapi.yaml';
const documentPath = join(dirname(fileURLToPath(import.meta.url)), '../../docs/openapi.yaml');

export const contract = parseYaml(readFileSync(documentPath, 'utf8'));

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
// The document is added whole so that its `$ref`s resolve; its parts other than schemas are
// no keywords to check, and `x-assumed` says what is assumed, it checks nothing. Every schema
// compiled is still checked strictly.
for (const keyword of ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components']) {
  ajv.addKeyword(keyword);
}
ajv.addKeyword('x-assumed');
ajv.addSchema(contract, DOCUMENT);

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** JSON pointer of a part of the document. */
function pointer(...parts) {
  return `${DOCUMENT}#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

/** A part of the document, its `$ref` followed (once). */
export function resolve(value) {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value;
  const parts = value.$ref.replace(/^#\//, '').split('/');
  let node = contract;
  for (const part of parts) {
    node = node[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

/** Each parameter with the pointer of its schema in the document. */
function located(parameters, at) {
  return (parameters ?? []).map((parameter, index) => ({
    ...resolve(parameter),
    schemaAt: `${'$ref' in parameter ? `${DOCUMENT}${parameter.$ref}` : pointer(...at, String(index))}/schema`,
  }));
}

/** Every operation of the document, with the pattern its path's requests match. */
export const operations = Object.entries(contract.paths)
  .flatMap(([template, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const names = [];
      const source = template.replace(/\{([^}]+)\}/g, (_, name) => {
        names.push(name);
        return '([^/]+)';
      });
      return [
        {
          template,
          method,
          operation,
          parameters: [
            ...located(item.parameters, ['paths', template, 'parameters']),
            ...located(operation.parameters, ['paths', template, method, 'parameters']),
          ],
          pattern: new RegExp(`^${source}$`),
          names,
          // A path with fewer variables is the more specific (`/medical-record/card/{cardId}`).
          variables: names.length,
        },
      ];
    }),
  )
  .sort((a, b) => a.variables - b.variables);

/** The operation a request is a call of, with its path's values; undefined when none. */
export function operationOf(method, url, apiBase) {
  const base = new URL(apiBase, url).pathname.replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${base}/`)) return undefined;
  const path = url.pathname.slice(base.length);
  for (const candidate of operations) {
    if (candidate.method !== method.toLowerCase()) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const values = Object.fromEntries(
      candidate.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
    );
    return { ...candidate, values };
  }
  return undefined;
}

const validators = {};

/** What of `value` leaves the schema at `ref`: the pointer, what the contract says, what came. */
function issuesOf(ref, value) {
  const validate = (validators[ref] ??= ajv.compile({ $ref: ref }));
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({
    pointer: error.instancePath,
    says: error.message ?? 'is wrong',
    schemaPath: error.schemaPath,
    came: valueAt(value, error.instancePath),
  }));
}

/** The value at a JSON pointer of `root`, undefined when there is none. */
function valueAt(root, at) {
  let node = root;
  for (const part of at.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = node[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

function problemsOf(ref, value, what) {
  return issuesOf(ref, value).map((issue) => `${what}${issue.pointer} ${issue.says}`);
}

/** A text of the wire read as its schema's type would take it (a path or query value). */
function asTyped(schema, text) {
  const type = resolve(schema ?? {}).type;
  return type === 'integer' && /^-?\d+$/.test(text) ? Number(text) : text;
}

function parameterProblems(call, exchange) {
  return call.parameters.flatMap((parameter) => {
    const raw =
      parameter.in === 'path'
        ? call.values[parameter.name]
        : parameter.in === 'query'
          ? exchange.url.searchParams.get(parameter.name)
          : parameter.in === 'header'
            ? exchange.headers.get(parameter.name)
            : null;
    const where = `${parameter.in} parameter ${parameter.name}`;
    if (raw === null || raw === undefined) return parameter.required ? [`${where} is missing`] : [];
    return problemsOf(parameter.schemaAt, asTyped(parameter.schema, raw), where);
  });
}

function mediaType(contentType) {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

function requestProblems(call, exchange) {
  const declared = call.operation.requestBody;
  if (!declared) {
    const empty = exchange.body === undefined || exchange.body === null;
    return empty ? [] : ['request has a body the operation does not take'];
  }
  const body = resolve(declared);
  const type = mediaType(exchange.contentType);
  if (exchange.body === undefined) return body.required ? ['request body is missing'] : [];
  if (!body.content[type])
    return [`request body is ${type || 'untyped'}, not one the operation takes`];
  const at =
    '$ref' in declared
      ? `${DOCUMENT}${declared.$ref}`
      : pointer('paths', call.template, call.method, 'requestBody');
  return problemsOf(`${at}/content/${type.replace('/', '~1')}/schema`, exchange.body, 'request');
}

/**
 * What of an answer leaves its operation: each issue with the JSON pointer in the answer, what
 * the contract says and what came (a pointer of "" is the answer as a whole).
 */
export function answerIssues(call, exchange) {
  const status = String(exchange.status);
  const declared = call.operation.responses[status];
  if (!declared) {
    return [{ pointer: '', says: `status ${status} is not an answer of the operation` }];
  }
  const response = resolve(declared);
  const type = mediaType(exchange.answerType);
  if (!response.content) {
    return exchange.answer === undefined
      ? []
      : [{ pointer: '', says: `answer ${status} has a body it should not` }];
  }
  if (!response.content[type]) {
    return [{ pointer: '', says: `answer ${status} is ${type || 'untyped'}`, came: type }];
  }
  const at =
    '$ref' in declared
      ? `${DOCUMENT}${declared.$ref}`
      : pointer('paths', call.template, call.method, 'responses', status);
  return issuesOf(`${at}/content/${type.replace('/', '~1')}/schema`, exchange.answer);
}

function answerProblems(call, exchange) {
  const status = String(exchange.status);
  return answerIssues(call, exchange).map((issue) =>
    issue.schemaPath ? `answer ${status}${issue.pointer} ${issue.says}` : issue.says,
  );
}

/** What of this call leaves the contract; empty when the request and its answer are in it. */
export function contractProblems(exchange, apiBase) {
  const call = operationOf(exchange.method, exchange.url, apiBase);
  if (!call) return [`${exchange.method} ${exchange.url.pathname} is no operation of the contract`];
  return [
    ...parameterProblems(call, exchange),
    ...requestProblems(call, exchange),
    ...answerProblems(call, exchange),
  ];
}

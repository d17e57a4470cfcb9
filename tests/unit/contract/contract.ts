// The API contract (docs/openapi.yaml) as a checker of calls: does a request and its answer
// belong to one of its operations? JSON Schema validation by ajv, on the document itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { apiBaseUrl } from '@/lib/env';

/** One call as it crossed the wire: the request, its body read, and the answer. */
export interface Exchange {
  method: string;
  url: URL;
  headers: Headers;
  /** JSON as parsed, a multipart form as an object (`a[0][b]` nested), undefined without one. */
  body: unknown;
  contentType: string;
  status: number;
  answer: unknown;
  answerType: string;
}

interface Schemaful {
  schema?: object;
}
interface Parameter extends Schemaful {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | Ref)[];
  requestBody?: { required?: boolean; content: Record<string, Schemaful> } | Ref;
  responses: Record<string, { content?: Record<string, Schemaful> } | Ref>;
}
interface Ref {
  $ref: string;
}
type PathItem = Partial<Record<string, Operation>> & { parameters?: (Parameter | Ref)[] };

const DOCUMENT = 'openapi.yaml';
const documentPath = join(__dirname, '../../../docs/openapi.yaml');

export const contract = parseYaml(readFileSync(documentPath, 'utf8')) as {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, object> };
};

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
function pointer(...parts: string[]): string {
  return `${DOCUMENT}#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

function resolve<T extends object>(value: T | Ref): T {
  if (!('$ref' in value)) return value;
  const parts = value.$ref.replace(/^#\//, '').split('/');
  let node: unknown = contract;
  for (const part of parts) {
    node = (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node as T;
}

/** Each parameter with the pointer of its schema in the document. */
function located(parameters: (Parameter | Ref)[] | undefined, at: string[]) {
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
      const names: string[] = [];
      const source = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
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

export type ContractOperation = (typeof operations)[number];

/** The operation a request is a call of, with its path's values; undefined when none. */
export function operationOf(method: string, url: URL) {
  const base = new URL(apiBaseUrl, url).pathname.replace(/\/+$/, '');
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

const validators: Record<string, ValidateFunction> = {};

type Call = NonNullable<ReturnType<typeof operationOf>>;

function problemsOf(ref: string, value: unknown, what: string): string[] {
  const validate = (validators[ref] ??= ajv.compile({ $ref: ref }));
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${what}${error.instancePath} ${error.message ?? 'is wrong'}`,
  );
}

/** A text of the wire read as its schema's type would take it (a path or query value). */
function asTyped(schema: object | undefined, text: string): unknown {
  const type = resolve((schema ?? {}) as { type?: unknown } | Ref).type;
  return type === 'integer' && /^-?\d+$/.test(text) ? Number(text) : text;
}

function parameterProblems(call: Call, exchange: Exchange): string[] {
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

function mediaType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

function requestProblems(call: Call, exchange: Exchange) {
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

function answerProblems(call: Call, exchange: Exchange) {
  const status = String(exchange.status);
  const declared = call.operation.responses[status];
  if (!declared) return [`status ${status} is not an answer of the operation`];
  const response = resolve(declared);
  const type = mediaType(exchange.answerType);
  if (!response.content) {
    return exchange.answer === undefined ? [] : [`answer ${status} has a body it should not`];
  }
  if (!response.content[type]) return [`answer ${status} is ${type || 'untyped'}`];
  const at =
    '$ref' in declared
      ? `${DOCUMENT}${declared.$ref}`
      : pointer('paths', call.template, call.method, 'responses', status);
  return problemsOf(
    `${at}/content/${type.replace('/', '~1')}/schema`,
    exchange.answer,
    `answer ${status}`,
  );
}

/** What of this call leaves the contract; empty when the request and its answer are in it. */
export function contractProblems(exchange: Exchange): string[] {
  const call = operationOf(exchange.method, exchange.url);
  if (!call) return [`${exchange.method} ${exchange.url.pathname} is no operation of the contract`];
  return [
    ...parameterProblems(call, exchange),
    ...requestProblems(call, exchange),
    ...answerProblems(call, exchange),
  ];
}

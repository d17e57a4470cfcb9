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

interface Ref {
  $ref: string;
}
interface Schemaful {
  schema?: object;
}
export interface Parameter extends Schemaful {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
}
export interface Operation {
  operationId: string;
  'x-assumed'?: boolean;
  security?: object[];
  parameters?: (Parameter | Ref)[];
  requestBody?: { required?: boolean; content: Record<string, Schemaful> } | Ref;
  responses: Record<string, { content?: Record<string, Schemaful> } | Ref>;
}
type PathItem = Partial<Record<string, Operation>> & { parameters?: (Parameter | Ref)[] };

export const contract: {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, object> };
};

export interface ContractOperation {
  template: string;
  method: string;
  operation: Operation;
  parameters: (Parameter & { schemaAt: string })[];
  pattern: RegExp;
  names: string[];
  variables: number;
}

/** Every operation of the document, with the pattern its path's requests match. */
export const operations: ContractOperation[];

export function resolve<T>(value: T | Ref): T;

/** The operation a request is a call of, with its path's values; undefined when none. */
export function operationOf(
  method: string,
  url: URL,
  apiBase: string,
): (ContractOperation & { values: Record<string, string> }) | undefined;

/** One way an answer leaves its operation. */
export interface AnswerIssue {
  /** JSON pointer in the answer ("" for the answer as a whole). */
  pointer: string;
  /** What the contract says. */
  says: string;
  schemaPath?: string;
  /** What came at the pointer. */
  came?: unknown;
}

export function answerIssues(call: ContractOperation, exchange: Exchange): AnswerIssue[];

/** What of this call leaves the contract; empty when the request and its answer are in it. */
export function contractProblems(exchange: Exchange, apiBase: string): string[];

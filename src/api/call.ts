// The one typed way a client module calls the API: the path, method, parameters, body and answer
// come from the contract's generated types, the sending from the client (./client.ts).
import { addressOf } from './address';
import { messageAnswer, request, type CallOptions } from './client';
import type {
  AnswerOf,
  CallInit,
  FieldType,
  KeysOf,
  Method,
  OperationOf,
  PathOf,
  Unread,
} from './contractPaths';
import { isObject } from './shape';
import type { ApiMessage } from './types';

export type { Unread };

/** What a call sends besides its method and path, as the client sees it at run time. */
interface SentParts {
  path?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number>>;
  header?: Readonly<Record<string, string>>;
  body?: unknown;
  form?: unknown;
  signal?: AbortSignal;
  withoutSession?: boolean;
}

/**
 * Sends a call the contract declares and answers its body as an unread object (the contract's
 * field names, each value still to be checked), or null when the body is no JSON object at all.
 * Fails as `request` does (retries, a session renewed, the error mapping).
 */
export function call<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  init: CallInit<OperationOf<P, M>>,
  options: CallOptions,
): Promise<Unread<AnswerOf<OperationOf<P, M>>> | null>;
export async function call(
  method: Method,
  path: string,
  init: SentParts,
  options: CallOptions,
): Promise<Unread<unknown> | null> {
  const multipart = init.form !== undefined;
  const data = await request<unknown>(
    {
      method: method.toUpperCase(),
      url: addressOf(path, init),
      signal: init.signal,
      withoutSession: init.withoutSession,
      data: multipart ? init.form : init.body,
      headers: multipart ? { ...init.header, 'Content-Type': 'multipart/form-data' } : init.header,
      ...(multipart ? { formSerializer: { indexes: true, dots: false } } : {}),
    },
    options,
  );
  return isObject(data) ? data : null;
}

/** Sends a call whose answer is a `{message}` and answers that (`messageAnswer`). */
export async function callForMessage<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  init: CallInit<OperationOf<P, M>>,
  options: CallOptions,
): Promise<ApiMessage> {
  return messageAnswer(await call(method, path, init, options), options, `${method} ${path}`);
}

/** One object field of an unread answer, itself unread; null when it is no object. */
export function partOf<T, K extends KeysOf<T>>(
  unread: Unread<T> | null,
  key: K,
): Unread<FieldType<T, K>> | null {
  const value: unknown = unread?.[key];
  return isObject(value) ? value : null;
}

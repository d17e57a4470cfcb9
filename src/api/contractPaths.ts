// What a call may send and what its answer holds, read off the contract's generated types
// (./openapi.d.ts): a path, method, parameter or body field the contract lacks is a type error.
import type { paths } from './openapi';

/** The methods the contract's paths may take. */
export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

type Operation = { parameters: unknown; responses: unknown };

/** The contract's paths that take this method. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends Operation ? P : never;
}[keyof paths];

/** The operation of a path and method (a union when the path is one of several). */
export type OperationOf<P extends keyof paths, M extends Method> = Extract<paths[P][M], Operation>;

type Defined<T> = Exclude<T, undefined>;

/** A part of a call: absent when the contract has none, optional or required as it says. */
type Part<Key extends string, V> = [Defined<V>] extends [never]
  ? { [K in Key]?: never }
  : undefined extends V
    ? { [K in Key]?: Defined<V> }
    : { [K in Key]: V };

type ParametersOf<Op> = Op extends { parameters: infer Q } ? Q : never;

type ParameterPart<Key extends 'path' | 'query' | 'header', Op> = Part<
  Key,
  ParametersOf<Op> extends { [K in Key]?: infer V } ? V : undefined
>;

type ContentOf<Op> = Op extends { requestBody?: infer B }
  ? Defined<B> extends { content: infer C }
    ? C
    : never
  : never;

type BodyPart<Key extends string, Op, Type extends string> = Part<
  Key,
  ContentOf<Op> extends { [T in Type]: infer V } ? V : undefined
>;

/**
 * Everything a call sends besides its method and path: its path parameters, its query, its
 * headers, and its body as JSON (`body`) or as multipart form data (`form`), as the contract
 * says; then the caller's signal, and whether it goes without the signed-in user's token.
 */
export type CallInit<Op> = ParameterPart<'path', Op> &
  ParameterPart<'query', Op> &
  ParameterPart<'header', Op> &
  BodyPart<'body', Op, 'application/json'> &
  BodyPart<'form', Op, 'multipart/form-data'> & {
    signal?: AbortSignal;
    withoutSession?: boolean;
  };

type Success = 200 | 201 | 202 | 204;

/** The body of the operation's successful answers. */
export type AnswerOf<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R & Success]: R[S] extends { content: { 'application/json': infer A } }
        ? A
        : never;
    }[keyof R & Success]
  : never;

declare const answerType: unique symbol;

export type KeysOf<T> = T extends unknown ? keyof T : never;

/**
 * An answer's object as it came: the contract's names for its fields, each value still to be
 * checked (a server or a proxy in between may send anything). A misspelt field is a type error.
 */
export type Unread<T> = { readonly [K in KeysOf<T>]?: unknown } & {
  readonly [answerType]?: T;
};

/** The type one field of an unread object has in the contract. */
export type FieldType<T, K extends KeysOf<T>> = T extends unknown
  ? K extends keyof T
    ? T[K]
    : never
  : never;

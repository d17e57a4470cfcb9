// What every demo handler shares: the delay, the paths, the auth check and the error shape.
import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { apiBaseUrl } from '@/lib/env';
import type { components, paths } from '@/api/openapi';
import type { ApiErrorBody } from '@/api/types';
import { mustChooseNewPassword } from '@/lib/passwordRules';
import { userByToken } from '../store';
import { isValidEmail } from '../validation';
import type { UserRow } from '../state';

const isTest = import.meta.env.MODE === 'test';

/** A short, slightly varying wait in the browser, so loading states show; none in tests. */
export async function demoDelay(): Promise<void> {
  if (isTest) return;
  await delay(150 + Math.floor(Math.random() * 150));
}

/**
 * MSW's `http`, typed by the contract (docs/openapi.yaml, through src/api/openapi.d.ts): a path,
 * a status or an answer the contract does not have is a type error. Paths are the contract's
 * (`/cards/{userId}`), under the API base.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: apiBaseUrl });

/** The absolute-path pattern of a path the contract does not name, e.g. `/api/*`. */
export function apiPath(path: string): string {
  return `${apiBaseUrl}${path}`;
}

export type FieldErrors = Record<string, string[]>;

export function errorResponse(
  status: number,
  message: string,
  errors?: FieldErrors,
): HttpResponse<ApiErrorBody> {
  const body: ApiErrorBody = errors ? { message, errors } : { message };
  return HttpResponse.json(body, { status });
}

/** 422 with the first field message as the summary, Laravel style. */
export function validationError(
  errors: FieldErrors,
): HttpResponse<components['schemas']['ValidationError']> {
  const message = Object.values(errors)[0]?.[0] ?? 'Os dados informados são inválidos.';
  return HttpResponse.json({ message, errors }, { status: 422 });
}

export function unauthorized(): HttpResponse<ApiErrorBody> {
  return errorResponse(401, 'Não autenticado. Faça login novamente.');
}

export function notFound(message = 'Recurso não encontrado'): HttpResponse<ApiErrorBody> {
  return errorResponse(404, message);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo extends a session on use, as an API may (docs/openapi.yaml, `Session-Expires`): the
 * account's reads say that the token now lasts 30 more days.
 */
export function sessionExtended(): { headers: { 'Session-Expires': string } } {
  return { headers: { 'Session-Expires': new Date(Date.now() + 30 * DAY_MS).toUTCString() } };
}

/** The request's Bearer token, known or not. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1];
}

/** The user of the request's Bearer token, or undefined without a known token. */
export function authenticate(request: Request): UserRow | undefined {
  const token = bearerToken(request);
  return token ? userByToken(token) : undefined;
}

/** What a refused call of an account that must choose a password says (code for the client). */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/**
 * 403 for an account whose password is still its CPF (src/lib/passwordRules.ts): it may finish
 * a purchase, read its user info and choose a password, nothing else (not its cards, its record
 * or its profile) until it has chosen one. Null for any other account.
 */
export function refusedUntilPasswordChosen(user: UserRow): HttpResponse<ApiErrorBody> | null {
  if (!mustChooseNewPassword(user.password, user.cpf)) return null;
  const body: ApiErrorBody = {
    message: 'Escolha uma senha para continuar: a sua ainda é o seu CPF.',
    code: PASSWORD_CHANGE_REQUIRED,
  };
  return HttpResponse.json(body, { status: 403 });
}

/**
 * The user a call is sent for, or the answer that refuses it: 401 without a session, and 403
 * while the account's password is still its CPF unless the call is one such an account may make
 * (`anyPassword`).
 */
export function signedInUser(
  request: Request,
  { anyPassword = false } = {},
): UserRow | HttpResponse<ApiErrorBody> {
  const user = authenticate(request);
  if (!user) return unauthorized();
  return (anyPassword ? null : refusedUntilPasswordChosen(user)) ?? user;
}

export type JsonBody = Record<string, unknown>;

/** The JSON body as an object; anything else (no body, bad JSON, a list) reads as `{}`. */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as JsonBody)
      : {};
  } catch {
    return {};
  }
}

/** A body field as trimmed text; numbers become text, anything else is empty. */
export function textField(body: JsonBody, name: string): string {
  const value = body[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A raw string field (passwords: not trimmed). */
export function rawField(body: JsonBody, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

/** An e-mail given and well formed, or its field's message. */
export function checkEmail(errors: FieldErrorList, email: string): void {
  if (!email) errors.add('email', 'Informe o e-mail.');
  else if (!isValidEmail(email)) errors.add('email', 'Informe um e-mail válido.');
}

/** Collects field messages and tells whether any was added. */
export class FieldErrorList {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

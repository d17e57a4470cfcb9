import type { ApiErrorBody } from './types';

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'shape';

/**
 * The one error every API call throws. What to show is the server's `message` when it sent one,
 * else the i18n key of the call's default text (the product spec, section 8).
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly serverMessage?: string;
  /** The server's machine-readable reason (`code` of the error body), when it sent one. */
  readonly code?: string;
  readonly fallbackKey: string;
  readonly fieldErrors: Record<string, string>;

  constructor(init: {
    kind: ApiErrorKind;
    fallbackKey: string;
    status?: number;
    serverMessage?: string;
    code?: string;
    fieldErrors?: Record<string, string>;
  }) {
    super(init.serverMessage ?? init.fallbackKey);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.code = init.code;
    this.fallbackKey = init.fallbackKey;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

/** The text to show for any error: an ApiError's message, else the given default. */
/**
 * A failure that may pass by itself: no answer, a timeout, a server error or "too many". The
 * client sends such a read again.
 */
export function mayPass(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === 429 || (error.status ?? 0) >= 500);
}

export function errorText(
  error: unknown,
  t: (key: string) => string,
  defaultKey = 'errors.unknown',
): string {
  if (error instanceof ApiError) return error.serverMessage ?? t(error.fallbackKey);
  return t(defaultKey);
}

export function readErrorBody(data: unknown): {
  message?: string;
  code?: string;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  if (!data || typeof data !== 'object') return { errors };
  const body = data as ApiErrorBody;
  const message =
    typeof body.message === 'string' && body.message.trim() ? body.message.trim() : undefined;
  if (body.errors && typeof body.errors === 'object') {
    for (const [field, list] of Object.entries(body.errors)) {
      const first = Array.isArray(list) ? list.find((m) => typeof m === 'string') : undefined;
      if (first) errors[field] = first;
    }
  }
  const code = typeof body.code === 'string' ? body.code : undefined;
  return { message, code, errors };
}

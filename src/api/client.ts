import axios, { AxiosError, isAxiosError, type AxiosRequestConfig } from 'axios';
import { apiBaseUrl } from '../lib/env';
import { readToken } from '../session/cookies';
import { ApiError, readErrorBody } from './errors';

/** How long a call may take before it is given up (settable for tests). */
export const clientSettings = { timeoutMs: 20_000 };

export const http = axios.create({
  baseURL: apiBaseUrl,
  headers: { Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Logged only, never shown (SPEC.md section 8, "Generic"). */
const statusLogText: Record<number, string> = {
  400: 'Requisição mal formatada',
  401: 'Não autorizado. Redirecionando para login...',
  403: 'Acesso negado',
  404: 'Recurso não encontrado',
  500: 'Erro no servidor',
};

let onUnauthorized: (() => void) | null = null;

/** Set by a private screen while it is mounted: what a 401 does there. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export interface CallOptions {
  /** i18n key of the text shown when the server sends no message. */
  fallbackKey: string;
  /** i18n key shown when no answer came at all; defaults to fallbackKey. */
  networkKey?: string;
}

function toApiError(error: unknown, options: CallOptions, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) {
    console.warn('[api] Erro na requisição: Sem resposta do servidor (tempo esgotado)');
    return new ApiError({
      kind: 'timeout',
      fallbackKey: options.networkKey ?? options.fallbackKey,
    });
  }
  if (isAxiosError(error)) {
    if (error.response) {
      const { status, data } = error.response;
      const body = readErrorBody(data);
      // The server's own message stays out of the log: it may repeat what the user sent.
      console.warn(`[api] ${status}: ${statusLogText[status] ?? 'Erro desconhecido'}`);
      if (status === 401 && onUnauthorized) onUnauthorized();
      return new ApiError({
        kind: 'http',
        status,
        fallbackKey: options.fallbackKey,
        serverMessage: body.message,
        fieldErrors: body.errors,
      });
    }
    console.warn('[api] Erro na requisição: Sem resposta do servidor');
    return new ApiError({
      kind: error.code === AxiosError.ECONNABORTED ? 'timeout' : 'network',
      fallbackKey: options.networkKey ?? options.fallbackKey,
    });
  }
  console.warn('[api] Erro desconhecido');
  return new ApiError({ kind: 'shape', fallbackKey: options.fallbackKey });
}

/**
 * The signal a call runs under: the caller's, plus a deadline. An abort signal rather than axios's
 * own timeout works the same with every adapter; a timer cleared when the call settles (rather
 * than `AbortSignal.timeout`) lets the call and its answer be collected at once.
 */
function callSignal(callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, clientSettings.timeoutMs);
  const follow = () => controller.abort();
  if (callerSignal?.aborted) follow();
  callerSignal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    settle: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', follow);
    },
  };
}

/** Sends one call and returns its body, or throws an ApiError. */
export async function request<T>(config: AxiosRequestConfig, options: CallOptions): Promise<T> {
  const call = callSignal(config.signal as AbortSignal | undefined);
  try {
    const response = await http.request<T>({ ...config, signal: call.signal });
    return response.data;
  } catch (error) {
    throw toApiError(error, options, call.timedOut());
  } finally {
    call.settle();
  }
}

/** Thrown where an answer is required but came in another shape. */
export function badShape(options: CallOptions, what: string): ApiError {
  console.warn(`[api] unexpected answer shape: ${what}`);
  return new ApiError({ kind: 'shape', fallbackKey: options.fallbackKey });
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

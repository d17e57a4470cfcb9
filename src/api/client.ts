import type { AxiosRequestConfig } from 'axios';
import { knownOffline } from '../lib/offline';
import { readUser } from '../session/cookies';
import { anotherUserSignedIn, firstAskToReload } from '../session/tabUser';
import { reportUnauthorized } from '../session/unauthorized';
import { adoptBootRead, bootReadOf } from '../bootHandoff/bootAdoption';
import { ApiError, mayPass, readErrorBody } from './errors';
import type { Sent } from './http';
import { isObject } from './shape';
import { MAX_RETRIES, retryDelayMs, retryDelays } from './retryRule';
import { loadTransport } from './transport';
import type { ApiMessage } from './types';

/** Settable for tests. */
export const clientSettings = {
  /** How long one try of a call may take before it is given up. */
  timeoutMs: 20_000,
  /**
   * The same for a slow call: a card charge, for which the provider asks the card's bank, and
   * which given up on too early leaves the buyer not knowing whether it went through.
   */
  slowCallTimeoutMs: 60_000,
  ...retryDelays,
};

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sent as anyone would send it: without the signed-in user's token. */
    withoutSession?: boolean;
  }
}

/** Logged only, never shown (the product spec, section 8, "Generic"). */
const statusLogText: Record<number, string> = {
  400: 'Requisição mal formatada',
  401: 'Não autorizado. Redirecionando para login...',
  403: 'Acesso negado',
  404: 'Recurso não encontrado',
  500: 'Erro no servidor',
};

/** A read that failed and is about to be sent again. */
export interface RetryNotice {
  /** 1 for the first retry, 2 for the second. */
  retry: number;
  /** How long the client waits before sending it. */
  delayMs: number;
  /** Why the last try failed. */
  error: ApiError;
}

export interface CallOptions {
  /** i18n key of the text shown when the server sends no message. */
  fallbackKey: string;
  /** i18n key shown when no answer came at all; defaults to fallbackKey. */
  networkKey?: string;
  /** i18n key shown for a 404 without a message; defaults to fallbackKey. */
  notFoundKey?: string;
  /** Told when a GET failed and is being sent again (a screen can say "trying again"). */
  onRetry?: (notice: RetryNotice) => void;
  /** The call may take longer than others (a card charge): `clientSettings.slowCallTimeoutMs`. */
  slow?: boolean;
  /** A 401 is this call's own answer (a wrong password at login), never a session that ended. */
  unauthorizedIsAnswer?: boolean;
}

type Failed = Exclude<Sent<unknown>, { outcome: 'answer' }>;

function toApiError(failed: Failed, options: CallOptions, timedOut: boolean): ApiError {
  if (timedOut || (failed.outcome === 'noAnswer' && failed.timedOut)) {
    console.warn('[api] Erro na requisição: Sem resposta do servidor (tempo esgotado)');
    return new ApiError({
      kind: 'timeout',
      fallbackKey: options.networkKey ?? options.fallbackKey,
    });
  }
  if (failed.outcome === 'refused') {
    const { status, data } = failed;
    const body = readErrorBody(data);
    // The server's own message stays out of the log: it may repeat what the user sent.
    console.warn(`[api] ${status}: ${statusLogText[status] ?? 'Erro desconhecido'}`);
    return new ApiError({
      kind: 'http',
      status,
      fallbackKey: (status === 404 && options.notFoundKey) || options.fallbackKey,
      serverMessage: body.message,
      code: body.code,
      fieldErrors: body.errors,
    });
  }
  if (failed.outcome === 'noAnswer') {
    console.warn('[api] Erro na requisição: Sem resposta do servidor');
    return new ApiError({
      kind: 'network',
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
function callSignal(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
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

type Attempt<T> =
  { ok: true; data: T } | { ok: false; error: ApiError; retryAfter: string | undefined };

/**
 * One try: answered from the boot script's read of the same call when there is one, else sent.
 * Code that fails to arrive is no answer too (offline, the next try asks for it again).
 */
async function tryOnce<T>(config: AxiosRequestConfig): Promise<Sent<T>> {
  const signal = config.signal as AbortSignal | undefined;
  const bootRead = bootReadOf(config);
  if (bootRead) return adoptBootRead<T>(bootRead, signal);
  try {
    const { send } = await loadTransport();
    return await send<T>(config);
  } catch {
    return { outcome: 'noAnswer', timedOut: false };
  }
}

async function sendOnce<T>(config: AxiosRequestConfig, options: CallOptions): Promise<Attempt<T>> {
  const call = callSignal(
    config.signal as AbortSignal | undefined,
    options.slow ? clientSettings.slowCallTimeoutMs : clientSettings.timeoutMs,
  );
  try {
    const sent = await tryOnce<T>({ ...config, signal: call.signal });
    if (sent.outcome === 'answer') return { ok: true, data: sent.data };
    return {
      ok: false,
      error: toApiError(sent, options, call.timedOut()),
      retryAfter: sent.outcome === 'refused' ? sent.retryAfter : undefined,
    };
  } finally {
    call.settle();
  }
}

/** Only reads are sent again: a POST may have been carried out even though no answer came. */
function isRead(config: AxiosRequestConfig): boolean {
  return (config.method ?? 'get').toLowerCase() === 'get';
}

/** Waits `ms`; rejects at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const stop = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** A 401 to a call whose 401 is not its own answer: the session it was sent with no longer holds. */
function sessionRefused(options: CallOptions, error: ApiError): boolean {
  return error.kind === 'http' && error.status === 401 && !options.unauthorizedIsAnswer;
}

/**
 * Another user logged in from another tab since this tab started: a call sent now would carry
 * their token and act on their account with what this tab's screen holds for the first user. It
 * is not sent; the page loads anew, into the session the cookies now hold, and the call never
 * settles (the page it was made for is going away).
 */
function reloadIntoCurrentSession(): Promise<never> {
  if (firstAskToReload()) {
    console.warn('[api] another user signed in from another tab: the page loads anew');
    window.location.reload();
  }
  return new Promise<never>(() => undefined);
}

/**
 * Sends one call and returns its body, or throws an ApiError. A GET that failed in a way that
 * may pass is sent again, at most MAX_RETRIES times, after a growing wait; the caller's signal
 * stops that too. A call refused with a 401 waits while a private screen asks the user to sign in
 * again, then goes once more with the new token, a POST too (the server refused it before
 * carrying it out); a second 401 is its answer. No call goes once another user signed in from
 * another tab: the page reloads instead.
 */
export async function request<T>(config: AxiosRequestConfig, options: CallOptions): Promise<T> {
  const signal = config.signal as AbortSignal | undefined;
  const retries = isRead(config) ? MAX_RETRIES : 0;
  let retried = 0;
  let renewed = false;
  for (;;) {
    if (anotherUserSignedIn(readUser()?.id)) return reloadIntoCurrentSession();
    const attempt = await sendOnce<T>(config, options);
    if (attempt.ok) return attempt.data;
    const { error } = attempt;
    if (!renewed && sessionRefused(options, error)) {
      renewed = true;
      if (!(await reportUnauthorized()) || signal?.aborted) throw error;
      continue;
    }
    // Offline, a read sent again cannot be answered either: the screen says so at once and reads
    // again itself once the browser is back online.
    const offline = error.kind === 'network' && knownOffline();
    if (retried >= retries || signal?.aborted || !mayPass(error) || offline) throw error;
    retried += 1;
    const delayMs = retryDelayMs(retried, attempt.retryAfter, clientSettings);
    options.onRetry?.({ retry: retried, delayMs, error });
    try {
      await pause(delayMs, signal);
    } catch {
      throw error;
    }
  }
}

/** Thrown where an answer is required but came in another shape. */
export function badShape(options: CallOptions, what: string): ApiError {
  console.warn(`[api] unexpected answer shape: ${what}`);
  return new ApiError({ kind: 'shape', fallbackKey: options.fallbackKey });
}

/**
 * A `{message}` answer: its message, '' when it has none. Any other body (a proxy's HTML page
 * with a 200) is an error: the call may never have reached the server.
 */
export function messageAnswer(data: unknown, options: CallOptions, what: string): ApiMessage {
  if (!isObject(data)) throw badShape(options, what);
  return { message: typeof data.message === 'string' ? data.message : '' };
}

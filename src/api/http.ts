// The network side of the client, with axios: its own chunk, which the client loads for the first
// call it must send. The record view's first paint needs none (the boot script's reads answer its
// calls), so neither axios nor this file is part of that page's first load.
import axios, { AxiosError, isAxiosError, type AxiosRequestConfig } from 'axios';
import { apiBaseUrl } from '../lib/env';
import { extendSession, readToken } from '../session/cookies';
import { PUBLIC_READ_CREDENTIALS } from './recordReadPath';

/** How one try of a call went, whoever answered it. */
export type Sent<T> =
  | { outcome: 'answer'; data: T }
  | { outcome: 'refused'; status: number; data: unknown; retryAfter?: string }
  | { outcome: 'noAnswer'; timedOut: boolean }
  /** Something else than the network failed (a bug): never sent again. */
  | { outcome: 'broken' };

export const http = axios.create({
  baseURL: apiBaseUrl,
  headers: { Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = config.withoutSession ? undefined : readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (config.withoutSession) {
    // XMLHttpRequest sends this site's cookies on every call to it; fetch can leave them out.
    config.adapter = 'fetch';
    config.withCredentials = PUBLIC_READ_CREDENTIALS !== 'omit';
    // fetch, unlike XMLHttpRequest, reads no address relative to the page by itself.
    config.baseURL = new URL(config.baseURL ?? '', document.baseURI).href;
  }
  return config;
});

http.interceptors.response.use((response) => {
  const sentToken = /^Bearer (.+)$/.exec(String(response.config.headers.Authorization ?? ''))?.[1];
  const until: unknown = response.headers['session-expires'];
  if (sentToken && typeof until === 'string') extendSession(sentToken, until);
  return response;
});

/** Sends one try of a call. */
export async function send<T>(config: AxiosRequestConfig): Promise<Sent<T>> {
  try {
    const response = await http.request<T>(config);
    return { outcome: 'answer', data: response.data };
  } catch (error) {
    if (!isAxiosError(error)) return { outcome: 'broken' };
    if (!error.response) {
      return { outcome: 'noAnswer', timedOut: error.code === AxiosError.ECONNABORTED };
    }
    const { status, data, headers } = error.response;
    const retryAfter: unknown = headers['retry-after'];
    return {
      outcome: 'refused',
      status,
      data,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    };
  }
}

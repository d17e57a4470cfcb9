// The one rule for which API the app talks to, shared by the build (vite.config.ts, in Node) and
// the app (src/lib/env.ts): a VITE_API_URL of spaces or slashes only is no API, so the build that
// leaves out the demo backend and the app that would need it can never disagree.

/** An environment value as written: trimmed, without trailing slashes; empty when not a text. */
export function cleanEnvValue(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '';
}

/** The configured API base (`VITE_API_URL`), cleaned; empty when none is configured. */
export function configuredApiBase(value: unknown): string {
  return cleanEnvValue(value);
}

/** Demo mode: no API configured, the demo backend answers in the browser. */
export function isDemoApiBase(value: unknown): boolean {
  return configuredApiBase(value) === '';
}

/** Where the demo backend answers the API, on the page's own origin. */
export const demoApiBase = '/api';

/** Where the demo backend serves uploaded files, unless `VITE_STORAGE_URL` says otherwise. */
export const demoStorageBase = '/storage';

/** The demo backend's storage base: `VITE_STORAGE_URL` as written, else `demoStorageBase`. */
export function demoStorageUrl(value: unknown): string {
  return cleanEnvValue(value) || demoStorageBase;
}

/**
 * The public base of uploaded files against an API: `VITE_STORAGE_URL` as written, else
 * `/storage` on the API's host.
 */
export function apiStorageUrl(apiBase: string, storageEnv: unknown): string {
  const configured = cleanEnvValue(storageEnv);
  if (configured) return configured;
  if (apiBase.startsWith('/')) return '/storage';
  return `${new URL(apiBase).origin}/storage`;
}

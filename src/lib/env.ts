// The environment, read and checked once at start-up (docs/api-contract.md "Base addresses").
import {
  apiStorageUrl,
  cleanEnvValue as clean,
  configuredApiBase,
  demoApiBase,
  demoStorageUrl,
} from './apiBase';
import { demoSigningKey, readSigningKeys, type SigningKey } from './signingKeys';

function checkedUrl(name: string, value: string): string {
  if (!value || value.startsWith('/')) return value;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(url.protocol);
    return value;
  } catch {
    throw new Error(`${name} must be an http(s) URL or a path, got "${value}"`);
  }
}

/**
 * True when no API is configured: the app runs the demo backend in the browser. The build decides
 * it (`isDemoApiBase` in vite.config.ts) and writes it in as a constant, so that a build with an
 * API drops the demo backend's code.
 */
export const isDemo: boolean = import.meta.env.DEMO_BACKEND;

const apiUrl = checkedUrl('VITE_API_URL', configuredApiBase(import.meta.env.VITE_API_URL));

/** Base of every REST call. */
export const apiBaseUrl = isDemo ? demoApiBase : apiUrl;

const storageEnv = import.meta.env.VITE_STORAGE_URL;

/** Public base of uploaded files; `attachment_file_path` is relative to it. */
export const storageBaseUrl = checkedUrl(
  'VITE_STORAGE_URL',
  isDemo ? demoStorageUrl(storageEnv) : apiStorageUrl(apiBaseUrl, storageEnv),
);

/** The `{provider}` path segment and field prefix of the payment calls. */
export const paymentProvider = clean(import.meta.env.VITE_PAYMENT_PROVIDER) || 'asaas';

/** The site origin QR codes point to. */
export function publicSiteUrl(): string {
  return (
    checkedUrl('VITE_PUBLIC_URL', clean(import.meta.env.VITE_PUBLIC_URL)) || window.location.origin
  );
}

/**
 * The public keys a card's copy may be signed with (`VITE_CARD_SIGNING_KEYS`, a JWK set); the demo
 * build knows the demo backend's key.
 */
export const cardSigningKeys: readonly SigningKey[] = isDemo
  ? [demoSigningKey]
  : readSigningKeys(clean(import.meta.env.VITE_CARD_SIGNING_KEYS));

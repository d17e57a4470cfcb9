/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_STORAGE_URL?: string;
  readonly VITE_PAYMENT_PROVIDER?: string;
  readonly VITE_PUBLIC_URL?: string;
  /** The public keys a card's copy may be signed with, a JWK set. */
  readonly VITE_CARD_SIGNING_KEYS?: string;
  /** Written in by the build (vite.config.ts): no API configured, the demo backend runs. */
  readonly DEMO_BACKEND: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

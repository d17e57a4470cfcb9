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
  /** `true`: the build retires the shell worker (build/shellWorker.ts, docs/deployment.md). */
  readonly VITE_RETIRE_SHELL_WORKER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * Written in by the build (vite.config.ts) from docs/openapi.yaml's `x-assumed` marks: what an
 * API without the assumptions leaves out (the demo backend's spec-only mode).
 */
declare const __ASSUMED_PARTS__: {
  operations: { method: string; path: string; operationId: string }[];
  answers: {
    method: string;
    path: string;
    status: number;
    properties: string[][];
    headers: string[];
  }[];
};

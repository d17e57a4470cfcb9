/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_STORAGE_URL?: string;
  readonly VITE_PAYMENT_PROVIDER?: string;
  readonly VITE_PUBLIC_URL?: string;
  /** Written in by the build (vite.config.ts): no API configured, the demo backend runs. */
  readonly DEMO_BACKEND: boolean;
  /** `true`: the build retires the shell worker (build/shellWorker.ts, docs/deployment.md). */
  readonly VITE_RETIRE_SHELL_WORKER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Keeps the demo state across reloads in one IndexedDB object store (Blobs are stored as they are).
// Where there is no IndexedDB (Node, the unit tests) every call is a no-op.
import type { DemoState } from './state';

const DB_NAME = 'prontuario-demo';
const STORE_NAME = 'state';
const STATE_KEY = 'current';
/** Bump when DemoState changes shape: an older saved state is then dropped for the seed. */
const SCHEMA_VERSION = 1;

interface SavedState {
  version: number;
  state: DemoState;
}

function isSavedState(value: unknown): value is SavedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === SCHEMA_VERSION &&
    typeof (value as { state?: unknown }).state === 'object'
  );
}

export function hasPersistence(): boolean {
  return typeof indexedDB !== 'undefined';
}

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
  return opening;
}

function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

/** The saved state, or undefined when none (or one of an older shape) is saved. */
export async function readSavedState(): Promise<DemoState | undefined> {
  if (!hasPersistence()) return undefined;
  const db = await openDatabase();
  const saved = await new Promise<unknown>((resolve, reject) => {
    const request = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).get(STATE_KEY);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
  return isSavedState(saved) ? saved.state : undefined;
}

/** Resolves once the write is committed, so a reload right after it keeps the change. */
export async function writeSavedState(state: DemoState): Promise<void> {
  if (!hasPersistence()) return;
  const db = await openDatabase();
  const transaction = db.transaction(STORE_NAME, 'readwrite');
  const saved: SavedState = { version: SCHEMA_VERSION, state };
  transaction.objectStore(STORE_NAME).put(saved, STATE_KEY);
  await completion(transaction);
}

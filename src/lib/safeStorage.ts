// The one way the app reads and writes the browser's storage. Storage can be refused at any call
// (private mode, a full quota, a browser setting that blocks it): each call here then does
// nothing, or gives null, and never throws, so that no feature stops because a note could not
// be kept.

/** The tab's own storage ('session') or the device's ('local'). */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Even reaching it can throw (storage blocked by the browser).
    return null;
  }
}

/** The value stored under `key`, or null when none is, or storage is refused. */
export function readStored(area: StorageArea, key: string): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when storage refused it. */
export function writeStored(area: StorageArea, key: string, value: string): boolean {
  try {
    const storage = storageOf(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(area: StorageArea, key: string): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Nothing could be stored either.
  }
}

/** A stored JSON value, or null when none is, it does not parse, or storage is refused. */
export function readStoredJson(area: StorageArea, key: string): unknown {
  const raw = readStored(area, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * react-hot-toast, kept out of the entry chunk: it loads on the first toast asked for, or once the
 * page is idle after the first tap or key press, and the shell mounts its Toaster when it is there.
 * The toasts live in a store inside the library's own module, so a toast asked for before the
 * Toaster mounted shows as soon as it does.
 */
export type ToastLibrary = typeof import('react-hot-toast');

let loading: Promise<ToastLibrary> | undefined;
let loaded: ToastLibrary | undefined;
const listeners = new Set<() => void>();

export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('react-hot-toast').then(
    (library) => {
      loaded = library;
      listeners.forEach((listener) => listener());
      return library;
    },
    (error: unknown) => {
      // The chunk did not arrive (the network dropped): the next toast tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The library once it has loaded, else undefined. */
export function loadedToastLibrary(): ToastLibrary | undefined {
  return loaded;
}

/** Calls `listener` when the library has loaded; returns the unsubscribe. */
export function subscribeToToastLibrary(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * Toasts answer what someone did: from the first tap or key press on, load the library while the
 * page is idle, so that a toast shows at once, even should the network drop before it is asked
 * for. Returns the cleanup.
 */
export function loadToastLibraryAfterFirstInput(): () => void {
  const stop = () => INPUTS.forEach((type) => window.removeEventListener(type, start, true));
  function start() {
    stop();
    const load = () => void loadToastLibrary().catch(() => {});
    if ('requestIdleCallback' in window) window.requestIdleCallback(load);
    else setTimeout(load, 1);
  }
  INPUTS.forEach((type) => window.addEventListener(type, start, true));
  return stop;
}

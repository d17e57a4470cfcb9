import { loadToastLibrary } from './toastLibrary';

// The features' toasts; react-hot-toast loads on the first one (see toastLibrary.ts).

/** A green toast (top centre, 4 s). */
export function notifySuccess(text: string): void {
  show('success', text);
}

/** A red toast (top centre, 4 s). */
export function notifyError(text: string): void {
  show('error', text);
}

function show(kind: 'success' | 'error', text: string): void {
  loadToastLibrary().then(
    ({ toast }) => toast[kind](text),
    // Without its code a toast cannot show; the next one tries again.
    () => {},
  );
}

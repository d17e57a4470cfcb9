// The app's code in the record view's document: its entry script and the modules it imports, kept
// inert in a template at the end of record.html (build/bootScript.ts). Asked for with the document,
// their bytes shared a slow network with the record's answers and held the summary up; the boot
// script starts them once the summary's reads have answered (src/boot/main.ts), and the asset
// starter after a while whatever happens, so that the app starts even where the boot script did
// not, or at once under the app's worker, which serves them without the network.
import { preloadViewCode } from './preload.ts';
import { whenParsed } from './whenParsed.ts';

export const APP_CODE_ID = 'app-code';

/** How long after the document's first bytes the app's code is asked for at the latest. */
export const APP_CODE_LATEST_MS = 3000;

/**
 * Asks for the app's code the document keeps, and runs it once the document is parsed: nothing
 * once done, nor in a document that keeps none (index.html runs its entry as it comes).
 */
export function startAppCode(): void {
  whenParsed(() => {
    const kept = document.getElementById(APP_CODE_ID);
    if (!(kept instanceof HTMLTemplateElement)) return;
    kept.remove();
    preloadViewCode();
    document.body.append(document.importNode(kept.content, true));
  });
}

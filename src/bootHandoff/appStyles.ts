// The app's whole stylesheet in the record view's document: kept inert in a template at the end
// of record.html (build/bootScript.ts) so that, parsed and applied there, it holds up neither the
// document's parse nor, behind it, the record's answers; the boot page has its own first styles.
// The app puts it to work as it starts (src/main.tsx).

export const APP_STYLES_ID = 'app-styles';

/** Applies the stylesheet the document keeps for the app, if it keeps one (record.html does). */
export function applyAppStyles(): void {
  const kept = document.getElementById(APP_STYLES_ID);
  if (!(kept instanceof HTMLTemplateElement)) return;
  document.head.append(kept.content);
  kept.remove();
}

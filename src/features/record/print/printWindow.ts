/** SPEC.md section 9: an 800x600 window, printing after 500 ms. */
export const PRINT_WINDOW_FEATURES = 'width=800,height=600';
export const PRINT_DELAY_MS = 500;

/** The print window, blank; null when the browser blocked it. */
export function openPrintWindow(opener: Pick<Window, 'open'> = window): Window | null {
  return opener.open('', '_blank', PRINT_WINDOW_FEATURES);
}

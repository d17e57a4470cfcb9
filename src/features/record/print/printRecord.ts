import type { PrintableRecord } from './printableRecord';
import { writePrintDocument } from './printDocument';

/** SPEC.md section 9: an 800x600 window, printing after 500 ms. */
export const PRINT_WINDOW_FEATURES = 'width=800,height=600';
export const PRINT_DELAY_MS = 500;

/**
 * Opens the print window with the record and prints it once it has had time to lay out.
 * Returns false when the browser blocked the window.
 */
export function printRecord(
  record: PrintableRecord,
  opener: Pick<Window, 'open'> = window,
): boolean {
  const printWindow = opener.open('', '_blank', PRINT_WINDOW_FEATURES);
  if (!printWindow) return false;
  writePrintDocument(printWindow.document, record);
  printWindow.focus();
  setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
  return true;
}

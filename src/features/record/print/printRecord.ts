import type { PrintableRecord } from './printableRecord';
import { writePrintDocument } from './printDocument';
import { openPrintWindow, PRINT_DELAY_MS } from './printWindow';

/** Writes the record into an open print window and prints it once it has had time to lay out. */
export function printInto(printWindow: Window, record: PrintableRecord): void {
  writePrintDocument(printWindow.document, record);
  printWindow.focus();
  setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
}

/**
 * Opens the print window with the record and prints it. Returns false when the browser blocked
 * the window.
 */
export function printRecord(
  record: PrintableRecord,
  opener: Pick<Window, 'open'> = window,
): boolean {
  const printWindow = openPrintWindow(opener);
  if (!printWindow) return false;
  printInto(printWindow, record);
  return true;
}

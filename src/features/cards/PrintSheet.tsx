import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { CardColor } from './cardColors';
import { WalletFaces, type PrintedCopy } from './WalletFaces';

// On paper only the sheet shows, on an A4 page; on screen the sheet never shows.
const printCss = `
.wallet-print-sheet { display: none; }
@media print {
  @page { size: A4 portrait; margin: 0; }
  body > *:not(.wallet-print-sheet) { display: none !important; }
  .wallet-print-sheet { display: block; width: 210mm; min-height: 297mm; padding: 15mm; box-sizing: border-box; background: #fff; }
}`;

/**
 * Puts the card's faces side by side on an A4 sheet (to fold, or to print on both sides), opens
 * the browser's print dialog, and goes when it closes.
 */
export function PrintSheet({
  cardCode,
  holder,
  color,
  printed,
  onDone,
}: {
  cardCode: string;
  holder: string;
  color: CardColor;
  printed: PrintedCopy | null;
  onDone: () => void;
}) {
  useEffect(() => {
    window.addEventListener('afterprint', onDone);
    // One frame later, so the sheet is laid out before the print dialog takes its snapshot.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', onDone);
    };
  }, [onDone]);

  return createPortal(
    <div className="wallet-print-sheet" data-testid="wallet-print-sheet">
      <style>{printCss}</style>
      <WalletFaces cardCode={cardCode} holder={holder} color={color} printed={printed} />
    </div>,
    document.body,
  );
}

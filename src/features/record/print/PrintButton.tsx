import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { notifyError } from '@/lib/notify';
import type { RecordState } from '@/recordReading/recordState';
import { printableRecord } from './printableRecord';
import { openPrintWindow } from './printWindow';

/** "Imprimir Prontuário": the record as it stands on screen, in a print window. */
export function PrintButton({ state, cardCode }: { state: RecordState; cardCode: string }) {
  const { t, i18n } = useTranslation(['recordView', 'record']);
  function print() {
    // The window opens in the click itself, which is all a pop-up blocker lets through; the code
    // that writes the print document is loaded then.
    const printWindow = openPrintWindow();
    if (!printWindow) {
      notifyError(t('print.blocked'));
      return;
    }
    const record = printableRecord(state, cardCode, t, i18n.language);
    void import('./printRecord').then(
      ({ printInto }) => printInto(printWindow, record),
      () => {
        printWindow.close();
        notifyError(t('print.failed'));
      },
    );
  }
  return (
    <Button variant="secondary" onClick={print} className="print:hidden">
      {t('print.button')}
    </Button>
  );
}

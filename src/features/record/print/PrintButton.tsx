import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { notifyError } from '@/lib/notify';
import type { RecordState } from '@/recordView/recordState';
import { printableRecord } from './printableRecord';
import { printRecord } from './printRecord';

/** "Imprimir Prontuário": the record as it stands on screen, in a print window. */
export function PrintButton({ state, code }: { state: RecordState; code: string }) {
  const { t, i18n } = useTranslation(['recordView', 'record']);
  function print() {
    const opened = printRecord(printableRecord(state, code, t, i18n.language));
    if (!opened) notifyError(t('print.blocked'));
  }
  return (
    <Button variant="secondary" onClick={print} className="print:hidden">
      {t('print.button')}
    </Button>
  );
}

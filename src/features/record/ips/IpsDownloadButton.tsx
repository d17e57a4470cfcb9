import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { notifyError } from '@/lib/notify';
import { saveBlob } from '@/lib/saveBlob';
import type { RecordState } from '@/recordReading/recordState';
import { ipsRecordOf } from './ipsRecord';

/** The file the summary downloads as, named after the card. */
export const ipsFileName = (cardCode: string) => `ips-${cardCode}.json`;

/**
 * "Baixar resumo internacional (FHIR IPS)": the saved record as an HL7 FHIR International Patient
 * Summary. The mapping is fetched on the press, so no page loads it before.
 */
export function IpsDownloadButton({ state, cardCode }: { state: RecordState; cardCode: string }) {
  const { t } = useTranslation(['recordEditor', 'record']);
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    const read = ipsRecordOf(state);
    if (read.status === 'pending') return notifyError(t('ips.notReady'));
    if (read.status === 'failed') return notifyError(t('ips.readFailed'));
    setBusy(true);
    try {
      const { buildIpsBundle, ipsJson } = await import('./ipsBundle');
      const bundle = buildIpsBundle({ record: read.record, t, now: new Date() });
      saveBlob(
        new Blob([ipsJson(bundle)], { type: 'application/fhir+json' }),
        ipsFileName(cardCode),
      );
    } catch {
      notifyError(t('ips.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void download()} aria-disabled={busy || undefined}>
      {busy ? t('ips.preparing') : t('ips.button')}
    </Button>
  );
}

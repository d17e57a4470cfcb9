import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { storageBaseUrl } from '@/lib/env';
import { isRecordResource, type RecordResource, type SectionDecl } from '@/record';
import type { SectionRead, ViewSection } from '@/recordReading/recordState';
import { sectionCard } from '@/recordReading/sectionTree';
import { useStoredFileClick } from '../fields/StoredFileLink';
import { renderViewNode } from './ViewNodeElement';

/**
 * One section of the record (src/recordReading/sectionTree.ts), the boot page's markup.
 * Memoised: the fifteen reads settle one by one, and each answer re-renders only its own section.
 */
export const SectionCard = memo(function SectionCard({
  section,
  read,
  within = [],
  onRetry,
}: {
  section: SectionDecl;
  read: SectionRead;
  within?: readonly ViewSection[];
  onRetry: (resource: RecordResource) => void;
}) {
  const { t } = useTranslation(['recordView', 'record']);
  const storedFileClick = useStoredFileClick();
  const card = sectionCard({ section, read, within }, { t, storageBase: storageBaseUrl });
  const retry = (resource: string) => {
    if (isRecordResource(resource)) onRetry(resource);
  };
  return renderViewNode(card, retry, { storedFileClick });
});

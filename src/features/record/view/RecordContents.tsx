import { useTranslation } from 'react-i18next';
import type { SectionDecl } from '@/record';
import { recordContents } from '@/recordReading/sectionTree';
import { renderViewNode } from './ViewNodeElement';

const nothingToRetry = () => undefined;

/** "Neste prontuário": a link to each section below the summary (the boot page's markup). */
export function RecordContents({ sections }: { sections: SectionDecl[] }) {
  const { t } = useTranslation(['recordView', 'record']);
  return renderViewNode(recordContents(sections, t), nothingToRetry);
}

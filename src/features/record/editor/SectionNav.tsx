import { useTranslation } from 'react-i18next';
import { SectionNav as PageSectionNav } from '@/components/SectionNav';
import { sectionHeadingId } from './sectionAnchors';

/**
 * The editor's list of its sections: a side menu on wide screens, a full-screen menu on phones;
 * the section in the middle of the viewport is marked current, a chosen one's heading takes the
 * focus.
 */
export function SectionNav({ sections }: { sections: readonly { id: string }[] }) {
  const { t } = useTranslation(['recordEditor', 'record']);
  return (
    <PageSectionNav
      look="menu"
      label={t('nav.label')}
      openLabel={t('nav.open')}
      closeLabel={t('nav.close')}
      sections={sections.map(({ id }) => ({ id, label: t(`record:sections.${id}.title`) }))}
      focusIdOf={sectionHeadingId}
    />
  );
}

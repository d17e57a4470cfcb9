import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/Icon';
import { IconCardList } from '@/components/IconCard';
import { ContentSection } from '@/components/ContentSection';

const audiences: { key: string; icon: IconName }[] = [
  { key: 'patients', icon: 'users' },
  { key: 'professionals', icon: 'stethoscope' },
  { key: 'companies', icon: 'building' },
  { key: 'events', icon: 'calendar' },
];

/** For whom: patients, health professionals, companies and public bodies, events. */
export function AudienceSection() {
  const { t } = useTranslation('about');
  return (
    <ContentSection
      id="about-audience"
      className="bg-brand-50 py-16 sm:py-20"
      heading={{ eyebrow: t('about.audience.eyebrow'), title: t('about.audience.title') }}
    >
      <IconCardList
        items={audiences}
        words="about.audience.items"
        t={t}
        look="onTint"
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
    </ContentSection>
  );
}

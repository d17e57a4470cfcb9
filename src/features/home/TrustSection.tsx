import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/Icon';
import { IconCard } from '@/components/IconCard';
import { ContentSection } from '@/components/ContentSection';

const pillars: { key: string; icon: IconName }[] = [
  { key: 'security', icon: 'shield' },
  { key: 'speed', icon: 'zap' },
  { key: 'confidence', icon: 'checkCircle' },
];

/** "Proteção, Rapidez e Confiança". */
export function TrustSection() {
  const { t } = useTranslation('public');
  return (
    <ContentSection
      id="home-trust"
      className="bg-white py-16 sm:py-24"
      heading={{
        eyebrow: t('home.trust.eyebrow'),
        title: t('home.trust.title'),
        lead: t('home.trust.lead'),
        centered: true,
      }}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {pillars.map(({ key, icon }) => (
          <IconCard
            key={key}
            look="outlined"
            icon={icon}
            title={t(`home.trust.items.${key}.title`)}
            text={t(`home.trust.items.${key}.text`)}
          />
        ))}
      </ul>
    </ContentSection>
  );
}

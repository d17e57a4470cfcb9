import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/Icon';
import { IconCard } from '@/components/IconCard';
import { SectionHeading } from '@/components/SectionHeading';

const pillars: { key: string; icon: IconName }[] = [
  { key: 'security', icon: 'shield' },
  { key: 'speed', icon: 'zap' },
  { key: 'confidence', icon: 'checkCircle' },
];

/** "Proteção, Rapidez e Confiança". */
export function TrustSection() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="home-trust" className="bg-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="home-trust"
          eyebrow={t('home.trust.eyebrow')}
          title={t('home.trust.title')}
          lead={t('home.trust.lead')}
          centered
        />
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
      </div>
    </section>
  );
}

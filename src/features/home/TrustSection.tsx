import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/Icon';
import { IconCardList } from '@/components/IconCard';
import { ContentSection } from '@/components/ContentSection';
import { headingWords } from '@/components/SectionHeading';

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
      heading={{ ...headingWords(t, 'home.trust'), centered: true }}
    >
      <IconCardList
        items={pillars}
        words="home.trust.items"
        t={t}
        look="outlined"
        className="mt-12 grid gap-6 md:grid-cols-3"
      />
    </ContentSection>
  );
}

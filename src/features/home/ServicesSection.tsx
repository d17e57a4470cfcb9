import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/Icon';
import { IconCardList } from '@/components/IconCard';
import { ContentSection } from '@/components/ContentSection';
import { headingWords } from '@/components/SectionHeading';
import { ServicesCarousel } from './ServicesCarousel';

const steps: { key: string; icon: IconName }[] = [
  { key: 'fill', icon: 'clipboard' },
  { key: 'carry', icon: 'qr' },
  { key: 'scan', icon: 'stethoscope' },
];

/** "Serviços que o nosso cartão oferece": how it works, then the carousel of what a card holds. */
export function ServicesSection() {
  const { t } = useTranslation('public');
  return (
    <ContentSection
      id="home-services"
      className="bg-brand-50 py-16 sm:py-24"
      heading={{ ...headingWords(t, 'home.services'), centered: true }}
    >
      <h3 className="sr-only">{t('home.services.howTitle')}</h3>
      <IconCardList
        numbered
        items={steps}
        words="home.services.steps"
        t={t}
        look="onTint"
        className="mt-12 grid gap-6 md:grid-cols-3"
      />

      <h3 className="mt-16 text-center text-2xl font-bold tracking-tight text-slate-900">
        {t('home.services.carouselTitle')}
      </h3>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        {t('home.services.carouselLead')}
      </p>
      <div className="mt-8">
        <ServicesCarousel />
      </div>
    </ContentSection>
  );
}

import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/Icon';
import { SectionHeading } from '../../components/SectionHeading';
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
    <section aria-labelledby="home-services" className="bg-brand-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="home-services"
          eyebrow={t('home.services.eyebrow')}
          title={t('home.services.title')}
          lead={t('home.services.lead')}
          centered
        />

        <h3 className="sr-only">{t('home.services.howTitle')}</h3>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ key, icon }, index) => (
            <li key={key} className="relative rounded-2xl bg-white p-6 ring-1 ring-brand-100">
              <div className="flex items-center gap-3">
                <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-700 text-base font-bold text-white">
                  {index + 1}
                </span>
                <Icon name={icon} className="h-6 w-6 text-brand-700" />
              </div>
              <h4 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`home.services.steps.${key}.title`)}
              </h4>
              <p className="mt-2 leading-relaxed text-slate-700">
                {t(`home.services.steps.${key}.text`)}
              </p>
            </li>
          ))}
        </ol>

        <h3 className="mt-16 text-center text-2xl font-bold tracking-tight text-slate-900">
          {t('home.services.carouselTitle')}
        </h3>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          {t('home.services.carouselLead')}
        </p>
        <div className="mt-8">
          <ServicesCarousel />
        </div>
      </div>
    </section>
  );
}

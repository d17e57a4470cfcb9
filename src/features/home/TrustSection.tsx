import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/Icon';
import { SectionHeading } from '../../components/SectionHeading';

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
            <li key={key} className="rounded-2xl border border-slate-200 p-6 sm:p-8">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-700 text-white">
                <Icon name={icon} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">
                {t(`home.trust.items.${key}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">
                {t(`home.trust.items.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

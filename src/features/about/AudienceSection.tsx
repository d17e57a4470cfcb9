import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/Icon';
import { SectionHeading } from '../../components/SectionHeading';

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
    <section aria-labelledby="about-audience" className="bg-brand-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="about-audience"
          eyebrow={t('about.audience.eyebrow')}
          title={t('about.audience.title')}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {audiences.map(({ key, icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 ring-1 ring-brand-100">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-700 text-white">
                <Icon name={icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                {t(`about.audience.items.${key}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">
                {t(`about.audience.items.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

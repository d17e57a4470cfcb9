import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/Icon';
import { IconCard } from '@/components/IconCard';

const measures: { key: string; icon: IconName }[] = [
  { key: 'choice', icon: 'edit' },
  { key: 'owner', icon: 'lock' },
  { key: 'encrypted', icon: 'shield' },
  { key: 'noIndex', icon: 'eyeOff' },
];

/** How the data is protected, and the one thing the holder must know: the code opens the record. */
export function DataProtectionSection() {
  const { t } = useTranslation('about');
  return (
    <section
      aria-labelledby="about-protection"
      className="bg-header px-4 py-16 text-white sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">
            {t('about.protection.eyebrow')}
          </p>
          <h2
            id="about-protection"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {t('about.protection.title')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-50">{t('about.protection.lead')}</p>
          <p className="mt-6 rounded-2xl bg-white/10 p-5 leading-relaxed text-white ring-1 ring-white/20">
            {t('about.protection.codeNotice')}
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {measures.map(({ key, icon }) => (
            <IconCard
              key={key}
              look="onDark"
              icon={icon}
              title={t(`about.protection.items.${key}.title`)}
              text={t(`about.protection.items.${key}.text`)}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

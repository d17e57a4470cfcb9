import { useTranslation } from 'react-i18next';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-br from-header via-brand-900 to-brand-700 px-4 pb-20 pt-32 text-white">
      <div className="mx-auto max-w-6xl">
        <h1 className="max-w-2xl text-4xl font-bold tracking-tight md:text-5xl">
          {t('home.title')}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-brand-50">{t('home.subtitle')}</p>
      </div>
    </section>
  );
}

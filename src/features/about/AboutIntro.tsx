import { useTranslation } from 'react-i18next';
import { QrScanIllustration } from '@/components/QrScanIllustration';

/** The page heading: what the service is. */
export function AboutIntro() {
  const { t } = useTranslation('about');
  return (
    <div className="bg-white px-4 pt-12 pb-14 sm:pt-16 sm:pb-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {t('common:app.name')}
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t('common:titles.about')}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700 sm:text-xl">
            {t('about.intro.lead')}
          </p>
          <p className="mt-4 leading-relaxed text-slate-700">{t('about.intro.text')}</p>
        </div>
        <QrScanIllustration className="mx-auto h-auto w-full max-w-sm lg:max-w-md" />
      </div>
    </div>
  );
}

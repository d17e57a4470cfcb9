import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { paths } from '../../lib/paths';

/** The closing band: the plans, and the custom plan for companies and events. */
export function PlansCallToAction() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="home-cta" className="bg-white px-4 pb-16 sm:pb-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="home-cta" className="text-3xl font-bold tracking-tight text-balance">
            {t('home.cta.title')}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{t('home.cta.text')}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 md:flex-row">
          <Link
            to={paths.plans}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-white text-center md:whitespace-nowrap px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('home.cta.plans')}
            <Icon name="arrowRight" className="h-5 w-5" />
          </Link>
          <Link
            to={`${paths.about}#contato`}
            className="inline-flex items-center justify-center gap-2 rounded-full border text-center md:whitespace-nowrap border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            <Icon name="building" className="h-5 w-5" />
            {t('home.cta.business')}
          </Link>
        </div>
      </div>
    </section>
  );
}

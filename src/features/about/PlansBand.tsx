import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { paths } from '../../lib/paths';

/** The call to the plans. */
export function PlansBand() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="about-plans" className="bg-white px-4 py-16 sm:py-20">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="about-plans" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('about.plans.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('about.plans.text')}</p>
        </div>
        <Link
          to={paths.plans}
          className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('about.plans.link')}
          <Icon name="arrowRight" className="h-5 w-5" />
        </Link>
      </div>
    </section>
  );
}

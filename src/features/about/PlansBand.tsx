import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CallToActionBand } from '../../components/CallToActionBand';
import { Icon } from '../../components/Icon';
import { paths } from '../../lib/paths';

/** The call to the plans. */
export function PlansBand() {
  const { t } = useTranslation('public');
  return (
    <CallToActionBand
      id="about-plans"
      tone="light"
      className="py-16 sm:py-20"
      title={t('about.plans.title')}
      text={t('about.plans.text')}
    >
      <Link
        to={paths.plans}
        className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('about.plans.link')}
        <Icon name="arrowRight" className="h-5 w-5" />
      </Link>
    </CallToActionBand>
  );
}

import { useTranslation } from 'react-i18next';
import { ArrowLink } from '@/components/ArrowLink';
import { CallToActionBand } from '@/components/CallToActionBand';
import { paths } from '@/lib/paths';

/** The call to the plans. */
export function PlansBand() {
  const { t } = useTranslation('about');
  return (
    <CallToActionBand
      id="about-plans"
      tone="light"
      className="py-16 sm:py-20"
      title={t('about.plans.title')}
      text={t('about.plans.text')}
    >
      <ArrowLink to={paths.plans} className="shrink-0">
        {t('about.plans.link')}
      </ArrowLink>
    </CallToActionBand>
  );
}

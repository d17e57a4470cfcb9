import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowLink } from '../../components/ArrowLink';
import { CallToActionBand } from '../../components/CallToActionBand';
import { Icon } from '../../components/Icon';
import { paths } from '../../lib/paths';

/** The closing band: the plans, and the custom plan for companies and events. */
export function PlansCallToAction() {
  const { t } = useTranslation('public');
  return (
    <CallToActionBand
      id="home-cta"
      tone="brand"
      className="pb-16 sm:pb-24"
      title={t('home.cta.title')}
      text={t('home.cta.text')}
    >
      <div className="flex shrink-0 flex-col gap-3 md:flex-row">
        <ArrowLink to={paths.plans} tone="white">
          {t('home.cta.plans')}
        </ArrowLink>
        <Link
          to={`${paths.about}#contato`}
          className="inline-flex items-center justify-center gap-2 rounded-full border text-center md:whitespace-nowrap border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
        >
          <Icon name="building" className="h-5 w-5" />
          {t('home.cta.business')}
        </Link>
      </div>
    </CallToActionBand>
  );
}

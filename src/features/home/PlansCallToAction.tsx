import { useTranslation } from 'react-i18next';
import { ArrowLink } from '@/components/ArrowLink';
import { ButtonLink } from '@/components/ButtonLink';
import { CallToActionBand } from '@/components/CallToActionBand';
import { Icon } from '@/components/Icon';
import { paths } from '@/lib/paths';

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
        <ButtonLink
          to={`${paths.about}#contato`}
          variant="inverseOutline"
          size="large"
          className="text-center md:whitespace-nowrap"
        >
          <Icon name="building" className="h-5 w-5" />
          {t('home.cta.business')}
        </ButtonLink>
      </div>
    </CallToActionBand>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { PageSection } from '@/components/PageSection';
import { Spinner } from '@/components/Spinner';
import { plans } from '@/lib/plans';
import { useSession } from '@/session/useSession';
import { PlanCard } from './PlanCard';
import { planOption, type PlanStanding } from './planOption';
import { usePlanStanding } from './usePlanStanding';

function PlanGrid({ standing }: { standing: PlanStanding | null }) {
  const { t } = useTranslation('account');
  return (
    <>
      <div className="mt-10 grid gap-8 md:grid-cols-3 md:items-stretch md:gap-6">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} option={planOption(plan, standing)} />
        ))}
      </div>
      <p className="mt-8 text-sm text-slate-700">{t('plans.chargedInBrl')}</p>
    </>
  );
}

function PlansFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <PageSection title={title} intro={intro}>
      {children}
    </PageSection>
  );
}

/** A logged-in user with a plan sees the plans as a change from it. */
function PlansForUser() {
  const { t } = useTranslation('account');
  const { state, retry } = usePlanStanding();

  if (state.status === 'shown' || state.status === 'empty') {
    const { current } = state.data;
    if (!current) {
      return (
        <PlansFrame title={t('plans.title')} intro={t('plans.intro')}>
          <PlanGrid standing={null} />
        </PlansFrame>
      );
    }
    return (
      <PlansFrame
        title={t('plans.change.title')}
        intro={t('plans.change.intro', { plan: t(`plans.names.${current.id}`) })}
      >
        <PlanGrid standing={state.data} />
      </PlansFrame>
    );
  }
  return (
    <PlansFrame title={t('plans.title')} intro={t('plans.intro')}>
      {state.status === 'failed' ? (
        <div className="mt-8 flex flex-col items-start gap-4">
          <Notice>{state.message}</Notice>
          <Button variant="secondary" onClick={retry}>
            {t('plans.change.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('plans.change.loading')} className="mt-8" />
      )}
    </PlansFrame>
  );
}

export default function PlansPage() {
  const { t } = useTranslation('account');
  const { loggedIn } = useSession();
  if (loggedIn) return <PlansForUser />;
  return (
    <PlansFrame title={t('plans.title')} intro={t('plans.intro')}>
      <PlanGrid standing={null} />
    </PlansFrame>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ButtonLink';
import { Notice } from '@/components/Notice';
import { PageSection } from '@/components/PageSection';
import { paths } from '@/lib/paths';
import { useSession } from '@/session/useSession';
import { readCheckoutParams, type CheckoutPlan } from './checkoutParams';
import { LoggedInStart } from './LoggedInStart';
import { PaymentStep } from './PaymentStep';
import { PlanSummary } from './PlanSummary';
import { RegisterStep, type Registered } from './RegisterStep';
import { StepIndicator, type Step } from './StepIndicator';
import { VerifyStep } from './VerifyStep';

function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <PageSection narrow title={t('checkout.title')}>
      {children}
    </PageSection>
  );
}

function MissingInformation() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  return (
    <PageFrame>
      <Notice className="mt-6">{tc('errors.paymentInfoMissing')}</Notice>
      <ButtonLink to={paths.plans} className="mt-6">
        {t('checkout.backToPlans')}
      </ButtonLink>
    </PageFrame>
  );
}

function CheckoutWizard({ plan, outOfDate }: CheckoutPlan) {
  const { t } = useTranslation('account');
  const { loggedIn } = useSession();
  const planLabel = t(`plans.names.${plan.id}`);
  const [step, setStep] = useState<Step>(1);
  const [registered, setRegistered] = useState<Registered | null>(null);
  // The first step shown keeps the page's natural focus; later ones take it (StepHeading).
  const [moved, setMoved] = useState(false);

  function goTo(next: Step) {
    setMoved(true);
    setStep(next);
  }

  let content: ReactNode;
  if (step === 3) {
    content = <PaymentStep plan={plan} focusHeading={moved} newBuyer={registered?.buyer ?? null} />;
  } else if (step === 2 && registered) {
    content = (
      <VerifyStep
        buyer={registered.buyer}
        demoCode={registered.demoCode}
        onBack={() => goTo(1)}
        onConfirmed={() => goTo(3)}
      />
    );
  } else if (loggedIn) {
    // A buyer who reloads after step 2 is logged in already: registering again would fail.
    content = <LoggedInStart onReady={() => goTo(3)} />;
  } else {
    content = (
      <RegisterStep
        initial={registered?.buyer ?? null}
        focusHeading={moved}
        onRegistered={(next) => {
          setRegistered(next);
          goTo(2);
        }}
      />
    );
  }

  return (
    <PageFrame>
      <StepIndicator step={step} />
      {outOfDate ? (
        <Notice tone="info" className="mt-6">
          {t('checkout.linkOutOfDate')}
        </Notice>
      ) : null}
      <PlanSummary plan={plan} planLabel={planLabel} />
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {content}
      </div>
    </PageFrame>
  );
}

export default function CheckoutPage() {
  const [query] = useSearchParams();
  const checkout = useMemo(() => readCheckoutParams(query), [query]);
  return checkout ? <CheckoutWizard {...checkout} /> : <MissingInformation />;
}

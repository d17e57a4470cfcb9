import { useTranslation } from 'react-i18next';
import { plans } from '../../lib/plans';
import { PlanCard } from './PlanCard';

export default function PlansPage() {
  const { t } = useTranslation('account');

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('plans.title')}</h1>
      <p className="mt-3 max-w-2xl text-slate-700">{t('plans.intro')}</p>
      <div className="mt-10 grid gap-8 md:grid-cols-3 md:items-stretch md:gap-6">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <p className="mt-8 text-sm text-slate-700">{t('plans.chargedInBrl')}</p>
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '@/lib/money';
import type { CheckoutParams } from '@/lib/paths';

/** The plan being bought, kept in sight on every step: name, yearly price and cards. */
export function PlanSummary({ plan, planLabel }: { plan: CheckoutParams; planLabel: string }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const rows = [
    { term: t('checkout.payment.plan'), value: planLabel },
    {
      term: t('checkout.payment.price'),
      value: `${formatBRL(plan.price)} ${t('plans.perYear')}`,
    },
    { term: t('checkout.payment.cards'), value: t('plans.cards', { count: plan.cardLimit }) },
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
    >
      <h2 id={titleId} className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {t('checkout.payment.summary')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-3 sm:gap-x-6">
        {rows.map(({ term, value }) => (
          <div key={term} className="contents sm:flex sm:flex-col">
            <dt className="text-slate-700">{term}</dt>
            <dd className="font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

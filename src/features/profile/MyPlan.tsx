import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserPayment } from '../../api/types';
import { usePageLocale } from '../../i18n/usePageLocale';
import { formatDate } from '../../lib/dates';
import { formatBRL } from '../../lib/money';
import { paths } from '../../lib/paths';
import { findPlanByName } from '../../lib/plans';
import { useCardsInUse } from './useCardsInUse';

/** The plan summary, from the first payment of the user info, and how many cards are in use. */
export function MyPlan({ payment }: { payment: UserPayment | undefined }) {
  const { t } = useTranslation('account');
  const locale = usePageLocale();
  const { state: inUse } = useCardsInUse();
  const known = payment ? findPlanByName(payment.plan_name) : undefined;
  const planName = known
    ? t(`plans.names.${known.id}`)
    : payment?.plan_name.trim() || t('profile.plan.noPlan');

  const tiles = [
    { label: t('profile.plan.name'), value: planName },
    { label: t('profile.plan.value'), value: formatBRL(payment?.value ?? 0) },
    {
      label: t('profile.plan.cardsLabel'),
      // Until the cards are read (or when they cannot be), the plan's count alone.
      value:
        inUse.status === 'shown'
          ? t('profile.plan.cardsInUse', {
              cards: t('profile.plan.cards', { count: payment?.cards ?? 0 }),
              inUse: t('profile.plan.inUse', { count: inUse.data }),
            })
          : t('profile.plan.cards', { count: payment?.cards ?? 0 }),
    },
    {
      label: t('profile.plan.date'),
      value: formatDate(payment?.transaction_date, locale) ?? t('profile.plan.noDate'),
    },
  ];

  return (
    <>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {tiles.map(({ label, value }) => (
          <div key={label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.plans}
        className="mt-4 inline-flex rounded-full border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t(payment ? 'plans.change.link' : 'cards.seePlans')}
      </Link>
    </>
  );
}

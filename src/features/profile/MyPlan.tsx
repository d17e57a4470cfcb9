import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import type { UserPayment } from '@/api/types';
import { usePageLocale } from '@/i18n/usePageLocale';
import { formatDate } from '@/lib/dates';
import { formatBRL } from '@/lib/money';
import { paths } from '@/lib/paths';
import { findPlanByName } from '@/lib/plans';
import { useCardCounts } from './useCardCounts';

/**
 * The plan summary, from the first payment of the user info, and the cards: how many the plan
 * allows, how many the account has and how many of their records are filled, each said on its own,
 * so that an empty record never reads as a missing card.
 */
export function MyPlan({ payment }: { payment: UserPayment | undefined }) {
  const { t } = useTranslation('account');
  const locale = usePageLocale();
  const { state: counts } = useCardCounts();
  const known = payment ? findPlanByName(payment.plan_name) : undefined;
  const planName = known
    ? t(`plans.names.${known.id}`)
    : payment?.plan_name.trim() || t('profile.plan.noPlan');

  const tiles: { label: string; value: ReactNode }[] = [
    { label: t('profile.plan.name'), value: planName },
    { label: t('profile.plan.value'), value: formatBRL(payment?.value ?? 0) },
    {
      label: t('profile.plan.cardsLabel'),
      // Until the cards are read (or when they cannot be), what the plan allows alone.
      value: (
        <ul>
          <li>{t('profile.plan.allowed', { count: payment?.cards ?? 0 })}</li>
          {counts.status === 'shown' ? (
            <>
              <li>{t('profile.plan.issued', { count: counts.data.issued })}</li>
              <li>{t('profile.plan.filled', { count: counts.data.filled })}</li>
            </>
          ) : null}
        </ul>
      ),
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
      <ButtonLink to={paths.plans} variant="secondary" className="mt-4">
        {t(payment ? 'plans.change.link' : 'cards.seePlans')}
      </ButtonLink>
    </>
  );
}

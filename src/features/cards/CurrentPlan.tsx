import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getUserInfo } from '@/api/user';
import { useResource } from '@/components/useResource';
import { paths } from '@/lib/paths';
import { currentPlanOf } from '@/lib/plans';

/**
 * The plan above the cards, with the way to change it. Its line is kept from the first render:
 * read after the cards, it would otherwise push them down under a finger about to tap one. While
 * it is read, when it cannot be, and for a user with no plan, the line is empty.
 */
export function CurrentPlan() {
  const { t } = useTranslation('account');
  const { state } = useResource(getUserInfo);
  const plan = state.status === 'shown' ? currentPlanOf(state.data.payments) : undefined;
  return (
    <div className="mt-4 min-h-6">
      {plan ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-800">
          <span>{t('plans.change.yourPlan', { plan: t(`plans.names.${plan.id}`) })}</span>
          <Link
            to={paths.plans}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {t('plans.change.link')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

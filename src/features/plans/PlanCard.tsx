import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { formatBRL } from '@/lib/money';
import { href } from '@/lib/paths';
import type { Plan } from '@/lib/plans';
import { approximatePrice } from './approximatePrice';
import type { PlanOption } from './planOption';

const featureKeys = ['plans.features.record', 'plans.features.qr', 'plans.features.print'] as const;

/** The note under a plan that is not offered, or that says what a change adds. */
function useOptionNote(plan: Plan, option: PlanOption): string | null {
  const { t } = useTranslation('account');
  switch (option.kind) {
    case 'buy':
      return null;
    case 'current':
      return t('plans.change.currentReason');
    case 'upgrade':
      return t('plans.change.adds', { count: option.addedCards });
    case 'tooSmall':
      return t('plans.change.tooSmall', {
        inUse: t('plans.change.inUse', { count: option.cardsInUse }),
        limit: plan.cardLimit,
      });
    case 'smaller':
      return t('plans.change.smaller');
  }
}

function PlanAction({ plan, name, option }: { plan: Plan; name: string; option: PlanOption }) {
  const { t } = useTranslation('account');
  const noteId = useId();
  const note = useOptionNote(plan, option);
  const link = href.checkout({
    id: plan.id,
    price: plan.price,
    planName: plan.name,
    cardLimit: plan.cardLimit,
  });
  const prominent = plan.popular || option.kind === 'upgrade';
  const variant = prominent ? 'primary' : 'secondary';

  if (option.kind === 'buy') {
    return (
      <ButtonLink
        to={link}
        aria-label={t('plans.chooseLabel', { plan: name })}
        variant={variant}
        className="mt-8 min-h-11"
      >
        {t('plans.choose')}
      </ButtonLink>
    );
  }
  const noteElement = (
    <p
      id={noteId}
      className={`mt-6 text-sm ${option.kind === 'upgrade' ? 'text-brand-900' : 'text-slate-700'}`}
    >
      {note}
    </p>
  );
  if (option.kind === 'upgrade') {
    return (
      <>
        {noteElement}
        <ButtonLink
          to={link}
          aria-label={t('plans.change.upgradeLabel', { plan: name })}
          aria-describedby={noteId}
          variant={variant}
          className="mt-8 min-h-11"
        >
          {t('plans.change.upgrade')}
        </ButtonLink>
      </>
    );
  }
  // Not offered, yet kept in the keyboard's path so that its reason is read out with it.
  return (
    <>
      {noteElement}
      <Button
        aria-disabled="true"
        aria-label={t('plans.change.upgradeLabel', { plan: name })}
        aria-describedby={noteId}
        variant="unavailable"
        className="mt-8 min-h-11"
      >
        {t('plans.change.upgrade')}
      </Button>
    </>
  );
}

export function PlanCard({ plan, option = { kind: 'buy' } }: { plan: Plan; option?: PlanOption }) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const name = t(`plans.names.${plan.id}`, { defaultValue: plan.name });
  const approx = approximatePrice(plan, i18n.language);
  const current = option.kind === 'current';
  const badge = current ? t('plans.change.current') : plan.popular ? t('plans.popular') : null;
  const highlighted = current || (plan.popular && option.kind === 'buy');

  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${
        highlighted ? 'ring-2 ring-brand-600 lg:-my-3 lg:py-9' : 'ring-slate-200'
      }`}
    >
      {badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          {badge}
        </p>
      ) : null}
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {name}
      </h2>
      <p className="mt-1 text-slate-700">{t('plans.cards', { count: plan.cardLimit })}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-extrabold tracking-tight text-brand-800">
          {formatBRL(plan.price)}
        </span>
        <span className="text-sm text-slate-700">{t('plans.perYear')}</span>
      </p>
      {approx ? (
        <p className="mt-1 text-sm text-slate-700">{t('plans.approx', { amount: approx })}</p>
      ) : null}
      <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm text-slate-800">
        {featureKeys.map((key) => (
          <li key={key} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-brand-600">
              ✓
            </span>
            {t(key)}
          </li>
        ))}
      </ul>
      <PlanAction plan={plan} name={name} option={option} />
    </article>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatBRL } from '../../lib/money';
import { href } from '../../lib/paths';
import type { Plan } from '../../lib/plans';
import { approximatePrice } from './approximatePrice';

const featureKeys = ['plans.features.record', 'plans.features.qr', 'plans.features.print'] as const;

export function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const name = t(`plans.names.${plan.id}`, { defaultValue: plan.name });
  const approx = approximatePrice(plan, i18n.language);

  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${
        plan.popular ? 'ring-2 ring-brand-600 lg:-my-3 lg:py-9' : 'ring-slate-200'
      }`}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          {t('plans.popular')}
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
      <Link
        to={href.checkout({
          id: plan.id,
          price: plan.price,
          planName: plan.name,
          cardLimit: plan.cardLimit,
        })}
        aria-label={t('plans.chooseLabel', { plan: name })}
        className={`mt-8 inline-flex items-center justify-center rounded-full px-5 py-3 text-sm font-semibold transition-colors ${
          plan.popular
            ? 'bg-brand-700 text-white hover:bg-brand-800'
            : 'border border-brand-700 text-brand-800 hover:bg-brand-50'
        }`}
      >
        {t('plans.choose')}
      </Link>
    </article>
  );
}

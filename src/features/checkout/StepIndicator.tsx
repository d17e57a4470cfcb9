import { useTranslation } from 'react-i18next';

export type Step = 1 | 2 | 3;

const stepKeys = [
  'checkout.steps.register',
  'checkout.steps.verify',
  'checkout.steps.payment',
] as const;

export const STEP_COUNT = stepKeys.length;

export function StepIndicator({ step }: { step: Step }) {
  const { t } = useTranslation('account');
  return (
    <div className="mt-6">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {t('checkout.stepOf', { step, total: STEP_COUNT })}
      </p>
      <ol aria-label={t('checkout.progress')} className="mt-3 grid grid-cols-3 gap-2">
        {stepKeys.map((key, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'next';
          return (
            <li
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col gap-2"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${state === 'next' ? 'bg-slate-300' : 'bg-brand-600'}`}
              />
              <span
                className={`flex items-center gap-1.5 text-xs sm:text-sm ${
                  state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-700'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`grid h-6 w-6 shrink-0 place-items-center rounded-full text-xs font-bold ${
                    state === 'next'
                      ? 'border border-slate-400 text-slate-700'
                      : 'bg-brand-700 text-white'
                  }`}
                >
                  {state === 'done' ? '✓' : number}
                </span>
                {t(key)}
                {state === 'done' ? (
                  <span className="sr-only"> ({t('checkout.stepDone')})</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

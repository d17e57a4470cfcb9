import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';

const SAMPLE_CODE = '000-000-000';

/** The decorative card of the hero: it echoes the code being typed, or a sample one. */
export function CardPreview({ cardCode }: { cardCode: string }) {
  const { t } = useTranslation('public');
  return (
    <div
      aria-hidden="true"
      data-testid="card-preview"
      className="relative aspect-[1.586] w-full max-w-[24rem] overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-800 to-brand-900 p-5 text-white shadow-2xl ring-1 shadow-black/40 ring-white/15 sm:p-6"
    >
      <div className="absolute -top-16 -right-16 h-48 w-48 rounded-full bg-white/10" />
      <div className="absolute -bottom-24 -left-10 h-56 w-56 rounded-full bg-brand-500/20" />
      <div className="relative flex h-full flex-col justify-between">
        <div className="flex items-start justify-between gap-4">
          <div className="flex items-center gap-2 text-sm font-semibold">
            <span className="grid h-7 w-7 place-items-center rounded-lg bg-white text-base font-bold text-brand-800">
              +
            </span>
            {t('common:app.name')}
          </div>
          <span className="grid h-14 w-14 place-items-center rounded-xl bg-white text-brand-900 sm:h-16 sm:w-16">
            <Icon name="qr" className="h-10 w-10 sm:h-12 sm:w-12" />
          </span>
        </div>
        <div>
          <p className="text-xs font-medium tracking-wider text-brand-100 uppercase">
            {t('home.card.codeLabel')}
          </p>
          <p className="mt-1 font-mono text-2xl font-semibold tracking-[0.18em] sm:text-[1.7rem]">
            {cardCode || SAMPLE_CODE}
          </p>
          <p className="mt-3 text-xs font-medium tracking-wider text-brand-100 uppercase">
            {t('home.card.holderLabel')}
          </p>
          <p className="mt-0.5 truncate text-base font-semibold tracking-wide">
            {t('home.card.holderPlaceholder')}
          </p>
        </div>
      </div>
    </div>
  );
}

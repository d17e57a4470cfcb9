import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { endBootView } from '@/bootHandoff/bootView';
import { paths } from '@/lib/paths';
import { CardCode } from '@/components/CardCode';
import { LookalikeCodes } from './LookalikeCodes';

/** No record under this code: say so, show the code read, and offer a new search. */
export function RecordNotFound({ cardCode }: { cardCode: string }) {
  const { t } = useTranslation('recordView');
  useLayoutEffect(endBootView, []);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('notFound.title')}</h1>
      <p className="text-slate-800">
        {t('notFound.code')}{' '}
        <strong>
          <CardCode cardCode={cardCode} className="text-lg tracking-wider" />
        </strong>
      </p>
      <p className="text-slate-700">{t('notFound.text')}</p>
      <LookalikeCodes cardCode={cardCode} />
      <ButtonLink to={paths.home} size="large">
        {t('notFound.search')}
      </ButtonLink>
    </div>
  );
}

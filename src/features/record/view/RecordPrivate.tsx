import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { endBootView } from '@/bootHandoff/bootView';
import { recordPageClass } from '@/recordReading/recordHeading';

/** The patient keeps this record private: say so, with the code read, and show nothing of it. */
export function RecordPrivate({ cardCode }: { cardCode: string }) {
  const { t } = useTranslation('recordView');
  useLayoutEffect(endBootView, []);
  return (
    <div className={recordPageClass}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('private.title')}
      </h1>
      <p className="mt-2 text-slate-800">
        {t('private.code')} <strong className="font-mono text-lg tracking-wider">{cardCode}</strong>
      </p>
      <p className="mt-4 max-w-2xl rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-800">
        {t('private.text')}
      </p>
    </div>
  );
}

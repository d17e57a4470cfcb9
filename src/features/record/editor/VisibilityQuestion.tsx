import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Keep this record visible?": a choice of its own, sent nowhere (SPEC.md section 2). */
export function VisibilityQuestion() {
  const { t } = useTranslation(['recordEditor', 'record']);
  const [visible, setVisible] = useState(true);

  return (
    <fieldset className="mt-6">
      <legend className="font-medium text-slate-900">{t('visibility')}</legend>
      <div className="mt-2 flex gap-2">
        {[true, false].map((choice) => (
          <label
            key={String(choice)}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="record-visible"
              checked={visible === choice}
              onChange={() => setVisible(choice)}
              className="h-4 w-4 accent-brand-700"
            />
            {t(choice ? 'record:yes' : 'record:no')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

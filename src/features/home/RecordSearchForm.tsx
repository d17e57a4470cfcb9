import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { inputClass } from '@/components/FieldFrame';
import { Icon } from '@/components/Icon';
import { cleanCardCode, formatCardCode, isCompleteCardCode } from '@/lib/cardCode';
import { href } from '@/lib/paths';

/**
 * "Buscar prontuário": the way a professional without a camera opens a record by its card code
 * (the product spec, section 5). The value is kept formatted as it is typed or pasted.
 */
export function RecordSearchForm({
  cardCode,
  onCardCodeChange,
}: {
  cardCode: string;
  onCardCodeChange: (formatted: string) => void;
}) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const [showError, setShowError] = useState(false);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCompleteCardCode(cardCode)) {
      setShowError(true);
      return;
    }
    void navigate(href.recordView(cleanCardCode(cardCode)));
  }

  return (
    <form
      role="search"
      aria-labelledby={`${inputId}-label`}
      noValidate
      onSubmit={submit}
      className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl shadow-black/20 sm:p-6"
    >
      <label id={`${inputId}-label`} htmlFor={inputId} className="text-base font-semibold">
        {t('home.search.label')}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t('home.search.hint')}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        {/* No maxLength attribute: the browser would cut a pasted "abc 123 xyz" before it is
            cleaned; the formatter keeps the value to 11 characters instead. */}
        <input
          id={inputId}
          name="code"
          type="text"
          value={cardCode}
          onChange={(event) => {
            onCardCodeChange(formatCardCode(event.target.value));
            setShowError(false);
          }}
          placeholder={t('home.search.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${hintId} ${errorId}` : hintId}
          className={`${inputClass} min-w-0 flex-1 font-mono text-lg tracking-[0.2em] uppercase placeholder:tracking-[0.2em]`}
        />
        <Button type="submit" className="px-6 py-3 text-base">
          <Icon name="search" className="h-5 w-5" />
          {t('home.search.submit')}
        </Button>
      </div>
      <div aria-live="assertive">
        {showError ? (
          <p id={errorId} className="mt-3 text-sm font-medium text-red-700">
            {t('common:errors.codeLength')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

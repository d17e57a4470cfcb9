import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '@/lib/attachmentRules';
import { storageBaseUrl } from '@/lib/env';
import { safeStorageUrl, shortFileName } from '@/lib/fileName';
import { ItemSuffix } from './ItemSuffix';
import { StoredFileLink } from './StoredFileLink';
import { useAttachmentRule } from './useAttachmentRule';

export interface AttachmentPickerProps {
  /** The file chosen for upload, not yet saved. */
  file: File | null;
  /** The file the item already has on the server. */
  storedPath?: string;
  onChange: (file: File | null) => void;
  /** Tells the pickers of a list's cards apart for screen readers ("Alergia 2"). */
  itemTitle?: string;
  disabled?: boolean;
}

/**
 * Chooses the one file of an item, shows its name, and links to the file already saved. A file of
 * another type or over the size limit is refused on the spot. The rule is said under the button
 * before any choice, and again, as the refusal, by the input.
 */
export function AttachmentPicker({
  file,
  storedPath,
  onChange,
  itemTitle,
  disabled,
}: AttachmentPickerProps) {
  const { t } = useTranslation(['recordEditor', 'record']);
  const inputId = useId();
  const ruleId = `${inputId}-rule`;
  const acceptedId = `${inputId}-accepted`;
  const input = useRef<HTMLInputElement>(null);
  const storedUrl = safeStorageUrl(storageBaseUrl, storedPath);
  const rule = useAttachmentRule();
  const accepted = useAttachmentRule('accepted');
  /** How many files in a row were refused: the message is shown anew (and announced) for each. */
  const [refusals, setRefusals] = useState(0);

  // The input forgets its file whenever the form does (remove, save, reload).
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  function choose(chosen: File | null) {
    if (chosen && attachmentProblem(chosen)) {
      setRefusals((count) => count + 1);
      showKeptFile();
      return;
    }
    setRefusals(0);
    onChange(chosen);
  }

  /** After a refusal the input holds the file still chosen, if any, rather than the refused one. */
  function showKeptFile() {
    const element = input.current;
    if (!element) return;
    element.value = '';
    if (file && typeof DataTransfer === 'function') {
      const kept = new DataTransfer();
      kept.items.add(file);
      element.files = kept.files;
    }
  }

  function remove() {
    setRefusals(0);
    onChange(null);
  }

  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {t('record:attachment.label')}
        <ItemSuffix text={itemTitle} />
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        disabled={disabled}
        aria-invalid={refusals > 0 ? true : undefined}
        aria-describedby={refusals > 0 ? ruleId : acceptedId}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
        className="max-w-full text-sm text-slate-800 file:mr-3 file:rounded-full file:border file:border-brand-700 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
      />
      {/* The rule is told before any choice; a refusal says it again, in its place. */}
      {refusals > 0 ? (
        <p key={refusals} id={ruleId} role="alert" className="text-sm font-medium text-red-700">
          {rule}
        </p>
      ) : (
        <p id={acceptedId} className="text-sm text-slate-700">
          {accepted}
        </p>
      )}
      {file ? (
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
          <span>{t('attachment.chosen', { name: shortFileName(file.name) })}</span>
          <button
            type="button"
            disabled={disabled}
            onClick={remove}
            className="rounded-md px-2 py-1 font-semibold text-red-800 underline underline-offset-2 hover:bg-red-50"
          >
            {t('attachment.remove')}
            <ItemSuffix text={itemTitle} />
          </button>
        </p>
      ) : null}
      {storedUrl ? (
        <StoredFileLink
          href={storedUrl}
          className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('record:attachment.view')}
          <ItemSuffix text={itemTitle} />
        </StoredFileLink>
      ) : file ? null : (
        <p className="text-sm text-slate-600">{t('record:attachment.none')}</p>
      )}
    </div>
  );
}

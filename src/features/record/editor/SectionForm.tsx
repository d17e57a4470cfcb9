import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/errors';
import { saveRecord } from '@/api/medicalRecord';
import { Button } from '@/components/Button';
import { SubmitButton } from '@/components/SubmitButton';
import { useFormSubmit } from '@/components/useFormSubmit';
import { notifyError, notifySuccess } from '@/lib/notify';
import { inputChecks } from '../fields/inputChecks';
import { ItemSuffix } from '../fields/ItemSuffix';
import { useAttachmentRule } from '../fields/useAttachmentRule';
import {
  blankItem,
  factsOf,
  toDrafts,
  type FieldDecl,
  type RecordFacts,
  type SectionDecl,
} from '@/record';
import { itemsOf, type AnsweredRead } from '@/recordReading/recordState';
import { isAttachmentRefusal, toldAsRule } from './attachmentRefusal';
import { formValuesOf, isListSection, serverFieldsOf, type SectionFormValues } from './editorItems';
import { ItemCard } from './ItemCard';

export interface SectionFormProps {
  section: SectionDecl;
  cardCode: string;
  /** The last answer: another answer (a new object) resets the form to its items. */
  answer: AnsweredRead;
  /** Reads the section again; rejects when the read fails. */
  refresh: () => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  onFacts: (facts: Partial<RecordFacts> | null) => void;
  labelledBy: string;
}

/** The form of one section: its numbered cards, add and remove, save and reload. */
export function SectionForm({
  section,
  cardCode,
  answer,
  refresh,
  onDirtyChange,
  onFacts,
  labelledBy,
}: SectionFormProps) {
  // `account` holds the words of the checks the record shares with registration and the profile.
  const { t } = useTranslation(['recordEditor', 'record', 'account']);
  const { t: tCommon } = useTranslation('common');
  const list = isListSection(section);
  const title = t(`record:sections.${section.id}.title`);
  const attachmentRule = useAttachmentRule();

  const form = useForm<SectionFormValues>({
    defaultValues: formValuesOf(section, itemsOf(answer)),
  });
  const { control, getValues, reset, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'key' });
  /** The read after a save failed: what is stored is not known, so nothing is saved over it. */
  const [unread, setUnread] = useState(false);
  const [readMessage, setReadMessage] = useState<string | null>(null);

  // The form is left as it is on a failed save: nothing typed is lost.
  const { onSubmit, submit, busy, serverMessage } = useFormSubmit(form, save, {
    fieldOf: serverFieldsOf(section, fields.length),
    defaultErrorKey: 'errors.save',
  });
  const message = serverMessage ?? readMessage;

  // Every answer after the first replaces what the form holds (the spec's editor rules).
  const shownAnswer = useRef(answer);
  useEffect(() => {
    if (answer === shownAnswer.current) return;
    shownAnswer.current = answer;
    reset(formValuesOf(section, itemsOf(answer)));
  }, [answer, section, reset]);

  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function save({ items }: SectionFormValues) {
    if (unread) return;
    try {
      await saveRecord(section.resource, cardCode, toDrafts(section, items));
    } catch (error) {
      const refused = isAttachmentRefusal(error);
      notifyError(refused ? attachmentRule : tCommon('errors.save'));
      throw refused ? toldAsRule(error, attachmentRule) : error;
    }
    // Settled on what was saved before the toast says so: leaving right after it asks nothing.
    reset({ items });
    onDirtyChange(false);
    notifySuccess(t('saved'));
    await readAgain();
  }

  /** Reads the section again; until that succeeds the form keeps what it holds, unsaveable. */
  async function readAgain() {
    try {
      await refresh();
    } catch (error) {
      setUnread(true);
      setReadMessage(`${errorText(error, tCommon, 'errors.recordLoad')} ${t('readFailed')}`);
      return;
    }
    setUnread(false);
    setReadMessage(null);
  }

  function removeItem(index: number) {
    const remaining = getValues('items').filter((_, i) => i !== index);
    remove(index);
    // The removed card took the focused button with it; the section's heading takes the focus.
    document.getElementById(labelledBy)?.focus();
    if (section.saveOnRemove) void submit({ items: remaining });
  }

  const rulesFor = useCallback(
    (field: FieldDecl) => {
      const required = field.name === section.requiredToSave;
      const check = inputChecks[field.kind];
      if (!required && !check) return undefined;
      return {
        validate: (value: unknown) => {
          const input = typeof value === 'string' ? value : '';
          if (required && input.trim() === '') return t('chooseToSave');
          const problem = check?.(input, field);
          return problem ? t(problem) : true;
        },
      };
    },
    [section.requiredToSave, t],
  );

  const empty = fields.length === 0;

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      className="mt-4 flex flex-col gap-4"
    >
      {section.facts ? (
        <FactsReporter control={control} section={section} onFacts={onFacts} />
      ) : null}

      {empty ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-400 p-5">
          <p className="text-slate-700">{t(`record:sections.${section.id}.empty`)}</p>
          <Button variant="secondary" onClick={() => append(blankItem(section))}>
            {t(`record:sections.${section.id}.addFirst`)}
          </Button>
        </div>
      ) : null}

      {fields.map((item, index) => (
        <ItemCard
          key={item.key}
          section={section}
          index={index}
          control={control}
          itemTitle={list ? t(`record:sections.${section.id}.item`, { n: index + 1 }) : undefined}
          onFileChange={(file) => setValue(`items.${index}.file`, file, { shouldDirty: true })}
          onRemove={index > 0 ? () => removeItem(index) : undefined}
          rulesFor={rulesFor}
          busy={busy}
        />
      ))}

      {empty ? null : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {list ? (
            <Button variant="secondary" onClick={() => append(blankItem(section))} disabled={busy}>
              {t('add')}
              <ItemSuffix text={title} />
            </Button>
          ) : (
            <span />
          )}
          {unread ? (
            <span />
          ) : (
            // Busy, not disabled, while saving: a disabled button would drop the keyboard focus.
            <SubmitButton
              busy={busy}
              busyLabel={
                <>
                  {t('saving')}
                  <ItemSuffix text={title} />
                </>
              }
            >
              {t('save')}
              <ItemSuffix text={title} />
            </SubmitButton>
          )}
        </div>
      )}

      {message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
      {unread ? (
        <Button variant="secondary" onClick={() => void readAgain()} className="self-start">
          {t('readAgain')}
          <ItemSuffix text={title} />
        </Button>
      ) : null}
    </form>
  );
}

/**
 * Tells the page what the first card holds right now for the other sections' rules; a component
 * of its own, so that typing re-renders only it and not the whole form.
 */
function FactsReporter({
  control,
  section,
  onFacts,
}: {
  control: Control<SectionFormValues>;
  section: SectionDecl;
  onFacts: (facts: Partial<RecordFacts> | null) => void;
}) {
  const firstValues = useWatch({ control, name: 'items.0.values' });
  const facts = firstValues ? factsOf(section, firstValues) : null;
  // The page keeps only changes, so telling it after every render is cheap.
  useEffect(() => onFacts(facts));
  useEffect(() => () => onFacts(null), [onFacts]);
  return null;
}

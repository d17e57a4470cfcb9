import { useEffect } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { saveVisibility } from '@/api/visibility';
import { Button } from '@/components/Button';
import { buttonClass } from '@/styles/buttonClass';
import { Notice } from '@/components/Notice';
import { RadioGroupField } from '@/components/RadioGroup';
import { Spinner } from '@/components/Spinner';
import { SubmitButton } from '@/components/SubmitButton';
import { useFormSubmit } from '@/components/useFormSubmit';
import { notifySuccess } from '@/lib/notify';
import { href } from '@/lib/paths';
import {
  identityNumberChoices,
  sections,
  sectionsThatApply,
  type IdentityNumbers,
  type RecordFacts,
  type RecordVisibility,
} from '@/record';
import type { CardVisibility } from './useCardVisibility';

/** The id the page's unsaved-changes report knows this form by. */
export const PUBLIC_PAGE_FORM = 'public-page';

interface ChoiceValues {
  visible: 'yes' | 'no';
  /** The resources shown on the public page. */
  shown: string[];
  identityNumbers: IdentityNumbers;
}

function toValues(visibility: RecordVisibility): ChoiceValues {
  const hidden = new Set<string>(visibility.hiddenSections);
  return {
    visible: visibility.recordVisible ? 'yes' : 'no',
    shown: sections.filter((s) => !hidden.has(s.resource)).map((s) => s.resource),
    identityNumbers: visibility.identityNumbers,
  };
}

/** The choices made; a section not offered (it does not apply to this record) keeps its own. */
function fromValues(
  values: ChoiceValues,
  offered: readonly { resource: string }[],
  saved: RecordVisibility,
): RecordVisibility {
  const isOffered = (resource: string) => offered.some((section) => section.resource === resource);
  const hidden = (resource: string) =>
    isOffered(resource)
      ? !values.shown.includes(resource)
      : saved.hiddenSections.some((name) => name === resource);
  return {
    recordVisible: values.visible === 'yes',
    hiddenSections: sections
      .filter((section) => hidden(section.resource))
      .map((section) => section.resource),
    identityNumbers: values.identityNumbers,
  };
}

const checkboxRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50';

function ChoicesForm({
  cardCode,
  saved,
  facts,
  onSaved,
  onDirtyChange,
}: {
  cardCode: string;
  saved: RecordVisibility;
  facts: RecordFacts | null;
  onSaved: (visibility: RecordVisibility) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(['recordEditor', 'record']);
  const form = useForm<ChoiceValues>({ defaultValues: toValues(saved) });
  const { control, reset } = form;
  const visible = useWatch({ control, name: 'visible' });
  // The shown sections as one list, not read back from the checkboxes on screen: a section's
  // checkbox that appears later (pregnancy, once the gender is read) keeps its choice.
  const { field: shownField } = useController({ control, name: 'shown' });
  const toggleShown = (resource: string, show: boolean) =>
    shownField.onChange(
      show ? [...shownField.value, resource] : shownField.value.filter((name) => name !== resource),
    );
  const { isDirty } = form.formState;
  // The same sections the editor shows: a section that does not apply is no choice to make.
  const offered = sectionsThatApply(facts);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const { onSubmit, busy, serverMessage } = useFormSubmit(
    form,
    async (values) => {
      const stored = await saveVisibility(cardCode, fromValues(values, offered, saved));
      reset(toValues(stored));
      onSaved(stored);
      notifySuccess(t('publicPage.saved'));
    },
    { defaultErrorKey: 'errors.save' },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-5">
      <RadioGroupField
        control={control}
        name="visible"
        legend={t('visibility')}
        options={[
          { value: 'yes', label: t('record:yes') },
          { value: 'no', label: t('record:no') },
        ]}
      />
      {visible === 'no' ? (
        <div className="space-y-2 text-slate-800">
          <p>{t('publicPage.privateNote')}</p>
          <p>{t('publicPage.printedStayReadable')}</p>
          <Link
            to={href.addressOnlyQr(cardCode)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t('publicPage.addressOnlyQr')}
          </Link>
        </div>
      ) : (
        <>
          <fieldset>
            <legend className="font-medium text-slate-900">{t('publicPage.sections')}</legend>
            <p className="mt-1 text-sm text-slate-700">{t('publicPage.sectionsHint')}</p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {offered.map((section) => (
                <label key={section.id} className={checkboxRow}>
                  <input
                    type="checkbox"
                    name={shownField.name}
                    value={section.resource}
                    checked={shownField.value.includes(section.resource)}
                    onChange={(event) => toggleShown(section.resource, event.target.checked)}
                    onBlur={shownField.onBlur}
                    className="h-4 w-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 break-words hyphens-auto">
                    {t(`record:sections.${section.id}.title`)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <RadioGroupField
              control={control}
              name="identityNumbers"
              legend={t('publicPage.identityLegend')}
              options={identityNumberChoices.map((choice) => ({
                value: choice,
                label: t(`publicPage.identityChoice.${choice}`),
              }))}
            />
            <p className="mt-2 max-w-2xl text-sm text-slate-700">{t('publicPage.identityHint')}</p>
          </div>
        </>
      )}
      {serverMessage ? <Notice>{serverMessage}</Notice> : null}
      <SubmitButton busy={busy} busyLabel={t('publicPage.saving')} className="self-start">
        {t('publicPage.save')}
      </SubmitButton>
    </form>
  );
}

/**
 * What the public page (the card's QR code) shows: the record at all ("Deseja manter esse
 * prontuário visível?"), each section, and the identity numbers in part, in full or not at all.
 */
export function PublicPageChoices({
  cardCode,
  visibility,
  facts,
  onDirtyChange,
}: {
  cardCode: string;
  visibility: CardVisibility;
  /** The record's facts, which say the sections that apply; null until they are read. */
  facts: RecordFacts | null;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(['recordEditor', 'common']);
  const { state, retry, current, setSaved, notOffered } = visibility;
  return (
    // Not a region: the page's regions are the record's sections.
    <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-xl font-bold tracking-tight text-slate-900">{t('publicPage.title')}</h2>
      <p className="mt-1 max-w-2xl text-slate-700">{t('publicPage.intro')}</p>
      <a
        href={href.recordView(cardCode)}
        target="_blank"
        rel="noopener"
        className={buttonClass('secondary', 'mt-3 min-h-11')}
      >
        {t('publicPage.preview')}
        <span className="sr-only"> {t('publicPage.previewNewTab')}</span>
      </a>
      {current ? (
        <ChoicesForm
          cardCode={cardCode}
          saved={current}
          facts={facts}
          onSaved={setSaved}
          onDirtyChange={onDirtyChange}
        />
      ) : notOffered ? (
        // Part of the page as it opens, not news to announce: no status role.
        <p className="mt-4 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
          {t('publicPage.notOffered')}
        </p>
      ) : state.status === 'failed' ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <Notice>
            {t('publicPage.loadFailed')} {state.message}
          </Notice>
          <Button variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('common:common.loading')} className="py-6" />
      )}
    </div>
  );
}

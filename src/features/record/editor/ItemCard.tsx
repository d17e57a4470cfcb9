import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { AttachmentPicker } from '../fields/AttachmentPicker';
import { fieldLabel, visibleFields, type FieldDecl, type SectionDecl } from '@/record';
import { FieldInput, type FieldInputProps } from '../fields/FieldInput';
import { ItemSuffix } from '../fields/ItemSuffix';
import type { SectionFormValues } from './editorItems';

export interface ItemCardProps {
  section: SectionDecl;
  index: number;
  control: Control<SectionFormValues>;
  /** "Alergia 2": the card's number in a list; none for a section of one card. */
  itemTitle?: string;
  onFileChange: (file: File | null) => void;
  /** Leave it out for a card that cannot be removed. */
  onRemove?: () => void;
  rulesFor: (field: FieldDecl) => FieldInputProps<SectionFormValues>['rules'];
  busy: boolean;
}

const hasRules = (section: SectionDecl) => section.fields.some((field) => field.shownWhen);

/** One card of a section form: the fields its rules show right now, its file, its removal. */
export function ItemCard({
  section,
  index,
  control,
  itemTitle,
  onFileChange,
  onRemove,
  rulesFor,
  busy,
}: ItemCardProps) {
  const { t } = useTranslation(['recordEditor', 'record']);
  // Watched, so that "shown when" rules follow the values as they are typed; a section without
  // such rules does not re-render a whole card on every key.
  const values = useWatch({
    control,
    name: `items.${index}.values`,
    disabled: !hasRules(section),
  });
  const file = useWatch({ control, name: `items.${index}.file` });
  const storedPath = useWatch({ control, name: `items.${index}.attachment_file_path` });

  const body = (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {visibleFields(section, values ?? {}).map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            control={control}
            name={`items.${index}.values.${field.name}`}
            label={
              <>
                {fieldLabel(section.id, field, t)}
                <ItemSuffix text={itemTitle} />
              </>
            }
            rules={rulesFor(field)}
            className={field.wide || field.kind === 'textarea' ? 'sm:col-span-2' : ''}
          />
        ))}
        <AttachmentPicker
          file={file ?? null}
          storedPath={storedPath}
          onChange={onFileChange}
          itemTitle={itemTitle}
          disabled={busy}
        />
      </div>
      {onRemove ? (
        <div className="mt-4 flex justify-end">
          <Button variant="danger" onClick={onRemove} disabled={busy}>
            {t('remove')}
            <ItemSuffix text={itemTitle} />
          </Button>
        </div>
      ) : null}
    </>
  );

  if (!itemTitle) return <div>{body}</div>;
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-300 p-4 [contain:content] sm:p-5">
      <legend className="px-2 text-base font-semibold text-slate-900">{itemTitle}</legend>
      {body}
    </fieldset>
  );
}

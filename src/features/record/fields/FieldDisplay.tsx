import { useTranslation } from 'react-i18next';
import { rulesOf, shownValue, type FieldDecl } from '@/record';

/** A field's stored value as the record view shows it: "not informed" marked, a phone a link. */
export function FieldDisplay({ field, value }: { field: FieldDecl; value: string | undefined }) {
  const { t } = useTranslation('record');
  const shown = shownValue(field, value, t);
  if (shown.href) {
    return (
      <a href={shown.href} className="font-medium text-brand-800 underline underline-offset-2">
        {shown.text}
      </a>
    );
  }
  const className = shown.missing
    ? 'italic text-slate-600'
    : rulesOf(field).multiline
      ? 'whitespace-pre-line'
      : undefined;
  return <span className={className}>{shown.text}</span>;
}

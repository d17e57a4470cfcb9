import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../../lib/phone';
import type { FieldDecl, FieldKind } from '../sections/types';
import { displayText } from './displayText';

interface DisplayProps {
  field: FieldDecl;
  value: string | undefined;
  t: TFunction;
}

const missingClass = 'italic text-slate-600';

function plainText({ field, value, t }: DisplayProps, extraClass = ''): ReactNode {
  const text = displayText(field, value, t);
  const missing = text === t('record:notInformed');
  return <span className={missing ? missingClass : extraClass || undefined}>{text}</span>;
}

const longText = (props: DisplayProps) => plainText(props, 'whitespace-pre-line');

/** A phone as its mask, and a tap-to-call link when it is a whole number. */
function phone(props: DisplayProps): ReactNode {
  const href = telHref(props.value ?? '');
  if (!href) return plainText(props);
  return (
    <a href={href} className="font-medium text-brand-800 underline underline-offset-2">
      {displayText(props.field, props.value, props.t)}
    </a>
  );
}

/** The Display half of the field-type registry: one per kind, every text from displayText. */
const displays: Record<FieldKind, (props: DisplayProps) => ReactNode> = {
  text: plainText,
  textarea: longText,
  date: plainText,
  select: plainText,
  yesno: plainText,
  cpf: plainText,
  phone,
  number: plainText,
};

/** A field's stored value as the record view shows it. */
export function FieldDisplay({ field, value }: { field: FieldDecl; value: string | undefined }) {
  const { t } = useTranslation('record');
  return displays[field.kind]({ field, value, t });
}

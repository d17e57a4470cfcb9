import type { Translate } from '../../../i18n/translate';
import { formatCpf } from '../../../lib/cpf';
import { formatDate } from '../../../lib/dates';
import { formatPhone } from '../../../lib/phone';
import { optionKey } from '../sections/options';
import type { FieldDecl } from '../sections/types';

/** A field's value as the view and the print window show it, always plain text. */
export function displayText(field: FieldDecl, raw: string | undefined, t: Translate): string {
  const value = (raw ?? '').trim();
  const missing = t('record:notInformed');
  switch (field.kind) {
    case 'yesno':
      return value === '1' ? t('record:yes') : value === '0' ? t('record:no') : missing;
    case 'date':
      return formatDate(value) ?? missing;
    case 'phone':
      return value ? formatPhone(value) : missing;
    case 'cpf':
      return value ? formatCpf(value) : missing;
    case 'select':
      if (!value) return missing;
      return field.enumName
        ? t(`record:enums.${field.enumName}.${optionKey(value)}`, { defaultValue: value })
        : value;
    case 'number':
      if (!value) return missing;
      return field.unitKey ? t(`record:${field.unitKey}`, { value }) : value;
    default:
      return value || missing;
  }
}

/** The label of a field in a section, for every use. */
export function fieldLabel(sectionId: string, field: FieldDecl, t: Translate): string {
  return t(`record:fields.${sectionId}.${field.name}`);
}

import type { FieldValues } from 'react-hook-form';
import { useBoundInput, type BindProps, type BoundProps } from './boundInput';
import { MaskedTextField, type MaskedTextFieldProps } from './MaskedTextField';

/** A masked field bound to react-hook-form: its value, its rules and its error message. */
export function MaskedField<T extends FieldValues>({
  control,
  name,
  rules,
  ...field
}: Omit<MaskedTextFieldProps, BoundProps> & BindProps<T>) {
  const bound = useBoundInput({ control, name, rules });
  return <MaskedTextField {...field} {...bound} />;
}

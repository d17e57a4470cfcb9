import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { MaskedTextField, type MaskedTextFieldProps } from './MaskedTextField';

type BoundProps = 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef' | 'error';

/** A masked field bound to react-hook-form: its value, its rules and its error message. */
export function MaskedField<T extends FieldValues>({
  control,
  name,
  rules,
  ...field
}: Omit<MaskedTextFieldProps, BoundProps> & {
  control: Control<T>;
  name: FieldPath<T>;
  rules?: Omit<RegisterOptions<T, FieldPath<T>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs'>;
}) {
  const { field: bound, fieldState } = useController({ control, name, rules });
  return (
    <MaskedTextField
      {...field}
      value={bound.value as string}
      onChange={bound.onChange}
      onBlur={bound.onBlur}
      name={bound.name}
      inputRef={bound.ref}
      error={fieldState.error?.message}
    />
  );
}

import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';

/** The props that tie an input to a field of react-hook-form. */
export interface BindProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  rules?: Omit<RegisterOptions<T, FieldPath<T>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs'>;
}

/** The props of a plain input that a bound one fills from react-hook-form. */
export type BoundProps = 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef' | 'error';

/** A text-valued field of react-hook-form, as the props of a plain controlled input. */
export function useBoundInput<T extends FieldValues>({ control, name, rules }: BindProps<T>) {
  const { field, fieldState } = useController({ control, name, rules });
  const onChange: (value: string) => void = field.onChange;
  return {
    value: typeof field.value === 'string' ? field.value : '',
    onChange,
    onBlur: field.onBlur,
    name: field.name,
    inputRef: field.ref,
    error: fieldState.error?.message,
  };
}

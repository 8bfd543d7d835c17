import { memo, type InputHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { useField, type FieldProps } from '../Field/useField';
import * as css from '../Field/Field.css';

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'onChange'> {
  value: string;
}

/** A labelled one-line text input (any `type`: email, tel, url, password, ...). */
export const TextField = memo(function TextField(props: TextFieldProps) {
  const { field, control } = useField(props);
  return (
    <Field {...field}>
      <input className={css.control} {...control} />
    </Field>
  );
});

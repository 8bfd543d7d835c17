import { memo, type TextareaHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { useField, type FieldProps } from '../Field/useField';
import * as css from './TextAreaField.css';

export interface TextAreaFieldProps
  extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'onChange'> {
  value: string;
}

/** A labelled multi-line text input that grows vertically when the visitor drags it. */
export const TextAreaField = memo(function TextAreaField(props: TextAreaFieldProps) {
  const { field, control } = useField(props);
  return (
    <Field {...field}>
      <textarea className={css.textarea} {...control} />
    </Field>
  );
});

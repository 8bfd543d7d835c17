import { memo, type SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { useField, type FieldProps } from '../Field/useField';
import * as css from './SelectField.css';
import type { SelectOption } from './SelectField.props';
export type { SelectOption };

export interface SelectFieldProps
  extends
    FieldProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'onChange' | 'children'> {
  value: string;
  options: readonly SelectOption[];
  /** The empty first option, e.g. 'Select your city'. */
  placeholder?: string;
}

/** A labelled native select: the platform's own picker on every device. */
export const SelectField = memo(function SelectField({
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const { field, control } = useField(props);
  return (
    <Field {...field}>
      <select className={css.select} {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
});

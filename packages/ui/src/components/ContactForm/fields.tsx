import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './fields.css';

interface FieldFrameProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
}

/** Label, control, hint and error wired together: one label per control, described by both. */
function useFieldIds(hint?: string, error?: string) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldFrame({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: FieldFrameProps & {
  id: string;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <label className={css.label} htmlFor={id}>
        {label}
        {/* The control's `required` flag tells assistive technology; the star is for the eye. */}
        {required && (
          <span className={css.requiredMarker} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={css.error}>
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps
  extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

export function TextField({
  label,
  required,
  hint,
  error,
  className,
  onValueChange,
  ...input
}: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <FieldFrame {...{ id, label, required, hint, hintId, error, errorId, className }}>
      <input
        id={id}
        className={css.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends
    FieldFrameProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'onChange' | 'children'> {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty first option, e.g. 'Select your city'. */
  placeholder?: string;
}

export function SelectField({
  label,
  required,
  hint,
  error,
  className,
  onValueChange,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <FieldFrame {...{ id, label, required, hint, hintId, error, errorId, className }}>
      <select
        id={id}
        className={`${css.control} ${css.select}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends
    FieldFrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

export function TextAreaField({
  label,
  required,
  hint,
  error,
  className,
  onValueChange,
  ...textarea
}: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <FieldFrame {...{ id, label, required, hint, hintId, error, errorId, className }}>
      <textarea
        id={id}
        className={`${css.control} ${css.textarea}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        {...textarea}
      />
    </FieldFrame>
  );
}

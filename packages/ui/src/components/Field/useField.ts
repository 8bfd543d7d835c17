import { useId, type ChangeEvent } from 'react';

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  required?: boolean;
  /** A line under the control that says what to enter. */
  hint?: string;
  /** What is wrong with the value; marks the control invalid and describes it. */
  error?: string;
  className?: string;
  value: string;
  onValueChange: (value: string) => void;
}

type FieldControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The wiring every field shares: one id for the label and its control, ids for the hint and the
 * error, the control described by both and marked invalid while there is an error, and the
 * change event reduced to the new value. Returns the props for `Field` and the control's props
 * (the rest of the caller's props last, so an explicit attribute still wins).
 */
export function useField<Props extends FieldProps & { id?: string }>({
  id: idProp,
  label,
  required,
  hint,
  error,
  className,
  onValueChange,
  ...rest
}: Props) {
  // A given id lets an error summary link to the control; the label follows it.
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    field: { id, label, required, hint, hintId, error, errorId, className },
    control: {
      id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      onChange: (event: ChangeEvent<FieldControlElement>) => onValueChange(event.target.value),
      ...rest,
    },
  };
}

export type FieldFrameProps = ReturnType<typeof useField>['field'];

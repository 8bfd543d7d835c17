import { useCallback, useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';

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
  const controlRef = useRef<FieldControlElement | null>(null);
  const setControl = useCallback((element: FieldControlElement | null) => {
    controlRef.current = element;
  }, []);
  const { value } = rest;
  // Text typed into a prerendered field before the page's script ran: React keeps it on screen
  // while it hydrates the control, but would write `value` (the form's state, still empty) over
  // it at the field's next render. Handing it to the form once, as it hydrates, keeps it. A
  // control rendered in the browser shows `value` already, and a select's own value may differ
  // from one none of its options has, so both are left alone.
  useLayoutEffect(() => {
    const control = controlRef.current;
    if (control && !(control instanceof HTMLSelectElement) && control.value !== value)
      onValueChange(control.value);
    // Once, as the control mounts (or hydrates): later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    field: { id, label, required, hint, hintId, error, errorId, className },
    control: {
      id,
      ref: setControl,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      onChange: (event: ChangeEvent<FieldControlElement>) => onValueChange(event.target.value),
      ...rest,
    },
  };
}

export type FieldFrameProps = ReturnType<typeof useField>['field'];

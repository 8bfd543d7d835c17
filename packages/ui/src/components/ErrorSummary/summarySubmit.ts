import { useState, type FormEvent } from 'react';
import type { ErrorSummaryItem } from './ErrorSummary';

/**
 * The summary's items: each field with a message, in the order the form shows them, linked by the
 * id of its control.
 */
export const summaryItems = <Field extends string>(
  fields: readonly Field[],
  fieldErrors: Partial<Record<Field, string>>,
  fieldId: (field: Field) => string,
): ErrorSummaryItem[] =>
  fields.flatMap((field) => {
    const message = fieldErrors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

/**
 * A form's submit the GOV.UK way: a submit that finds field errors moves focus to the error summary
 * at the top of the form, whose links lead to each field (WCAG 3.3.1, 4.1.3). Every submit (none
 * while `busy`) counts, and the count is the summary's `focusKey`, so a second refused submit
 * brings focus back to it even when it was already showing.
 */
export function useCountedSubmit(busy: boolean, onSubmit: () => void) {
  const [submits, setSubmits] = useState(0);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmits((count) => count + 1);
    onSubmit();
  };
  return { submits, handleSubmit };
}

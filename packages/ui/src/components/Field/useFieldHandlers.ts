import { useLayoutEffect, useRef, useState } from 'react';

/**
 * One change handler per field of a form, the same function on every render, which calls the
 * form's latest `onChange`. A keystroke then re-renders the one field whose value changed: the
 * others (memoised, as TextField, SelectField and TextAreaField are) see the same props and are
 * skipped, where a new arrow per render would re-render the whole form on every key.
 */
export function useFieldHandlers<Field extends string>(
  fields: readonly Field[],
  onChange: (field: Field, value: string) => void,
): Record<Field, (value: string) => void> {
  const latest = useRef(onChange);
  // Events run after the commit that gave them their handler, so the ref is current by then.
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const [handlers] = useState(
    () =>
      Object.fromEntries(
        fields.map((field) => [field, (value: string) => latest.current(field, value)]),
      ) as Record<Field, (value: string) => void>,
  );
  return handlers;
}

import { useState } from 'react';

// A controlled component's state held inside a story, the way the page or flow that renders it
// holds it, so typing and keyboard moves show up: the story's args give the first value, and the
// args' handler (a spy) still hears every change.

/** One value and the handler that changes it (a field's text, a toggle's choice). */
export function useHeld<Value>(initial: Value, report: (next: Value) => void) {
  const [value, setValue] = useState(initial);
  const change = (next: Value) => {
    setValue(next);
    report(next);
  };
  return [value, change, setValue] as const;
}

/** A form's values, changed one field at a time: `onChange(field, value)`. */
export function useHeldFields<Values extends object>(
  initial: Values,
  report: (field: keyof Values, value: string) => void,
) {
  const [values, setValues] = useState(initial);
  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    report(field, value);
  };
  return [values, change, setValues] as const;
}

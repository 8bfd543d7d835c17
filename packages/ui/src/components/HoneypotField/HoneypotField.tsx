import { useId } from 'react';
import * as css from './HoneypotField.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

/** The field name the backend treats as the honeypot (supabase/functions/_shared/abuse.ts). */
export const HONEYPOT_FIELD_NAME = 'fax';

export interface HoneypotFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  name?: string;
  /** Read only by bots, which fill what a label asks for. */
  label?: string;
}

/**
 * A form field people never see, reach or hear: off-screen, out of the tab order, hidden from
 * assistive technology and from autofill. A bot that fills it in gives itself away, and the
 * backend answers it with the normal success while storing and mailing nothing.
 */
export function HoneypotField({
  value,
  onValueChange,
  name = HONEYPOT_FIELD_NAME,
  label: labelProp,
}: HoneypotFieldProps) {
  const t = useUiTextsOr('HoneypotField', english.HoneypotField);
  const label = labelProp ?? t.label;
  const id = useId();
  return (
    <div className={css.offscreen} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Stack } from '../../primitives/layout';
import { FieldLabel } from '../FieldLabel/FieldLabel';
import { FieldMessage } from '../FieldMessage/FieldMessage';
import type { FieldFrameProps } from './useField';
import * as css from './Field.css';

/** Label above, control, then the hint and the error under it: the frame `useField` wires up. */
export function Field({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <Stack space="xxs" className={[css.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children}
      {hint && hintId && <FieldMessage id={hintId} tone="hint" message={hint} />}
      {error && errorId && <FieldMessage id={errorId} tone="critical" message={error} />}
    </Stack>
  );
}

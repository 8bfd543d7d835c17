import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './FieldMessage.css';

/** The tones a field message comes in: a hint, or an error with its alert icon. */
export const fieldMessageTones = ['hint', 'critical'] as const;
type FieldMessageTone = (typeof fieldMessageTones)[number];

export interface FieldMessageProps {
  /** The control points at this id with `aria-describedby`. */
  id: string;
  tone: FieldMessageTone;
  message: string;
}

/** A line under a form control that describes it: what to enter, or what is wrong. */
export function FieldMessage({ id, tone, message }: FieldMessageProps) {
  return (
    <p id={id} className={`${css.message} ${css.tone[tone]}`}>
      {tone === 'critical' && <Glyph d={glyph.alert} size={16} />}
      {message}
    </p>
  );
}

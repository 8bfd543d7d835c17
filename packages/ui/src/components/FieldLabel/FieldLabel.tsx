import * as css from './FieldLabel.css';

export interface FieldLabelProps {
  /** Id of the control this label names. */
  htmlFor: string;
  label: string;
  required?: boolean;
}

/** A form control's visible name, with a star when the control is required. */
export function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <label className={css.label} htmlFor={htmlFor}>
      {label}
      {/* The control's `required` flag tells assistive technology; the star is for the eye. */}
      {required && (
        <span className={css.requiredMarker} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useUiTexts } from '../../i18n/context';
import * as css from './ErrorSummary.css';

/** One invalid field: the id of its control and what is wrong with it (the message beside it). */
export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** The form's notice title, e.g. the spec's 'Please fill in required fields'; the pack's by default. */
  title?: string;
  /** The notice's text under the title, e.g. 'First name, last name, email, and message are required.' */
  description?: string;
  errors: readonly ErrorSummaryItem[];
  /**
   * Changes on every refused submit (a submit count): the summary takes focus each time, so a
   * screen reader reads it out and a keyboard user starts from it (GOV.UK error summary).
   */
  focusKey?: number;
  lang?: string;
}

/**
 * Moves focus to the field a summary link names, with its label in view: the label, above the
 * control, says what the field is (GOV.UK Frontend does the same instead of following the anchor,
 * which would scroll the label out of view).
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * The box at the top of a form after a refused submit, the GOV.UK Frontend way: the notice's title
 * and text, then each invalid field's message as a link to the field. Each field shows the same
 * message beside it (the fields' `error`), and the form keeps its `required` attributes with
 * `noValidate`, so the browser's own bubbles never compete with it.
 */
export function ErrorSummary({ title, description, errors, focusKey, lang }: ErrorSummaryProps) {
  const t = useUiTexts('ErrorSummary');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Scrolled by script first: WebKit's focus scroll ignores the page's scroll-padding (the
    // fixed header's room), which this call honours in every engine.
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, [focusKey]);
  return (
    <div
      ref={ref}
      className={css.summary}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      lang={lang}
      data-error-summary=""
    >
      <h2 className={css.title} id={titleId}>
        {title ?? t.title}
      </h2>
      {description && <p className={css.description}>{description}</p>}
      <ul className={css.list}>
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a
              className={css.link}
              href={`#${fieldId}`}
              onClick={(event) => focusField(event, fieldId)}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

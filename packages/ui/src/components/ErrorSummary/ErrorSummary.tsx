import { useEffect, useId, useRef } from 'react';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import * as css from './ErrorSummary.css';
import { errorSummaryHook, focusErrorSummary, focusField } from './errorSummaryBehaviour';

/** One invalid field: the id of its control and what is wrong with it (the message beside it). */
export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** The form's notice title, e.g. the spec's 'Please fill in required fields'; the pack's by default. */
  title?: string;
  /**
   * The notice's text under the title, e.g. 'First name, last name, email, and message are
   * required.'; '' renders it empty and hidden (a slot a page without React fills).
   */
  description?: string;
  /** Each field in error; an item with an empty message is rendered hidden (a slot to fill). */
  errors: readonly ErrorSummaryItem[];
  /**
   * Changes on every refused submit (a submit count): the summary takes focus each time, so a
   * screen reader reads it out and a keyboard user starts from it (GOV.UK error summary).
   */
  focusKey?: number;
  lang?: string;
}

/**
 * The box at the top of a form after a refused submit, the GOV.UK Frontend way: the notice's title
 * and text, then each invalid field's message as a link to the field. Each field shows the same
 * message beside it (the fields' `error`), and the form keeps its `required` attributes with
 * `noValidate`, so the browser's own bubbles never compete with it.
 */
export function ErrorSummary({ title, description, errors, focusKey, lang }: ErrorSummaryProps) {
  const t = useUiTextsOr('ErrorSummary', english.ErrorSummary);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A summary rendered hidden (a form's slot for its errors, ContactForm's) is not reported yet.
    if (ref.current && !ref.current.closest('[hidden]')) focusErrorSummary(ref.current);
  }, [focusKey]);
  return (
    <div
      ref={ref}
      className={css.summary}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      lang={lang}
      {...{ [errorSummaryHook]: '' }}
    >
      <h2 className={css.title} id={titleId}>
        {title ?? t.title}
      </h2>
      {/* An empty description ('') is rendered hidden, named, for a page without React to fill. */}
      {description !== undefined && (
        <p className={css.description} data-slot="description" hidden={!description}>
          {description}
        </p>
      )}
      <ul className={css.list}>
        {errors.map(({ fieldId, message }) => (
          // An empty message is a field in no error, rendered hidden for a page without React.
          <li key={fieldId} hidden={!message}>
            <a
              className={css.link}
              href={`#${fieldId}`}
              // The DOM's focusField, which a page without React runs too (enhanceErrorSummary).
              onClick={(event) => focusField(fieldId) && event.preventDefault()}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

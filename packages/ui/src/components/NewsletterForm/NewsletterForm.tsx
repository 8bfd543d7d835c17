import { useId, type FormEvent } from 'react';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Button } from '../Button/Button';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary';
import { FieldLabel } from '../FieldLabel/FieldLabel';
import * as fieldCss from '../Field/Field.css';
import * as messageCss from '../FieldMessage/FieldMessage.css';
import { HoneypotField } from '../HoneypotField/HoneypotField';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { Notice } from '../Notice/Notice';
import { noticeTones } from '../Notice/Notice.props';
import * as css from './NewsletterForm.css';
import {
  newsletterFormDefaults as defaults,
  newsletterFormHooks as hooks,
  type NewsletterFormProps,
} from './NewsletterForm.props';

const ignore = () => {};

/**
 * A newsletter sign-up: one address and a button, validated the GOV.UK way like the other forms
 * (`noValidate` with `required` kept; on a refused submit an error summary at the top links to
 * the field, the same message beside it, focus to the summary). Presentational: the state comes
 * in as props. A page without React runs the same markup with the DOM functions of
 * newsletterFormBehaviour.ts (exported from `@northbeam/ui/enhance`), which is why every part
 * they write to is rendered even when empty, with a template of the notice for each tone.
 */
export function NewsletterForm({
  email = defaults.email,
  onEmailChange,
  onSubmit,
  error = null,
  focusKey,
  submitting = defaults.submitting,
  notice = null,
  labels: labelOverrides,
  lang,
}: NewsletterFormProps) {
  const labels = { ...useUiTextsOr('NewsletterForm', english.NewsletterForm), ...labelOverrides };
  const notifications = useUiTextsOr('Toaster', english.Toaster).label;
  const id = useId();
  const emailId = `${id}-email`;
  const errorId = `${id}-error`;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit?.();
  };
  return (
    <div className={css.root} lang={lang}>
      {/* One polite region that exists before its first message, so screen readers announce it. */}
      <section
        aria-label={notifications}
        aria-live="polite"
        className={css.notices}
        {...{ [hooks.notices]: '' }}
      >
        {notice && <Notice {...notice} live={false} />}
      </section>
      {noticeTones.map((tone) => (
        <template key={tone} {...{ [hooks.noticeTemplate]: tone }}>
          <Notice tone={tone} title="" description="" live={false} />
        </template>
      ))}
      <form
        className={css.form}
        // The flow checks the address and the summary reports it; `required` stays for
        // assistive technology and autofill.
        noValidate
        aria-label={labels.formLabel}
        onSubmit={handleSubmit}
        {...{ [hooks.form]: '' }}
      >
        <div className={css.summary} hidden={!error} {...{ [hooks.summary]: '' }}>
          <ErrorSummary errors={[{ fieldId: emailId, message: error ?? '' }]} focusKey={focusKey} />
        </div>
        <div className={css.field}>
          <FieldLabel htmlFor={emailId} label={labels.emailLabel} />
          <input
            id={emailId}
            className={fieldCss.control}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...(onEmailChange
              ? { value: email, onChange: (event) => onEmailChange(event.target.value) }
              : { defaultValue: email })}
          />
          <p
            id={errorId}
            className={`${messageCss.message} ${messageCss.tone.critical} ${css.message}`}
            hidden={!error}
            {...{ [hooks.error]: '' }}
          >
            <Glyph d={glyph.alert} size={16} />
            <span data-slot="message">{error}</span>
          </p>
        </div>
        <HoneypotField value="" onValueChange={ignore} />
        <Button type="submit" busy={submitting} busyLabel={labels.submitting}>
          {labels.submit}
        </Button>
        <noscript>
          <p className={messageCss.message}>{labels.needsJavaScript}</p>
        </noscript>
      </form>
    </div>
  );
}

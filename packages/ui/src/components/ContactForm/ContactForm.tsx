import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button/Button';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary';
import { summaryItems, useCountedSubmit } from '../ErrorSummary/summarySubmit';
import { HoneypotField } from '../HoneypotField/HoneypotField';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { Notice } from '../Notice/Notice';
import { noticeTones } from '../Notice/Notice.props';
import * as messageCss from '../FieldMessage/FieldMessage.css';
import { SelectField, type SelectOption } from '../SelectField/SelectField';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from '../TextField/TextField';
import { useFieldHandlers } from '../Field/useFieldHandlers';
import * as css from './ContactForm.css';
import { contactNoticePlace } from './contactFormBehaviour';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import {
  contactFormDefaults as defaults,
  contactFormHooks as hooks,
  type ContactFormField,
  type ContactFormLabels,
  type ContactFormProps,
  type ContactFormValues,
} from './ContactForm.props';
export type {
  ContactFormField,
  ContactFormLabels,
  ContactFormNotice,
  ContactFormProps,
  ContactFormValues,
} from './ContactForm.props';

export const emptyContactFormValues: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  website: '',
  city: '',
  budget: '',
  message: '',
};

/** The English pack's texts (`enCA.ContactForm`), for apps that build on them. */
export const defaultContactFormLabels: ContactFormLabels = english.ContactForm;

/** The enquiry's city values (spec section 3) with their English labels. */
export const defaultCityOptions: readonly SelectOption[] = english.ContactForm.cityOptions;

/** The enquiry's budget values (spec section 3) with their English labels. */
export const defaultBudgetOptions: readonly SelectOption[] = english.ContactForm.budgetOptions;

const ignoreHoneypot = () => {};
const noFieldErrors: NonNullable<ContactFormProps['fieldErrors']> = {};

const contactFormFields = Object.keys(emptyContactFormValues) as ContactFormField[];

/**
 * The enquiry form on the contact page; presentational and controlled. A page without React runs
 * the same markup with the DOM functions of contactFormBehaviour.ts (`@northbeam/ui/enhance`),
 * which is why the error summary is rendered hidden with a link for every field, and the notices
 * and a field's message are there as templates.
 */
export function ContactForm({
  values,
  onChange,
  honeypot = defaults.honeypot,
  onHoneypotChange = ignoreHoneypot,
  onSubmit,
  submitting = defaults.submitting,
  notice,
  fieldErrors = noFieldErrors,
  labels: labelOverrides,
  cityOptions: cityOptionsProp,
  budgetOptions: budgetOptionsProp,
  selectedPlan,
  'aria-labelledby': labelledBy,
  lang,
}: ContactFormProps) {
  const labels = { ...useUiTextsOr('ContactForm', english.ContactForm), ...labelOverrides };
  const cityOptions = cityOptionsProp ?? labels.cityOptions;
  const budgetOptions = budgetOptionsProp ?? labels.budgetOptions;
  const idPrefix = useId();
  const fieldId = (field: ContactFormField) => `${idPrefix}-${field}`;
  const handlers = useFieldHandlers(contactFormFields, onChange);
  const bind = (field: ContactFormField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onValueChange: handlers[field],
  });
  const { submits, handleSubmit } = useCountedSubmit(submitting, onSubmit);
  const summaryErrors = summaryItems(
    Object.keys(values) as ContactFormField[],
    fieldErrors,
    fieldId,
  );
  const invalid = summaryErrors.length > 0;
  const place = contactNoticePlace(notice, invalid);
  const sent = notice?.tone === 'success';
  // The button pressed is gone with the fields: focus goes to the confirmation that replaced them
  // rather than to the page (WCAG 2.4.3), which a screen reader then reads. It is no control, so it
  // gets the ring only where the browser shows focus anyway (the theme's :focus-visible): after a
  // real click or Enter, Chromium shows none; a story's scripted events count as no input, so its
  // picture shows the ring.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);

  return (
    <form
      className={css.form}
      onSubmit={handleSubmit}
      // The flow checks every field and the error summary reports it; the `required`
      // attributes stay for assistive technology and autofill.
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      lang={lang}
      {...{ [hooks.form]: '' }}
    >
      <div hidden={!invalid} {...{ [hooks.summary]: '' }}>
        <ErrorSummary
          // Only a refusal's words: a hidden summary holding the sent notice's title would name
          // it twice to whatever reads the page's text.
          title={invalid ? notice?.title : undefined}
          description={(invalid && notice?.description) || ''}
          // Every field, in the form's order: those with no message are hidden.
          errors={contactFormFields.map((field) => ({
            fieldId: fieldId(field),
            message: fieldErrors[field] ?? '',
          }))}
          focusKey={submits}
        />
      </div>
      {!sent && (
        <>
          <p className={css.requiredHint} {...{ [hooks.editing]: '' }}>
            {/* Split so that the star can be coloured like the markers it explains. */}
            {labels.requiredHint.split('*').map((part, index) => (
              <span key={index}>
                {index > 0 && <span className={css.marker}>*</span>}
                {part}
              </span>
            ))}
          </p>
          {/* Rendered without a plan too (hidden): a page without React writes the plan in. */}
          <p
            className={css.selectedPlan}
            hidden={!selectedPlan}
            {...{ [hooks.editing]: '', [hooks.plan]: '' }}
          >
            {selectedPlan && labels.selectedPlan(selectedPlan)}
          </p>
          <div className={css.grid} {...{ [hooks.editing]: '' }}>
            <TextField
              {...bind('firstName')}
              label={labels.firstName}
              autoComplete="given-name"
              required
            />
            <TextField
              {...bind('lastName')}
              label={labels.lastName}
              autoComplete="family-name"
              required
            />
            <TextField
              {...bind('email')}
              type="email"
              label={labels.email}
              autoComplete="email"
              inputMode="email"
              required
            />
            <TextField {...bind('phone')} type="tel" label={labels.phone} autoComplete="tel" />
            <TextField {...bind('company')} label={labels.company} autoComplete="organization" />
            <TextField
              {...bind('website')}
              // Text, not type="url": the field is optional with no rule (spec section 5), and the
              // browser's URL check would stop 'example.com', which is what people type.
              type="text"
              inputMode="url"
              spellCheck={false}
              autoCapitalize="none"
              label={labels.website}
              autoComplete="url"
              placeholder="https://"
            />
            <SelectField
              {...bind('city')}
              label={labels.city}
              options={cityOptions}
              placeholder={labels.cityPlaceholder}
            />
            <SelectField
              {...bind('budget')}
              label={labels.budget}
              options={budgetOptions}
              placeholder={labels.budgetPlaceholder}
            />
            <TextAreaField
              {...bind('message')}
              className={css.fullRow}
              label={labels.message}
              placeholder={labels.messagePlaceholder}
              rows={6}
              required
            />
          </div>
          <HoneypotField value={honeypot} onValueChange={onHoneypotChange} />
        </>
      )}
      {/*
        A status region present from the first render: one inserted already filled is often not
        announced (WCAG 4.1.3). An error is a role=alert, which is announced when it appears.
      */}
      <div
        role="status"
        className={css.statusSlot}
        ref={statusRef}
        tabIndex={-1}
        {...{ [hooks.status]: '' }}
      >
        {notice && place === 'status' && <Notice {...notice} live={false} />}
      </div>
      {notice && place === 'alert' && <Notice {...notice} />}
      {!sent && (
        <div {...{ [hooks.editing]: '' }}>
          <Button type="submit" size="lg" busy={submitting} busyLabel={labels.sending}>
            {labels.submit}
            {!submitting && <Glyph d={glyph.arrowRight} size={20} />}
          </Button>
        </div>
      )}
      {/* What a page without React fills in: a notice of each tone, a field's error message. */}
      {noticeTones.map((tone) => (
        <template key={tone} {...{ [hooks.noticeTemplate]: tone }}>
          <Notice tone={tone} title="" description="" live={tone === 'destructive'} />
        </template>
      ))}
      <template {...{ [hooks.fieldErrorTemplate]: '' }}>
        <p className={`${messageCss.message} ${messageCss.tone.critical} ${css.fieldMessage}`}>
          <Glyph d={glyph.alert} size={16} />
        </p>
      </template>
    </form>
  );
}

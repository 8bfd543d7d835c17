import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary';
import { HoneypotField } from '../HoneypotField/HoneypotField';
import { Icon } from '../Icon/Icon';
import { Notice, type NoticeProps } from '../Notice/Notice';
import { SelectField, type SelectOption } from '../SelectField/SelectField';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from '../TextField/TextField';
import { useFieldHandlers } from '../Field/useFieldHandlers';
import * as css from './ContactForm.css';
import { enCA } from '../../i18n/en-CA';
import { useUiTexts } from '../../i18n/context';
import type { ContactFormLabels } from './ContactForm.props';
export type { ContactFormLabels };

export type ContactFormField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'company'
  | 'website'
  | 'city'
  | 'budget'
  | 'message';

export type ContactFormValues = Record<ContactFormField, string>;

/** The outcome shown above the button; the Notice the flows emit fits as it is. */
export type ContactFormNotice = Pick<NoticeProps, 'tone' | 'title' | 'description'>;

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
export const defaultContactFormLabels: ContactFormLabels = enCA.ContactForm;

/** The enquiry's city values (spec section 3) with their English labels. */
export const defaultCityOptions: readonly SelectOption[] = enCA.ContactForm.cityOptions;

/** The enquiry's budget values (spec section 3) with their English labels. */
export const defaultBudgetOptions: readonly SelectOption[] = enCA.ContactForm.budgetOptions;

export interface ContactFormProps {
  values: ContactFormValues;
  onChange: (field: ContactFormField, value: string) => void;
  /** The hidden honeypot field's value (the backend's `fax`): people leave it empty, bots don't. */
  honeypot?: string;
  onHoneypotChange?: (value: string) => void;
  /** Called when the browser's own checks pass; validation and sending live in the flows. */
  onSubmit: () => void;
  /** While the enquiry is in flight: the button shows 'Sending…' and is disabled. */
  submitting?: boolean;
  /**
   * The outcome: a send failure shows above the button; a notice in the success tone replaces the
   * fields and the button (the enquiry is sent: nothing is left to submit) and takes focus; with
   * `fieldErrors`, a destructive notice is the error summary's title and text at the top.
   */
  notice?: ContactFormNotice | null;
  /** Each invalid field's message (the flow's), beside the field and linked from the summary. */
  fieldErrors?: Partial<Record<ContactFormField, string>>;
  labels?: Partial<ContactFormLabels>;
  cityOptions?: readonly SelectOption[];
  budgetOptions?: readonly SelectOption[];
  /** The plan the visitor chose to talk about (e.g. 'Talk to us' on a pricing page), named above the fields. */
  selectedPlan?: string | null;
  /** Names the form for assistive technology, e.g. the id of the section heading above it. */
  'aria-labelledby'?: string;
  lang?: string;
}

const ignoreHoneypot = () => {};

const contactFormFields = Object.keys(emptyContactFormValues) as ContactFormField[];

/** The enquiry form on the contact page; presentational and controlled. */
export function ContactForm({
  values,
  onChange,
  honeypot = '',
  onHoneypotChange = ignoreHoneypot,
  onSubmit,
  submitting = false,
  notice,
  fieldErrors = {},
  labels: labelOverrides,
  cityOptions: cityOptionsProp,
  budgetOptions: budgetOptionsProp,
  selectedPlan,
  'aria-labelledby': labelledBy,
  lang,
}: ContactFormProps) {
  const labels = { ...useUiTexts('ContactForm'), ...labelOverrides };
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
  // Each refused submit moves focus to the summary again, even when it was already showing.
  const [submits, setSubmits] = useState(0);
  const summaryErrors = (Object.keys(values) as ContactFormField[]).flatMap((field) => {
    const message = fieldErrors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });
  const invalid = summaryErrors.length > 0;
  const sent = notice?.tone === 'success';
  // The button pressed is gone with the fields: focus goes to the confirmation that replaced them
  // rather than to the page (WCAG 2.4.3), which a screen reader then reads.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmits((count) => count + 1);
    onSubmit();
  };

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
    >
      {invalid && (
        <ErrorSummary
          title={notice?.title}
          description={notice?.description}
          errors={summaryErrors}
          focusKey={submits}
        />
      )}
      {!sent && (
        <>
          <p className={css.requiredHint}>
            {/* Split so that the star can be coloured like the markers it explains. */}
            {labels.requiredHint.split('*').map((part, index) => (
              <span key={index}>
                {index > 0 && <span className={css.marker}>*</span>}
                {part}
              </span>
            ))}
          </p>
          {selectedPlan && <p className={css.selectedPlan}>{labels.selectedPlan(selectedPlan)}</p>}
          <div className={css.grid}>
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
      <div role="status" className={css.statusSlot} ref={statusRef} tabIndex={-1}>
        {notice && notice.tone !== 'destructive' && <Notice {...notice} live={false} />}
      </div>
      {notice?.tone === 'destructive' && !invalid && <Notice {...notice} />}
      {!sent && (
        <div>
          <Button type="submit" size="lg" busy={submitting} busyLabel={labels.sending}>
            {labels.submit}
            {!submitting && <Icon name="arrowRight" size={20} />}
          </Button>
        </div>
      )}
    </form>
  );
}

import { useEffect, useId, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  contactFormMachine,
  selectContactForm,
  type ContactEnquiry,
  type ContactField,
} from '@northbeam/flows';
import { Button, Text } from '@northbeam/ui';
import { budgetOptions, cityOptions } from '../content/contact';
import { site } from '../content/site';
import { loadSupabase } from '../lib/loadSupabase';
import { useShowNotice } from './Notices';
import * as css from './components.css';

/** Sends the enquiry to the send-contact-email function; only the error indicator matters. */
const sendEnquiry = fromPromise<void, ContactEnquiry>(async ({ input }) => {
  const supabase = await loadSupabase();
  const { error } = await supabase.functions.invoke('send-contact-email', { body: input });
  if (error) throw error;
});

const machine = contactFormMachine.provide({ actors: { sendEnquiry } });

interface FieldSpec {
  name: ContactField;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  required?: boolean;
  autoComplete?: string;
}

const nameFields: FieldSpec[] = [
  { name: 'firstName', label: 'First Name', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', required: true, autoComplete: 'family-name' },
];
const reachFields: FieldSpec[] = [
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];
const companyFields: FieldSpec[] = [
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
];

/** The enquiry form (stand-in until ui's ContactForm lands), driven by the flows machine. */
export function ContactForm() {
  const [snapshot, send] = useMachine(machine, { input: { contactEmail: site.email } });
  const view = selectContactForm(snapshot);
  const showNotice = useShowNotice();
  const id = useId();

  useEffect(() => {
    if (view.notice) showNotice(view.notice);
  }, [view.notice, showNotice]);

  const change = (field: ContactField) => (event: { target: { value: string } }) =>
    send({ type: 'CHANGE', field, value: event.target.value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  const renderField = (spec: FieldSpec) => (
    <div className={css.field} key={spec.name}>
      <label className={css.label} htmlFor={`${id}-${spec.name}`}>
        {spec.label}
        {spec.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`${id}-${spec.name}`}
        name={spec.name}
        className={css.input}
        type={spec.type ?? 'text'}
        required={spec.required}
        autoComplete={spec.autoComplete}
        value={view.fields[spec.name]}
        onChange={change(spec.name)}
      />
    </div>
  );

  return (
    // noValidate: the machine shows the spec's own notice for missing fields.
    <form className={css.form} onSubmit={onSubmit} noValidate aria-label="Free audit request">
      <div className={css.formRow}>{nameFields.map(renderField)}</div>
      <div className={css.formRow}>{reachFields.map(renderField)}</div>
      <div className={css.formRow}>{companyFields.map(renderField)}</div>
      <div className={css.formRow}>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-city`}>
            City
          </label>
          <select
            id={`${id}-city`}
            name="city"
            className={css.input}
            value={view.fields.city}
            onChange={change('city')}
          >
            <option value="">Select your city</option>
            {cityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label className={css.label} htmlFor={`${id}-budget`}>
            Monthly Budget
          </label>
          <select
            id={`${id}-budget`}
            name="budget"
            className={css.input}
            value={view.fields.budget}
            onChange={change('budget')}
          >
            <option value="">Select a budget</option>
            {budgetOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={css.field}>
        <label className={css.label} htmlFor={`${id}-message`}>
          Message<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          className={css.textarea}
          required
          value={view.fields.message}
          onChange={change('message')}
        />
      </div>
      <div>
        <Button
          type="submit"
          size="lg"
          disabled={view.submitDisabled}
          busy={view.isSubmitting}
          busyLabel="Sending..."
        >
          Send Message
        </Button>
      </div>
      <noscript>
        <Text tone="muted">{`Without JavaScript, e-mail us at ${site.email} or call ${site.phone}.`}</Text>
      </noscript>
    </form>
  );
}

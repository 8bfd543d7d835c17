import { assign, setup, type SnapshotFrom } from 'xstate';
import { notice, pairedNotice, type Notice } from '../notice.js';
import { logToConsole, notProvided } from '../provided.js';
import { CONTACT_BUDGETS, CONTACT_CITIES } from '../catalogue.js';
import { contactTextsFor } from '../locale.js';
import { isBlank, isEmail } from '../validation.js';

export type ContactCity = (typeof CONTACT_CITIES)[number];
export type ContactBudget = (typeof CONTACT_BUDGETS)[number];

/**
 * The enquiry's fields (spec section 3) in the form's order. send-contact-email (Deno, which cannot
 * import this package) keeps its own list; the site's contract test compares the two.
 */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'website',
  'city',
  'budget',
  'message',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The enquiry as sent to send-contact-email: every field a string, '' when left empty; city and
 * budget one of the spec's values.
 */
export type ContactEnquiry = Record<ContactField, string> & {
  city: ContactCity | '';
  budget: ContactBudget | '';
};

export const CONTACT_REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'message'] as const;

/** Every field empty, as the form starts and as it is cleared after a sent enquiry. */
export const emptyEnquiry = (): ContactEnquiry =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactEnquiry;

/** The notices' words; the defaults are the spec's. */
export interface ContactFormTexts {
  /** The submit button while the enquiry is in flight. */
  sending: string;
  requiredTitle: string;
  requiredDescription: string;
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  /** The error summary's title when every required field is filled but a value is wrong. */
  invalidTitle: string;
  /** Beside each required field left empty, and its link in the error summary. */
  firstNameRequired: string;
  lastNameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  messageRequired: string;
  /** Given the agency's address from the input. */
  failureDescription: (email: string) => string;
}

export interface ContactFormInput {
  /** The agency's address, named in the failure notice (from the site config). */
  contactEmail: string;
  /** Another agency's words for the notices (e.g. its own reply time); the rest keep the spec's. */
  texts?: Partial<ContactFormTexts>;
  /** The page's language, e.g. 'fr-CA'; English (the spec's texts) by default. */
  locale?: string;
}

export interface ContactFormContext {
  fields: ContactEnquiry;
  /** What was typed into the hidden honeypot field: people leave it empty, form-filling bots don't. */
  honeypot: string;
  notice: Notice | null;
  /** Each invalid field's message after a refused submit, in the form's order; {} otherwise. */
  errors: ContactFieldErrors;
  contactEmail: string;
  texts: ContactFormTexts;
}

export type ContactFormEvent =
  | { type: 'CHANGE'; field: ContactField; value: string }
  | { type: 'CHANGE_HONEYPOT'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS_NOTICE' };

/** The backend's honeypot field: a filled one gets the normal success, yet nothing is stored. */
export const HONEYPOT_FIELD = 'fax';

/**
 * Actor the site provides: sends the enquiry (send-contact-email); throws when it fails. `fax` is
 * there only when the honeypot was filled, so a person's enquiry carries exactly the spec's fields.
 */
export type SendEnquiryInput = ContactEnquiry & { [HONEYPOT_FIELD]?: string };
export type SendEnquiryOutput = void;

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

const missingRequired = (fields: ContactEnquiry) =>
  CONTACT_REQUIRED_FIELDS.some((field) => isBlank(fields[field]));

const requiredMessage = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  email: 'emailRequired',
  message: 'messageRequired',
} as const satisfies Record<(typeof CONTACT_REQUIRED_FIELDS)[number], keyof ContactFormTexts>;

/**
 * What SUBMIT finds wrong, field by field: the spec's required fields, and the e-mail's format,
 * which the browser checked while the form relied on its bubbles (type="email"; the form is
 * `novalidate` now, so the flow says it in the page's language).
 */
const validateEnquiry = (fields: ContactEnquiry, texts: ContactFormTexts): ContactFieldErrors => {
  const errors: ContactFieldErrors = {};
  for (const field of CONTACT_REQUIRED_FIELDS) {
    if (isBlank(fields[field])) errors[field] = texts[requiredMessage[field]];
    else if (field === 'email' && !isEmail(fields.email)) errors.email = texts.emailInvalid;
  }
  return errors;
};

/**
 * The contact page's enquiry form. `editing` holds the fields; its children say which notice is
 * up (none, required fields, sent, failed). Notices clear after `noticeDuration` or when dismissed.
 */
export const contactFormMachine = setup({
  types: {
    input: {} as ContactFormInput,
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    sendEnquiry: notProvided<SendEnquiryOutput, SendEnquiryInput>('sendEnquiry'),
  },
  actions: {
    logError: logToConsole,
    setField: assign({
      fields: ({ context, event }) =>
        event.type === 'CHANGE'
          ? { ...context.fields, [event.field]: event.value }
          : context.fields,
    }),
    setHoneypot: assign({
      honeypot: ({ event }) => (event.type === 'CHANGE_HONEYPOT' ? (event.value ?? '') : ''),
    }),
    clearFields: assign({ fields: () => emptyEnquiry(), honeypot: '' }),
    clearNotice: assign({ notice: null, errors: {} }),
    // The spec's notice is the error summary's title and text; a wrong e-mail alone is no
    // missing field, so its summary gets the general title.
    showRequiredNotice: assign({
      errors: ({ context }) => validateEnquiry(context.fields, context.texts),
      notice: ({ context }) =>
        missingRequired(context.fields)
          ? pairedNotice('destructive', context.texts, 'required')
          : notice('destructive', context.texts.invalidTitle),
    }),
    showSentNotice: assign({
      notice: ({ context }) => pairedNotice('success', context.texts, 'success'),
    }),
    showFailedNotice: assign({
      notice: ({ context }) =>
        notice(
          'destructive',
          context.texts.failureTitle,
          context.texts.failureDescription(context.contactEmail),
        ),
    }),
  },
  guards: {
    invalidEnquiry: ({ context }) =>
      Object.keys(validateEnquiry(context.fields, context.texts)).length > 0,
  },
  delays: {
    // Radix toasts, which the ui uses, stay up for 5 s by default.
    noticeDuration: 5000,
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    fields: emptyEnquiry(),
    honeypot: '',
    notice: null,
    errors: {},
    contactEmail: input.contactEmail,
    texts: { ...contactTextsFor(input.locale), ...input.texts },
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        CHANGE: { actions: 'setField' },
        CHANGE_HONEYPOT: { actions: 'setHoneypot' },
        SUBMIT: [
          { guard: 'invalidEnquiry', target: '.invalid', reenter: true },
          { target: 'submitting' },
        ],
      },
      states: {
        idle: { entry: 'clearNotice' },
        // The error summary stays until the next submit (GOV.UK's pattern): a summary that
        // vanished after a few seconds would take its links away while the visitor follows them.
        invalid: {
          entry: 'showRequiredNotice',
          on: { DISMISS_NOTICE: 'idle' },
        },
        sent: {
          entry: 'showSentNotice',
          after: { noticeDuration: 'idle' },
          on: { DISMISS_NOTICE: 'idle' },
        },
        failed: {
          entry: 'showFailedNotice',
          after: { noticeDuration: 'idle' },
          on: { DISMISS_NOTICE: 'idle' },
        },
      },
    },
    submitting: {
      // A refused submit's summary goes once the enquiry passes: it no longer describes the form.
      entry: 'clearNotice',
      // Fields stay editable (the spec only disables the button); a second SUBMIT is ignored.
      on: { CHANGE: { actions: 'setField' }, CHANGE_HONEYPOT: { actions: 'setHoneypot' } },
      invoke: {
        id: 'sendEnquiry',
        src: 'sendEnquiry',
        input: ({ context }): SendEnquiryInput =>
          context.honeypot
            ? { ...context.fields, [HONEYPOT_FIELD]: context.honeypot }
            : { ...context.fields },
        onDone: { target: 'editing.sent', actions: 'clearFields' },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Error sending message:', error: event.error }),
          },
        },
      },
    },
  },
});

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

export interface ContactFormView {
  fields: ContactEnquiry;
  honeypot: string;
  isSubmitting: boolean;
  submitDisabled: boolean;
  /** 'Sending...' while in flight; null means the ui's own idle label. */
  busyLabel: string | null;
  notice: Notice | null;
  /** Each invalid field's message while the error summary is up. */
  errors: ContactFieldErrors;
  /** The enquiry was just sent: the success notice is up. */
  sent: boolean;
}

export const selectContactForm = (snapshot: ContactFormSnapshot): ContactFormView => {
  const isSubmitting = snapshot.matches('submitting');
  return {
    fields: snapshot.context.fields,
    honeypot: snapshot.context.honeypot,
    isSubmitting,
    submitDisabled: isSubmitting,
    busyLabel: isSubmitting ? snapshot.context.texts.sending : null,
    notice: snapshot.context.notice,
    errors: snapshot.context.errors,
    sent: snapshot.matches({ editing: 'sent' }),
  };
};

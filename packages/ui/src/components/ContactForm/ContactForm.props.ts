import type { NoticeProps } from '../Notice/Notice';
import { booleanPropDef, langPropDef, type PropDef } from '../../propDef';
import type { SelectOption } from '../SelectField/SelectField.props';

// ContactForm's props declared once, as PlanCard's: the component takes its defaults from
// `contactFormDefaults`, and Storybook's docs table reads `contactFormPropDefs`. Its texts are a
// type of their own, which the ui's locale packs (i18n/types.ts) read; the component reads the
// packs, so neither imports the other.

export interface ContactFormLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  city: string;
  cityPlaceholder: string;
  budget: string;
  budgetPlaceholder: string;
  message: string;
  messagePlaceholder: string;
  /** Explains the star next to required labels. */
  requiredHint: string;
  submit: string;
  sending: string;
  /** The plan a visitor came to ask about (`selectedPlan`), e.g. 'Plan: Enterprise'. */
  selectedPlan: (plan: string) => string;
}

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

export interface ContactFormProps {
  values: ContactFormValues;
  onChange: (field: ContactFormField, value: string) => void;
  /** The hidden honeypot field's value (the backend's `fax`): people leave it empty, bots don't. */
  honeypot?: string;
  onHoneypotChange?: (value: string) => void;
  /** Called when the browser's own checks pass; validation and sending live in the flows. */
  onSubmit: () => void;
  /** While the enquiry is in flight: the button shows 'Sending...' and is disabled. */
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

/** The defaults ContactForm applies. */
export const contactFormDefaults = {
  honeypot: '',
  submitting: false,
} as const satisfies Partial<ContactFormProps>;

const pack = "the LocaleProvider pack's ContactForm (en-CA, fr-CA)";

/** Every ContactForm prop for the docs table (Storybook's argTypes), its defaults from above. */
export const contactFormPropDefs = {
  values: {
    type: 'Record<ContactFormField, string>',
    required: true,
    description: "Every field's value (firstName … message): the form is controlled.",
  },
  onChange: {
    type: '(field: ContactFormField, value: string) => void',
    required: true,
    description: 'Called with the field and its new value on each keystroke or choice.',
  },
  honeypot: {
    type: 'string',
    default: contactFormDefaults.honeypot,
    description: "The hidden honeypot field's value (the backend's `fax`).",
  },
  onHoneypotChange: {
    type: '(value: string) => void',
    default: 'ignores the value',
    description: 'Called when a bot writes into the honeypot.',
  },
  onSubmit: {
    type: '() => void',
    required: true,
    description: 'Called on every submit (novalidate): the flow checks and sends.',
  },
  submitting: booleanPropDef(
    contactFormDefaults.submitting,
    "The button shows the pack's 'Sending...' and is busy.",
  ),
  notice: {
    type: "{ tone?: 'default' | 'destructive' | 'success'; title: string; description?: string } | null",
    description:
      'The outcome: success replaces the fields and takes focus; destructive shows above the button, or heads the error summary with fieldErrors.',
  },
  fieldErrors: {
    type: 'Partial<Record<ContactFormField, string>>',
    default: '{}',
    description: "Each invalid field's message, beside it and linked from the error summary.",
  },
  labels: {
    type: 'Partial<ContactFormLabels>',
    default: pack,
    description: 'Overrides the built-in texts.',
  },
  cityOptions: {
    type: 'readonly { value: string; label: string }[]',
    default: pack,
    description: 'The City choices.',
  },
  budgetOptions: {
    type: 'readonly { value: string; label: string }[]',
    default: pack,
    description: 'The Monthly Budget choices.',
  },
  selectedPlan: {
    type: 'string | null',
    description: "The plan the visitor came to ask about, named above the fields ('Talk to us').",
  },
  'aria-labelledby': {
    type: 'string',
    description: 'The id of the heading that names the form.',
  },
  lang: langPropDef,
} as const satisfies Record<keyof ContactFormProps, PropDef>;

export { contactFormHooks } from './contactFormHooks';

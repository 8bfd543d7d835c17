import type { NoticeProps } from '../Notice/Notice';
import { booleanPropDef, langPropDef, type PropDef } from '../../propDef';

// NewsletterForm's props declared once, as PlanCard's: the component takes its defaults from
// `newsletterFormDefaults`, and Storybook's docs table reads `newsletterFormPropDefs`.

export interface NewsletterFormLabels {
  /** The form's accessible name. */
  formLabel: string;
  emailLabel: string;
  submit: string;
  /** The button's label while the address is sent. */
  submitting: string;
  /** Shown where scripts do not run: the form needs one to send. */
  needsJavaScript: string;
}

/** What the form reports above itself (sent, failed); the Notice the flows emit fits as it is. */
export type NewsletterFormNotice = Pick<NoticeProps, 'tone' | 'title' | 'description'>;

export interface NewsletterFormProps {
  /** The address in the field. Without `onEmailChange` it is only the starting value. */
  email?: string;
  onEmailChange?: (value: string) => void;
  /** Called on a submit (the browser's bubbles are off: the flow checks the address). */
  onSubmit?: () => void;
  /** What is wrong with the address: beside the field and as the error summary's link to it. */
  error?: string | null;
  /** Changes on every refused submit: the error summary takes focus each time. */
  focusKey?: number;
  /** While the address is sent: the button shows `labels.submitting` and is busy. */
  submitting?: boolean;
  notice?: NewsletterFormNotice | null;
  labels?: Partial<NewsletterFormLabels>;
  lang?: string;
}

/** The defaults NewsletterForm applies. */
export const newsletterFormDefaults = {
  email: '',
  submitting: false,
} as const satisfies Partial<NewsletterFormProps>;

/** Every NewsletterForm prop for the docs table (Storybook's argTypes). */
export const newsletterFormPropDefs = {
  email: {
    type: 'string',
    default: newsletterFormDefaults.email,
    description: 'The address; a starting value only without onEmailChange.',
  },
  onEmailChange: { type: '(value: string) => void', description: 'Makes the field controlled.' },
  onSubmit: { type: '() => void', description: 'Called on every submit; the flow validates.' },
  error: {
    type: 'string | null',
    description: 'Beside the field, and in the error summary at the top as a link to it.',
  },
  focusKey: {
    type: 'number',
    description: 'A submit count: the summary takes focus again on each refused submit.',
  },
  submitting: booleanPropDef(
    newsletterFormDefaults.submitting,
    "The button shows labels.submitting ('Subscribing...') and is busy.",
  ),
  notice: {
    type: "{ tone?: 'default' | 'success' | 'destructive'; title: string; description? } | null",
    description: 'Sent or failed, in a polite live region above the form.',
  },
  labels: {
    type: 'Partial<NewsletterFormLabels>',
    default: "the locale pack's NewsletterForm",
    description: 'formLabel, emailLabel, submit, submitting, needsJavaScript.',
  },
  lang: langPropDef,
} satisfies Record<keyof NewsletterFormProps, PropDef>;

/**
 * The attributes of the prerendered markup that the DOM behaviour (newsletterFormBehaviour.ts)
 * writes into: one owner for the selectors of the component, the behaviour and an island.
 */
export const newsletterFormHooks = {
  form: 'data-newsletter',
  /** The polite live region the form's notices are written into. */
  notices: 'data-newsletter-notices',
  /** On a `<template>`: the Notice markup of one tone, for a page without React to fill. */
  noticeTemplate: 'data-newsletter-notice-tone',
  /** Around the error summary, hidden while the address is fine. */
  summary: 'data-newsletter-summary',
  error: 'data-newsletter-error',
} as const;

import { assign, setup, type SnapshotFrom } from 'xstate';
import { pairedNotice, type Notice } from '../notice.js';
import { logToConsole, notProvided } from '../provided.js';
import { textsFor } from '../locale.js';
import { HONEYPOT_FIELD } from '../contactForm/contactFormMachine.js';
import { isBlank, isEmail } from '../validation.js';

/** `fax` is the honeypot's value, there only when a bot filled the hidden field. */
export interface SubscribeToNewsletterInput {
  email: string;
  [HONEYPOT_FIELD]?: string;
}

export interface NewsletterContext {
  email: string;
  /** What was typed into the hidden honeypot field: people leave it empty, form-filling bots don't. */
  honeypot: string;
  error: string | null;
  notice: Notice | null;
  /** From the input; absent means English. */
  locale?: string;
}

/** The page's language, e.g. 'fr-CA'; English by default. Optional, as is the input itself. */
export interface NewsletterInput {
  locale?: string;
}

export type NewsletterEvent =
  | { type: 'CHANGE'; value: string }
  | { type: 'CHANGE_HONEYPOT'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RESET' }
  | { type: 'DISMISS_NOTICE' };

export const newsletterEmailError = (email: string, locale?: string): string | null =>
  isBlank(email)
    ? textsFor(locale).newsletter.emailRequired
    : isEmail(email)
      ? null
      : textsFor(locale).newsletter.emailInvalid;

/**
 * The blog's 'Subscribe to Newsletter' signup. The spec shows the button only, so the backend
 * call is whatever the site provides as `subscribeToNewsletter` (e.g. a double opt-in mail).
 */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    // `void`, not `undefined`: setup's inference drops undefined, which would make the input required.
    input: {} as NewsletterInput | void,
  },
  actors: {
    subscribeToNewsletter: notProvided<void, SubscribeToNewsletterInput>('subscribeToNewsletter'),
  },
  actions: {
    logError: logToConsole,
    setEmail: assign({
      email: ({ event }) => (event.type === 'CHANGE' ? event.value : ''),
      error: null,
    }),
    showEmailError: assign({
      error: ({ context }) => newsletterEmailError(context.email, context.locale),
    }),
    setHoneypot: assign({
      honeypot: ({ event }) => (event.type === 'CHANGE_HONEYPOT' ? (event.value ?? '') : ''),
    }),
    clearEmail: assign({ email: '', error: null, honeypot: '' }),
    clearNotice: assign({ notice: null }),
    showConfirmation: assign({
      notice: ({ context }) =>
        pairedNotice('success', textsFor(context.locale).newsletter, 'confirmation'),
    }),
    showFailure: assign({
      notice: ({ context }) =>
        pairedNotice('destructive', textsFor(context.locale).newsletter, 'failure'),
    }),
  },
  guards: {
    invalidEmail: ({ context }) => newsletterEmailError(context.email, context.locale) !== null,
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({
    email: '',
    honeypot: '',
    error: null,
    notice: null,
    ...(input && input.locale ? { locale: input.locale } : {}),
  }),
  initial: 'form',
  on: { DISMISS_NOTICE: { actions: 'clearNotice' } },
  states: {
    form: {
      initial: 'idle',
      on: {
        CHANGE: { actions: 'setEmail' },
        CHANGE_HONEYPOT: { actions: 'setHoneypot' },
        SUBMIT: [{ guard: 'invalidEmail', actions: 'showEmailError' }, { target: 'submitting' }],
      },
      states: {
        idle: {},
        // The address is kept after a failure so the visitor can try again.
        failed: { on: { RESET: 'idle' } },
      },
    },
    submitting: {
      tags: 'busy',
      entry: 'clearNotice',
      invoke: {
        id: 'subscribeToNewsletter',
        src: 'subscribeToNewsletter',
        input: ({ context }): SubscribeToNewsletterInput =>
          context.honeypot
            ? { email: context.email.trim(), [HONEYPOT_FIELD]: context.honeypot }
            : { email: context.email.trim() },
        onDone: { target: 'confirmationSent', actions: ['clearEmail', 'showConfirmation'] },
        onError: {
          target: 'form.failed',
          actions: [
            'showFailure',
            {
              type: 'logError',
              params: ({ event }) => ({ message: 'Newsletter signup failed:', error: event.error }),
            },
          ],
        },
      },
    },
    // The form stays on screen after a sign-up: typing or submitting again just works (a reader
    // may subscribe a second address), with nothing else having to send RESET first.
    confirmationSent: {
      on: {
        RESET: { target: 'form', actions: 'clearNotice' },
        CHANGE: { target: 'form', actions: 'setEmail' },
        CHANGE_HONEYPOT: { target: 'form', actions: 'setHoneypot' },
        SUBMIT: [
          { guard: 'invalidEmail', target: 'form', actions: 'showEmailError' },
          { target: 'submitting' },
        ],
      },
    },
  },
});

export type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>;

export interface NewsletterView {
  email: string;
  honeypot: string;
  error: string | null;
  isSubmitting: boolean;
  submitDisabled: boolean;
  submitLabel: string;
  confirmationSent: boolean;
  failed: boolean;
  notice: Notice | null;
}

export const selectNewsletter = (snapshot: NewsletterSnapshot): NewsletterView => {
  const isSubmitting = snapshot.matches('submitting');
  return {
    email: snapshot.context.email,
    honeypot: snapshot.context.honeypot,
    error: snapshot.context.error,
    isSubmitting,
    submitDisabled: isSubmitting,
    submitLabel: isSubmitting
      ? textsFor(snapshot.context.locale).newsletter.subscribing
      : textsFor(snapshot.context.locale).newsletter.button,
    confirmationSent: snapshot.matches('confirmationSent'),
    failed: snapshot.matches({ form: 'failed' }),
    notice: snapshot.context.notice,
  };
};

/** What a mailed link's landing (`?newsletter=<outcome>` on the blog) tells the reader. */
export type NewsletterLinkOutcome = 'confirmed' | 'invalid' | 'unsubscribed';

export const newsletterLinkNotice = (outcome: string | null, locale?: string): Notice | null => {
  const texts = textsFor(locale);
  switch (outcome) {
    case 'confirmed':
      return pairedNotice('default', texts.newsletter, 'confirmed');
    case 'unsubscribed':
      return pairedNotice('default', texts.newsletter, 'unsubscribed');
    case 'invalid':
      return pairedNotice('destructive', texts.newsletter, 'invalid');
    default:
      return null;
  }
};

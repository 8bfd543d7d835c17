import { expect, vi } from 'vitest';
import { describeModel, spiedSubject } from '../testing/modelHarness.js';
import { BOT_FILL, botFillsHoneypot, callEnds, honeypotFormFacts } from '../testing/formModel.js';
import { newsletterNotices } from '../testing/notices.js';
import {
  newsletterEmailError,
  newsletterMachine,
  selectNewsletter,
  type NewsletterSnapshot,
} from './newsletterMachine.js';

const { confirmation, failure } = newsletterNotices;

const emailStatus = ({ context }: NewsletterSnapshot) =>
  context.email === '' ? 'empty' : newsletterEmailError(context.email) ? 'bad' : 'ok';

const spies = () => ({
  logError: vi.fn<(_: unknown, params: { message: string; error: unknown }) => void>(),
});

const formShows = (snapshot: NewsletterSnapshot) => {
  const view = selectNewsletter(snapshot);
  expect({
    isSubmitting: view.isSubmitting,
    submitDisabled: view.submitDisabled,
    submitLabel: view.submitLabel,
    confirmationSent: view.confirmationSent,
    // Only the right error for the text, if any.
    error: view.error === null ? null : newsletterEmailError(view.email),
  }).toEqual({
    isSubmitting: false,
    submitDisabled: false,
    submitLabel: 'Subscribe to Newsletter',
    confirmationSent: false,
    error: view.error,
  });
  return view;
};

describeModel('newsletter', {
  subject: (actors) =>
    spiedSubject({ ...spies(), actors }, (effects) =>
      newsletterMachine.provide({
        actors: { subscribeToNewsletter: actors.actor() },
        actions: { logError: effects.logError },
      }),
    ),
  events: [
    { type: 'CHANGE', value: 'reader@' },
    { type: 'CHANGE', value: 'reader@example.com' },
    botFillsHoneypot,
    { type: 'SUBMIT' },
    { type: 'RESET' },
    { type: 'DISMISS_NOTICE' },
    ...callEnds('subscribeToNewsletter', [undefined], new Error('503')),
  ],
  vertexFacts: (snapshot) => ({
    email: emailStatus(snapshot),
    error: snapshot.context.error,
    ...honeypotFormFacts(snapshot),
  }),
  steps: {
    SUBMIT: (before, after, { actors }) => {
      if (emailStatus(before) !== 'ok' && before.matches('form')) {
        expect(after.context.error).toBe(newsletterEmailError(before.context.email));
        expect(actors.running('subscribeToNewsletter')).toBe(0);
      }
    },
  },
  states: {
    'form.idle': (snapshot) => {
      const view = formShows(snapshot);
      expect(view.failed).toBe(false);
      expect([null, confirmation, failure]).toContainEqual(view.notice);
    },
    'form.failed': (snapshot, { logError }) => {
      const view = formShows(snapshot);
      expect(view.failed).toBe(true);
      expect([null, failure]).toContainEqual(view.notice);
      expect(logError).toHaveBeenCalled();
    },
    submitting: (snapshot, { actors }) => {
      expect(selectNewsletter(snapshot)).toMatchObject({
        isSubmitting: true,
        submitDisabled: true,
        submitLabel: 'Subscribing...',
        notice: null,
      });
      expect(actors.running('subscribeToNewsletter')).toBe(1);
      expect(actors.inputOf('subscribeToNewsletter')).toEqual(
        snapshot.context.honeypot
          ? { email: 'reader@example.com', fax: BOT_FILL }
          : { email: 'reader@example.com' },
      );
    },
    confirmationSent: (snapshot) => {
      const view = selectNewsletter(snapshot);
      expect(view).toMatchObject({ confirmationSent: true, isSubmitting: false, email: '' });
      expect([null, confirmation]).toContainEqual(view.notice);
    },
  },
});

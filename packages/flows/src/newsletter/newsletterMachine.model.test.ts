import { expect, vi } from 'vitest';
import { describeModel, spiedSubject } from '../testing/modelHarness.js';
import {
  newsletterEmailError,
  newsletterMachine,
  selectNewsletter,
  type NewsletterSnapshot,
} from './newsletterMachine.js';

const confirmation = {
  tone: 'success',
  title: 'Almost there!',
  description: 'Please check your inbox to confirm your subscription.',
};
const failure = {
  tone: 'destructive',
  title: 'Could not subscribe',
  description: 'Please try again in a moment.',
};

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
    { type: 'CHANGE_HONEYPOT', value: 'http://spam.example' },
    { type: 'SUBMIT' },
    { type: 'RESET' },
    { type: 'DISMISS_NOTICE' },
    { type: 'xstate.done.actor.subscribeToNewsletter', output: undefined },
    { type: 'xstate.error.actor.subscribeToNewsletter', error: new Error('503') },
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      email: emailStatus(snapshot),
      bot: snapshot.context.honeypot !== '',
      error: snapshot.context.error,
      notice: snapshot.context.notice?.title ?? null,
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
          ? { email: 'reader@example.com', fax: 'http://spam.example' }
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

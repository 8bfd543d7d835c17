import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { newsletterLinkNotice, newsletterMachine, selectNewsletter } from './newsletterMachine.js';

const start = (outcome: 'ok' | Error = 'ok') => {
  const sent: unknown[] = [];
  let settle: () => void = () => {};
  const logError = vi.fn();
  const actor = createActor(
    newsletterMachine.provide({
      actors: {
        subscribeToNewsletter: fromPromise(({ input }) => {
          sent.push(input);
          return new Promise<void>((resolve, reject) => {
            settle = () => (outcome === 'ok' ? resolve() : reject(outcome));
          });
        }),
      },
      actions: { logError },
    }),
  ).start();
  const view = () => selectNewsletter(actor.getSnapshot());
  return { actor, sent, settle: () => settle(), logError, view };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('newsletterMachine', () => {
  it("starts with an empty address and the 'Subscribe to Newsletter' button", () => {
    const { view } = start();
    expect(view()).toEqual({
      email: '',
      honeypot: '',
      error: null,
      isSubmitting: false,
      submitDisabled: false,
      submitLabel: 'Subscribe to Newsletter',
      confirmationSent: false,
      failed: false,
      notice: null,
    });
  });

  it.each([
    ['', 'Email is required.'],
    ['reader@', 'Please enter a valid email address.'],
  ])('refuses %o with %o and sends nothing', (email, error) => {
    const { actor, sent, view } = start();
    actor.send({ type: 'CHANGE', value: email });
    actor.send({ type: 'SUBMIT' });
    expect(view().error).toBe(error);
    expect(sent).toEqual([]);
    actor.send({ type: 'CHANGE', value: 'reader@example.com' });
    expect(view().error).toBeNull();
  });

  it('subscribes, disables the button meanwhile, then confirms and clears the address', async () => {
    const { actor, sent, settle, view } = start();
    actor.send({ type: 'CHANGE', value: ' reader@example.com ' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({
      isSubmitting: true,
      submitDisabled: true,
      submitLabel: 'Subscribing...',
    });
    expect(sent).toEqual([{ email: 'reader@example.com' }]);
    settle();
    await settled();
    expect(view()).toMatchObject({
      confirmationSent: true,
      email: '',
      notice: {
        tone: 'success',
        title: 'Almost there!',
        description: 'Please check your inbox to confirm your subscription.',
      },
    });
    actor.send({ type: 'RESET' });
    expect(view()).toMatchObject({ confirmationSent: false, notice: null });
  });

  it('takes a second address after a confirmation, with no RESET in between', async () => {
    const { actor, sent, settle, view } = start();
    actor.send({ type: 'CHANGE', value: 'first@example.com' });
    actor.send({ type: 'SUBMIT' });
    settle();
    await settled();
    expect(view().confirmationSent).toBe(true);
    actor.send({ type: 'CHANGE', value: 'second@example.com' });
    expect(view()).toMatchObject({ email: 'second@example.com', confirmationSent: false });
    actor.send({ type: 'SUBMIT' });
    expect(view().isSubmitting).toBe(true);
    expect(sent).toEqual([{ email: 'first@example.com' }, { email: 'second@example.com' }]);
    settle();
    await settled();
    expect(view()).toMatchObject({ confirmationSent: true, email: '' });
    // Submitting the emptied field says what is missing instead of doing nothing.
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({ error: 'Email is required.', isSubmitting: false });
  });

  it('passes a filled honeypot to the signup as fax, and forgets it once confirmed', async () => {
    const { actor, sent, settle, view } = start();
    actor.send({ type: 'CHANGE', value: 'bot@example.com' });
    actor.send({ type: 'CHANGE_HONEYPOT', value: '555-0100' });
    expect(view().honeypot).toBe('555-0100');
    actor.send({ type: 'SUBMIT' });
    expect(sent).toEqual([{ email: 'bot@example.com', fax: '555-0100' }]);
    settle();
    await settled();
    expect(view()).toMatchObject({ confirmationSent: true, honeypot: '' });
  });

  it('keeps the address, shows the error and logs when the signup fails', async () => {
    const failure = new Error('503');
    const { actor, logError, settle, view } = start(failure);
    actor.send({ type: 'CHANGE', value: 'reader@example.com' });
    actor.send({ type: 'SUBMIT' });
    settle();
    await settled();
    expect(view()).toMatchObject({
      failed: true,
      email: 'reader@example.com',
      notice: {
        tone: 'destructive',
        title: 'Could not subscribe',
        description: 'Please try again in a moment.',
      },
    });
    expect(logError.mock.calls[0]?.[1]).toEqual({
      message: 'Newsletter signup failed:',
      error: failure,
    });
    actor.send({ type: 'SUBMIT' });
    expect(view().isSubmitting).toBe(true);
  });
});

describe('newsletterLinkNotice', () => {
  it('says what the mailed link did, and nothing for any other value', () => {
    expect(newsletterLinkNotice('confirmed')).toMatchObject({ title: "You're subscribed" });
    expect(newsletterLinkNotice('unsubscribed')).toMatchObject({ title: "You're unsubscribed" });
    expect(newsletterLinkNotice('invalid')).toMatchObject({
      tone: 'destructive',
      title: 'This link is not valid',
    });
    expect(newsletterLinkNotice('<script>')).toBeNull();
    expect(newsletterLinkNotice(null)).toBeNull();
  });
});

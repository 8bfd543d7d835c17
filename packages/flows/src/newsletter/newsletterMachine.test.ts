import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ControlledActors } from '../testing/controlledActors.js';
import { newsletterNotices } from '../testing/notices.js';
import { settled } from '../testing/settled.js';
import { newsletterLinkNotice, newsletterMachine, selectNewsletter } from './newsletterMachine.js';

/** The signup, its call answering when the test says: `answer()` succeeds, `answer(error)` throws. */
const start = () => {
  const calls = new ControlledActors();
  const logError = vi.fn();
  const actor = createActor(
    newsletterMachine.provide({
      actors: { subscribeToNewsletter: calls.actor() },
      actions: { logError },
    }),
  ).start();
  const answer = async (failure?: Error) => {
    calls.settle('subscribeToNewsletter', failure ? { error: failure } : { output: undefined });
    await settled();
  };
  const sent = () => calls.inputs('subscribeToNewsletter');
  const view = () => selectNewsletter(actor.getSnapshot());
  return { actor, sent, answer, logError, view };
};

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
    expect(sent()).toEqual([]);
    actor.send({ type: 'CHANGE', value: 'reader@example.com' });
    expect(view().error).toBeNull();
  });

  it('subscribes, disables the button meanwhile, then confirms and clears the address', async () => {
    const { actor, sent, answer, view } = start();
    actor.send({ type: 'CHANGE', value: ' reader@example.com ' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({
      isSubmitting: true,
      submitDisabled: true,
      submitLabel: 'Subscribing...',
    });
    expect(sent()).toEqual([{ email: 'reader@example.com' }]);
    await answer();
    expect(view()).toMatchObject({
      confirmationSent: true,
      email: '',
      notice: newsletterNotices.confirmation,
    });
    actor.send({ type: 'RESET' });
    expect(view()).toMatchObject({ confirmationSent: false, notice: null });
  });

  it('takes a second address after a confirmation, with no RESET in between', async () => {
    const { actor, sent, answer, view } = start();
    actor.send({ type: 'CHANGE', value: 'first@example.com' });
    actor.send({ type: 'SUBMIT' });
    await answer();
    expect(view().confirmationSent).toBe(true);
    actor.send({ type: 'CHANGE', value: 'second@example.com' });
    expect(view()).toMatchObject({ email: 'second@example.com', confirmationSent: false });
    actor.send({ type: 'SUBMIT' });
    expect(view().isSubmitting).toBe(true);
    expect(sent()).toEqual([{ email: 'first@example.com' }, { email: 'second@example.com' }]);
    await answer();
    expect(view()).toMatchObject({ confirmationSent: true, email: '' });
    // Submitting the emptied field says what is missing instead of doing nothing.
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({ error: 'Email is required.', isSubmitting: false });
  });

  it('passes a filled honeypot to the signup as fax, and forgets it once confirmed', async () => {
    const { actor, sent, answer, view } = start();
    actor.send({ type: 'CHANGE', value: 'bot@example.com' });
    actor.send({ type: 'CHANGE_HONEYPOT', value: '555-0100' });
    expect(view().honeypot).toBe('555-0100');
    actor.send({ type: 'SUBMIT' });
    expect(sent()).toEqual([{ email: 'bot@example.com', fax: '555-0100' }]);
    await answer();
    expect(view()).toMatchObject({ confirmationSent: true, honeypot: '' });
  });

  it('keeps the address, shows the error and logs when the signup fails', async () => {
    const failure = new Error('503');
    const { actor, logError, answer, view } = start();
    actor.send({ type: 'CHANGE', value: 'reader@example.com' });
    actor.send({ type: 'SUBMIT' });
    await answer(failure);
    expect(view()).toMatchObject({
      failed: true,
      email: 'reader@example.com',
      notice: newsletterNotices.failure,
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

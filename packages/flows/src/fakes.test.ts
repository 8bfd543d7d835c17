import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { contactFormMachine, type ContactField } from './contactForm/contactFormMachine.js';
import { neverSettles, rejectsWith, resolvesWith } from './fakes.js';
import { settled } from './testing/settled.js';

const filledContactForm = (sendEnquiry: ReturnType<typeof resolvesWith<void>>) => {
  const actor = createActor(
    contactFormMachine.provide({ actors: { sendEnquiry }, actions: { logError: () => {} } }),
    { input: { contactEmail: 'info@northbeam.example' } },
  ).start();
  const fields = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', message: 'Hi' };
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'CHANGE', field: field as ContactField, value });
  }
  actor.send({ type: 'SUBMIT' });
  return actor;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('fakes for stories', () => {
  it('resolvesWith answers after the delay', async () => {
    vi.useFakeTimers();
    const actor = filledContactForm(resolvesWith<void>(undefined, { delayMs: 800 }));
    await vi.advanceTimersByTimeAsync(799);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.notice?.title).toBe('Message sent successfully!');
  });

  it('rejectsWith fails the call', async () => {
    const actor = filledContactForm(rejectsWith<void>(new Error('down')));
    await settled();
    expect(actor.getSnapshot().context.notice?.title).toBe('Error sending message');
  });

  it('neverSettles keeps the busy state', async () => {
    const actor = filledContactForm(neverSettles<void>());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });
});

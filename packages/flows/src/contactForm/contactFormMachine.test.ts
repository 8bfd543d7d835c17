import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CONTACT_BUDGETS, CONTACT_CITIES } from '../catalogue.js';
import { ControlledActors } from '../testing/controlledActors.js';
import { contactNotices } from '../testing/notices.js';
import { settled } from '../testing/settled.js';
import {
  CONTACT_FIELDS,
  contactFormMachine,
  selectContactForm,
  type ContactEnquiry,
  type ContactField,
  type ContactFormInput,
  type SendEnquiryInput,
} from './contactFormMachine.js';

const AGENCY_EMAIL = 'info@northbeam.example';
/** Spec section 3, "Contact enquiry (sent form)", as written there. */
const SPEC_FIELDS =
  'firstName, lastName, email, phone, company, website, city, budget, message'.split(', ');

const complete: ContactEnquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '416-555-0100',
  company: 'Analytical Engines',
  website: 'https://engines.example',
  city: 'toronto',
  budget: '2000-5000',
  message: 'We need local SEO.',
};

/**
 * The contact form, its send answering when the test says: `send.resolve()`, `send.reject(error)`;
 * `send.sent()` lists what was sent.
 */
const start = (input: Partial<ContactFormInput> = {}) => {
  const backend = new ControlledActors();
  const logError = vi.fn();
  const actor = createActor(
    contactFormMachine.provide({
      actors: { sendEnquiry: backend.actor<void, SendEnquiryInput>() },
      actions: { logError },
    }),
    { input: { contactEmail: AGENCY_EMAIL, ...input } },
  ).start();
  const send = {
    sent: () => backend.inputs('sendEnquiry'),
    resolve: () => backend.settle('sendEnquiry', { output: undefined }),
    reject: (error: unknown) => backend.settle('sendEnquiry', { error }),
  };
  const fill = (fields: Partial<ContactEnquiry>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'CHANGE', field: field as ContactField, value });
    }
  };
  const view = () => selectContactForm(actor.getSnapshot());
  return { actor, send, logError, fill, view };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the enquiry (spec section 3)', () => {
  it('has the spec’s fields, city values and budget values, in its order', () => {
    expect(CONTACT_FIELDS).toEqual(SPEC_FIELDS);
    expect(CONTACT_CITIES).toEqual(
      'toronto, vancouver, montreal, calgary, ottawa, edmonton, other'.split(', '),
    );
    expect(CONTACT_BUDGETS).toEqual(
      'under-1000, 1000-2000, 2000-5000, 5000-10000, over-10000'.split(', '),
    );
  });
});

describe('contactFormMachine', () => {
  it('starts idle with nine empty fields and no notice', () => {
    const { view } = start();
    expect(view()).toEqual({
      fields: Object.fromEntries(SPEC_FIELDS.map((field) => [field, ''])),
      honeypot: '',
      isSubmitting: false,
      submitDisabled: false,
      busyLabel: null,
      notice: null,
      errors: {},
      sent: false,
    });
  });

  it.each(['firstName', 'lastName', 'email', 'message'] as const)(
    'sends nothing and shows the required-fields notice when %s is empty',
    (missing) => {
      const { actor, send, fill, view } = start();
      fill({ ...complete, [missing]: '' });
      actor.send({ type: 'SUBMIT' });
      expect(send.sent()).toEqual([]);
      expect(view().isSubmitting).toBe(false);
      expect(view().notice).toEqual({
        tone: 'destructive',
        title: 'Please fill in required fields',
        description: 'First name, last name, email, and message are required.',
      });
      expect(view().fields[missing]).toBe('');
      expect(view().fields.company).toBe('Analytical Engines');
    },
  );

  it('treats a whitespace-only required field as empty', () => {
    const { actor, send, fill } = start();
    fill({ ...complete, message: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(send.sent()).toEqual([]);
  });

  it('sends with only the required fields; the optional ones go as empty strings', async () => {
    const { actor, send, fill } = start();
    fill({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hi' });
    actor.send({ type: 'SUBMIT' });
    expect(send.sent()).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '',
        company: '',
        website: '',
        city: '',
        budget: '',
        message: 'Hi',
      },
    ]);
  });

  it("shows 'Sending...' with the button disabled while the enquiry is in flight", () => {
    const { actor, fill, view } = start();
    fill(complete);
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({
      isSubmitting: true,
      submitDisabled: true,
      busyLabel: 'Sending...',
    });
  });

  it('sends nothing more on a second submit while one is in flight', () => {
    const { actor, send, fill } = start();
    fill(complete);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(send.sent()).toEqual([complete]);
  });

  it('clears every field and shows the success notice when the enquiry is sent', async () => {
    const { actor, send, fill, view, logError } = start();
    fill(complete);
    actor.send({ type: 'SUBMIT' });
    send.resolve();
    await settled();
    expect(view().isSubmitting).toBe(false);
    expect(Object.values(view().fields).every((value) => value === '')).toBe(true);
    expect(view().notice).toEqual(contactNotices.sent);
    expect(logError).not.toHaveBeenCalled();
  });

  it('passes a filled honeypot to the send as fax, so the backend can drop the enquiry', async () => {
    const { actor, send, fill, view } = start();
    fill(complete);
    actor.send({ type: 'CHANGE_HONEYPOT', value: 'http://spam.example' });
    expect(view().honeypot).toBe('http://spam.example');
    actor.send({ type: 'SUBMIT' });
    expect(send.sent()).toEqual([{ ...complete, fax: 'http://spam.example' }]);
    send.resolve();
    await settled();
    // The bot sees the normal success; the next enquiry starts with an empty honeypot.
    expect(view().notice?.title).toBe('Message sent successfully!');
    expect(view().honeypot).toBe('');
    fill(complete);
    actor.send({ type: 'SUBMIT' });
    expect(send.sent()[1]).toEqual(complete);
    expect(send.sent()[1]).not.toHaveProperty('fax');
  });

  it('keeps the values, logs the error and names the agency e-mail when sending fails', async () => {
    const { actor, send, fill, view, logError } = start();
    fill(complete);
    actor.send({ type: 'SUBMIT' });
    const failure = new Error('Edge Function returned a non-2xx status code');
    send.reject(failure);
    await settled();
    expect(view().isSubmitting).toBe(false);
    expect(view().fields).toEqual(complete);
    expect(view().notice).toEqual(contactNotices.failed('info@northbeam.example'));
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]?.[1]).toEqual({
      message: 'Error sending message:',
      error: failure,
    });
  });

  it('is ready to send again right after a failure', async () => {
    const { actor, send, fill, view } = start();
    fill(complete);
    actor.send({ type: 'SUBMIT' });
    send.reject(new Error('down'));
    await settled();
    actor.send({ type: 'SUBMIT' });
    expect(send.sent()).toHaveLength(2);
    expect(view().isSubmitting).toBe(true);
  });

  it('returns to idle and drops the notice after five seconds', async () => {
    vi.useFakeTimers();
    const { actor, send, fill, view } = start();
    fill(complete);
    actor.send({ type: 'SUBMIT' });
    send.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ editing: 'sent' })).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(view().notice?.title).toBe('Message sent successfully!');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(view().notice).toBeNull();
  });

  it('keeps the error summary until the next submit, unlike the timed notices', async () => {
    vi.useFakeTimers();
    const { actor, view } = start();
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(view().notice?.title).toBe('Please fill in required fields');
    expect(view().errors).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      message: 'Enter your message',
    });
  });

  it('names only the fields still invalid on the next submit, then clears them once sent', async () => {
    const { actor, fill, view, send } = start();
    actor.send({ type: 'SUBMIT' });
    fill({ ...complete, email: 'not-an-address', message: '' });
    actor.send({ type: 'SUBMIT' });
    expect(view().errors).toEqual({
      email: 'Enter an email address like name@example.com',
      message: 'Enter your message',
    });
    fill({ ...complete, email: 'still wrong' });
    actor.send({ type: 'SUBMIT' });
    // No required field is missing: the summary's title is the general one, with no spec text.
    expect(view().notice).toEqual({
      tone: 'destructive',
      title: 'Please correct the highlighted field',
    });
    expect(send.sent()).toEqual([]);
    fill(complete);
    actor.send({ type: 'SUBMIT' });
    expect(send.sent()).toHaveLength(1);
    expect(view().errors).toEqual({});
    send.resolve();
    await settled();
    expect(view().sent).toBe(true);
  });

  it('writes the field messages in Quebec French on a French page', () => {
    const { actor, view } = start({ locale: 'fr-CA' });
    actor.send({ type: 'SUBMIT' });
    expect(view().errors.firstName).toBe('Entrez votre prénom');
    expect(view().notice?.title).toBe('Veuillez remplir les champs obligatoires');
  });

  it('drops the notice when it is dismissed', () => {
    const { actor, view } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'DISMISS_NOTICE' });
    expect(view().notice).toBeNull();
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
  });

  it('keeps typing in the fields while a notice is up', () => {
    const { actor, fill, view } = start();
    actor.send({ type: 'SUBMIT' });
    fill({ firstName: 'Ada' });
    expect(view().fields.firstName).toBe('Ada');
    expect(view().notice?.title).toBe('Please fill in required fields');
  });

  it("shows another agency's own notice texts, keeping the spec's for the rest", async () => {
    const { actor, send, fill, view } = start({
      contactEmail: 'hello@harbourline.example',
      texts: {
        successDescription: 'We answer every enquiry within one working day.',
        sending: 'Sending your enquiry…',
      },
    });
    fill(complete);
    actor.send({ type: 'SUBMIT' });
    expect(view().busyLabel).toBe('Sending your enquiry…');
    send.resolve();
    await settled();
    expect(view().notice).toMatchObject({
      title: 'Message sent successfully!',
      description: 'We answer every enquiry within one working day.',
    });
  });

  it('fails loudly when the site has not provided sendEnquiry', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(contactFormMachine, {
      input: { contactEmail: AGENCY_EMAIL },
    }).start();
    for (const [field, value] of Object.entries(complete)) {
      actor.send({ type: 'CHANGE', field: field as ContactField, value });
    }
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(errorSpy.mock.calls[0]?.[1]).toEqual(
      new Error(
        'sendEnquiry was not provided: pass it with machine.provide({ actors: { sendEnquiry } })',
      ),
    );
    expect(selectContactForm(actor.getSnapshot()).notice?.title).toBe('Error sending message');
    errorSpy.mockRestore();
  });
});

import { expect, vi } from 'vitest';
import { describeModel, spiedSubject } from '../testing/modelHarness.js';
import {
  CONTACT_REQUIRED_FIELDS,
  contactFormMachine,
  selectContactForm,
  type ContactFormSnapshot,
  type SendEnquiryInput,
  type SendEnquiryOutput,
} from './contactFormMachine.js';

const AGENCY_EMAIL = 'hello@northbeam.example';

const filledRequired = (snapshot: ContactFormSnapshot) =>
  CONTACT_REQUIRED_FIELDS.filter((field) => snapshot.context.fields[field] !== '');

const formIsUsable = (snapshot: ContactFormSnapshot) => {
  const view = selectContactForm(snapshot);
  expect(view.isSubmitting).toBe(false);
  expect(view.submitDisabled).toBe(false);
  expect(view.busyLabel).toBeNull();
};

describeModel('contactForm', {
  subject: (actors) =>
    spiedSubject({ logError: vi.fn(), actors }, (effects) =>
      contactFormMachine.provide({
        actors: { sendEnquiry: actors.actor<SendEnquiryOutput, SendEnquiryInput>() },
        actions: { logError: effects.logError },
      }),
    ),
  input: { contactEmail: AGENCY_EMAIL },
  events: [
    { type: 'CHANGE', field: 'firstName', value: 'Ada' },
    { type: 'CHANGE', field: 'lastName', value: 'Lovelace' },
    { type: 'CHANGE', field: 'email', value: 'ada@example.com' },
    { type: 'CHANGE', field: 'message', value: 'Audit please' },
    { type: 'CHANGE', field: 'firstName', value: '' },
    { type: 'CHANGE', field: 'company', value: 'Engines Inc' },
    { type: 'CHANGE_HONEYPOT', value: 'http://spam.example' },
    { type: 'SUBMIT' },
    { type: 'DISMISS_NOTICE' },
    { type: 'xstate.done.actor.sendEnquiry', output: undefined },
    { type: 'xstate.error.actor.sendEnquiry', error: new Error('send-contact-email failed') },
  ],
  // Which required fields are filled decides what SUBMIT does; the text typed does not.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      filled: filledRequired(snapshot),
      bot: snapshot.context.honeypot !== '',
      notice: snapshot.context.notice?.title ?? null,
    }),
  steps: {
    'xstate.done.actor.sendEnquiry': (_before, after) => {
      expect(Object.values(selectContactForm(after).fields).every((v) => v === '')).toBe(true);
      expect(selectContactForm(after).honeypot).toBe('');
    },
    'xstate.error.actor.sendEnquiry': (before, after) => {
      expect(selectContactForm(after).fields).toEqual(selectContactForm(before).fields);
    },
  },
  states: {
    'editing.idle': (snapshot) => {
      formIsUsable(snapshot);
      expect(selectContactForm(snapshot).notice).toBeNull();
    },
    'editing.invalid': (snapshot) => {
      formIsUsable(snapshot);
      expect(selectContactForm(snapshot).notice).toEqual({
        tone: 'destructive',
        title: 'Please fill in required fields',
        description: 'First name, last name, email, and message are required.',
      });
    },
    'editing.sent': (snapshot) => {
      formIsUsable(snapshot);
      expect(selectContactForm(snapshot).notice).toEqual({
        tone: 'success',
        title: 'Message sent successfully!',
        description: "We'll get back to you within 24 hours with a custom SEO strategy.",
      });
    },
    'editing.failed': (snapshot, { logError }) => {
      formIsUsable(snapshot);
      expect(selectContactForm(snapshot).notice).toEqual({
        tone: 'destructive',
        title: 'Error sending message',
        description: `Please try again or contact us directly at ${AGENCY_EMAIL}`,
      });
      expect(logError.mock.lastCall?.[1]).toEqual({
        message: 'Error sending message:',
        error: new Error('send-contact-email failed'),
      });
    },
    submitting: (snapshot, { actors }) => {
      // One enquiry in flight, whatever else was clicked meanwhile.
      expect(actors.running('sendEnquiry')).toBe(1);
      // The honeypot travels as fax only when it was filled when the enquiry left.
      const input = actors.inputOf('sendEnquiry') as SendEnquiryInput;
      expect(input.fax === undefined || input.fax === 'http://spam.example').toBe(true);
      expect(selectContactForm(snapshot)).toMatchObject({
        isSubmitting: true,
        submitDisabled: true,
        busyLabel: 'Sending...',
      });
    },
  },
});

import { expect, vi } from 'vitest';
import { notice, type Notice } from '../notice.js';
import { describeModel, spiedSubject } from '../testing/modelHarness.js';
import {
  BOT_FILL,
  botFillsHoneypot,
  callEnds,
  honeypotFormFacts,
  typing,
} from '../testing/formModel.js';
import { contactNotices } from '../testing/notices.js';
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

/** The form is back in the visitor's hands, with `shown` as its notice. */
const usableWith = (snapshot: ContactFormSnapshot, shown: Notice | null) => {
  const view = selectContactForm(snapshot);
  expect({
    isSubmitting: view.isSubmitting,
    submitDisabled: view.submitDisabled,
    busyLabel: view.busyLabel,
    notice: view.notice,
  }).toEqual({
    isSubmitting: false,
    submitDisabled: false,
    busyLabel: null,
    notice: shown,
  });
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
    ...typing({
      // Emptied again too: a required field can go blank after being filled.
      firstName: ['Ada', ''],
      lastName: ['Lovelace'],
      email: ['ada@example.com'],
      message: ['Audit please'],
      company: ['Engines Inc'],
    }),
    botFillsHoneypot,
    { type: 'SUBMIT' },
    { type: 'DISMISS_NOTICE' },
    ...callEnds('sendEnquiry', [undefined], new Error('send-contact-email failed')),
  ],
  // Which required fields are filled decides what SUBMIT does; the text typed does not.
  vertexFacts: (snapshot) => ({
    filled: filledRequired(snapshot),
    ...honeypotFormFacts(snapshot),
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
    'editing.idle': (snapshot) => usableWith(snapshot, null),
    'editing.invalid': (snapshot) =>
      usableWith(
        snapshot,
        notice(
          'destructive',
          'Please fill in required fields',
          'First name, last name, email, and message are required.',
        ),
      ),
    'editing.sent': (snapshot) => usableWith(snapshot, contactNotices.sent),
    'editing.failed': (snapshot, { logError }) => {
      usableWith(snapshot, contactNotices.failed(AGENCY_EMAIL));
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
      expect(input.fax === undefined || input.fax === BOT_FILL).toBe(true);
      expect(selectContactForm(snapshot)).toMatchObject({
        isSubmitting: true,
        submitDisabled: true,
        busyLabel: 'Sending...',
      });
    },
  },
});

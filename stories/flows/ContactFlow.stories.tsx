import preview from '../../.storybook/preview';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  contactFormMachine,
  selectContactForm,
  type ContactField,
  type SendEnquiryInput,
} from '@northbeam/flows';
import { ContactForm } from '@northbeam/ui';
import { inStoryLanguage } from './inStoryLanguage';

type Outcome = 'success' | 'failure';

interface ContactFlowProps {
  /** What the fake send-contact-email call does. */
  outcome: Outcome;
  /** How long the fake call takes, in ms. */
  latency: number;
}

/** The real contactForm machine driving the real ContactForm, with a fake backend actor. */
function ContactFlow({ outcome, latency, locale }: ContactFlowProps & { locale: string }) {
  const [snapshot, send] = useMachine(
    contactFormMachine.provide({
      actors: {
        sendEnquiry: fromPromise<void, SendEnquiryInput>(async () => {
          await new Promise((resolve) => setTimeout(resolve, latency));
          if (outcome === 'failure') throw new Error('send-contact-email answered 503');
        }),
      },
      actions: { logError: () => undefined },
    }),
    { input: { contactEmail: 'hello@northbeam.ca', locale } },
  );
  const view = selectContactForm(snapshot);
  return (
    <ContactForm
      values={view.fields}
      onChange={(field, value) => send({ type: 'CHANGE', field: field as ContactField, value })}
      onSubmit={() => send({ type: 'SUBMIT' })}
      submitting={view.isSubmitting}
      notice={view.notice}
    />
  );
}

const ContactFlowStory = inStoryLanguage<ContactFlowProps>(ContactFlow);

const meta = preview.meta({
  title: 'Flows/Contact enquiry',
  component: ContactFlowStory,
  args: { outcome: 'success' as const, latency: 400 },
  argTypes: { outcome: { control: 'inline-radio', options: ['success', 'failure'] } },
});

async function fillRequired(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(/First Name/), 'Amélie');
  await userEvent.type(canvas.getByLabelText(/Last Name/), 'Tremblay');
  await userEvent.type(canvas.getByLabelText(/Email/), 'amelie@example.ca');
  await userEvent.type(canvas.getByLabelText(/Message/), 'We want to rank in Sherbrooke.');
}

export const ClickThrough = meta.story({ name: 'Click through (idle)' });

export const SentSuccessfully = meta.story({
  name: 'Sent successfully',
  play: async ({ canvas }) => {
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(await canvas.findByText('Message sent successfully!')).toBeVisible();
    await expect(
      canvas.getByText("We'll get back to you within 24 hours with a custom SEO strategy."),
    ).toBeVisible();
    // The confirmation replaces the fields: nothing is left to send. The flow has cleared them
    // (contactFormMachine.test.ts), and they come back empty when the confirmation clears.
    await expect(canvas.queryByLabelText(/First Name/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send Message' })).toBeNull();
  },
});

export const SendingFails = meta.story({
  name: 'Sending fails',
  args: { outcome: 'failure' },
  play: async ({ canvas }) => {
    await fillRequired(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Error sending message')).toBeVisible();
    await expect(
      canvas.getByText('Please try again or contact us directly at hello@northbeam.ca'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/First Name/)).toHaveValue('Amélie');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled());
  },
});

export const BlankRequiredFields = meta.story({
  name: 'Required fields blank',
  play: async ({ canvas }) => {
    // Spaces pass the browser's `required` check; the flow still refuses them and sends nothing.
    await fillRequired(canvas);
    await userEvent.clear(canvas.getByLabelText(/Last Name/));
    await userEvent.type(canvas.getByLabelText(/Last Name/), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Please fill in required fields')).toBeVisible();
    await expect(
      canvas.getByText('First name, last name, email, and message are required.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sending...' })).toBeNull();
    await expect(canvas.getByLabelText(/First Name/)).toHaveValue('Amélie');
  },
});

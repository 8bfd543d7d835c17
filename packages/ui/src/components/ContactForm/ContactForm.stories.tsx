import { useState } from 'react';
import preview from '../../stories-support/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ContactForm,
  emptyContactFormValues,
  type ContactFormNotice,
  type ContactFormProps,
  type ContactFormValues,
} from './ContactForm';
import { options } from '../../stories-support/figures';
import {
  expectBusyButton,
  expectRoleTexts,
  focusOnFirstField,
  hoverOnSubmit,
  pressCalls,
} from '../../stories-support/play';
import { framed } from '../../stories-support/decorators';
import * as noticeCss from '../Notice/Notice.css';
import { frenchArgs } from '../../stories-support/french';
import { useLocale } from '../../i18n/context';
import { frCA } from '../../i18n/fr-CA';
import { useHeld, useHeldFields } from '../../stories-support/held';
import { argTypesFrom } from '../../stories-support/propDocs';
import { contactFormPropDefs } from './ContactForm.props';

const filledValues: ContactFormValues = {
  firstName: 'Amélie',
  lastName: 'Tremblay',
  email: 'amelie@boulangerie-tremblay.ca',
  phone: '514-555-0198',
  company: 'Boulangerie Tremblay',
  website: 'https://boulangerie-tremblay.ca',
  city: 'montreal',
  budget: '2000-5000',
  message:
    'We opened a second location and want both to show up in local search and in AI answers.',
};

/** The same enquiry as a French-speaking owner writes it. */
const filledValuesFr: ContactFormValues = {
  ...filledValues,
  message:
    'Nous avons ouvert une deuxième succursale et voulons que les deux paraissent dans la recherche locale et dans les réponses de l’IA.',
};

/** Keeps the values like the site's machine does, so typing shows up in the fields. */
function Stateful(props: ContactFormProps) {
  const [values, onChange, setValues] = useHeldFields(props.values, props.onChange);
  const [honeypot, onHoneypotChange] = useHeld(props.honeypot ?? '', (value: string) =>
    props.onHoneypotChange?.(value),
  );
  // Switched to the other language (the French pass), the story's values in that language.
  const locale = useLocale();
  const [shownIn, setShownIn] = useState(locale);
  if (shownIn !== locale) {
    setShownIn(locale);
    setValues(props.values);
  }
  return (
    <ContactForm
      {...props}
      values={values}
      onChange={onChange}
      honeypot={honeypot}
      onHoneypotChange={onHoneypotChange}
    />
  );
}

const meta = preview.meta({
  title: 'Forms/ContactForm',
  component: ContactForm,
  argTypes: argTypesFrom(contactFormPropDefs),
  args: {
    values: emptyContactFormValues,
    onChange: fn(),
    onHoneypotChange: fn(),
    onSubmit: fn(),
    submitting: false,
  },
  decorators: [framed({ maxWidth: 720 })],
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    for (const name of ['First Name', 'Last Name', 'Email', 'Message']) {
      await expect(canvas.getByLabelText(new RegExp(`^${name}`))).toBeRequired();
    }
    for (const name of ['Phone', 'Company', 'Website', 'City', 'Monthly Budget']) {
      await expect(canvas.getByLabelText(name)).not.toBeRequired();
    }
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    // Optional with no rule: what people type ('example.com') must not stop the form.
    const website = canvas.getByLabelText('Website') as HTMLInputElement;
    await expect(website).toHaveAttribute('type', 'text');
    await expect(website).toHaveAttribute('inputmode', 'url');
    website.value = 'example.com';
    await expect(website.checkValidity()).toBe(true);
    website.value = '';
    await expectRoleTexts(canvas.getByLabelText('City'), 'option', [
      'Select your city',
      'Toronto',
      'Vancouver',
      'Montreal',
      'Calgary',
      'Ottawa',
      'Edmonton',
      'Other',
    ]);
    const budget = canvas.getByLabelText('Monthly Budget');
    await expect(
      within(budget)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['', 'under-1000', '1000-2000', '2000-5000', '5000-10000', 'over-10000']);
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
});

const requiredNotice: ContactFormNotice = {
  tone: 'destructive',
  title: 'Please fill in required fields',
  description: 'First name, last name, email, and message are required.',
};

/** The flow's notice and messages in French, as @northbeam/flows' fr-CA texts give them. */
const requiredFr = frenchArgs<ContactFormProps>({
  notice: {
    tone: 'destructive',
    title: 'Veuillez remplir les champs obligatoires',
    description: 'Le prénom, le nom, le courriel et le message sont obligatoires.',
  },
  fieldErrors: {
    firstName: 'Entrez votre prénom',
    lastName: 'Entrez votre nom',
    email: 'Entrez votre adresse courriel',
    message: 'Entrez votre message',
  },
});

export const RequiredFieldsMissing = meta.story({
  name: 'Required fields missing (error summary)',
  args: {
    notice: requiredNotice,
    fieldErrors: {
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      message: 'Enter your message',
    },
  },
  parameters: requiredFr,
  play: async ({ canvas, args }) => {
    const summary = canvas.getByRole('alert');
    // The summary takes focus, so a screen reader reads it first (GOV.UK's pattern).
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Please fill in required fields');
    await expect(summary).toHaveTextContent(
      'First name, last name, email, and message are required.',
    );
    await expectRoleTexts(summary, 'link', [
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter your message',
    ]);
    // Each message is beside its field too, as the field's description.
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter your email address');
    await expect(email).toBeRequired();
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your email address' }));
    await expect(email).toHaveFocus();
    // The browser's bubbles are off (novalidate): the press reaches the flow, which re-checks.
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(summary).toHaveFocus());
  },
});

export const OneFieldInvalid = meta.story({
  name: 'One field invalid',
  args: {
    values: { ...filledValues, email: 'amelie@' },
    notice: { tone: 'destructive', title: 'Please correct the highlighted field' },
    fieldErrors: { email: 'Enter an email address like name@example.com' },
  },
  parameters: frenchArgs<ContactFormProps>({
    values: { ...filledValuesFr, email: 'amelie@' },
    notice: { tone: 'destructive', title: 'Veuillez corriger le champ signalé' },
    fieldErrors: { email: 'Entrez une adresse courriel comme nom@exemple.com' },
  }),
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    await expect(canvas.getByLabelText(/^First Name/)).not.toHaveAttribute('aria-invalid');
    // Leave the picture without the focus ring's timing.
    summary.blur();
  },
});

export const Submitting = meta.story({
  args: { values: filledValues, submitting: true },
  parameters: frenchArgs<ContactFormProps>({ values: filledValuesFr }),
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Sending...', args.onSubmit);
  },
});

/** The flow's confirmation, as the site passes it. */
const successNotice: ContactFormNotice = {
  tone: 'success',
  title: 'Message sent successfully!',
  description: "We'll get back to you within 24 hours with a custom SEO strategy.",
};

const successFr = frenchArgs<ContactFormProps>({
  values: filledValuesFr,
  notice: {
    tone: 'success',
    title: 'Message envoyé\u00a0!',
    description:
      'Nous vous répondrons d’ici 24 heures avec une stratégie de référencement sur mesure.',
  },
});

export const Success = meta.story({
  args: { notice: successNotice },
  parameters: successFr,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Message sent successfully!');
    await expect(status).toHaveTextContent(
      "We'll get back to you within 24 hours with a custom SEO strategy.",
    );
    // In the success tone, and nothing left to submit beneath it: the fields and the button are
    // gone with the enquiry sent.
    await expect(status.firstElementChild).toHaveClass(noticeCss.tone.success);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/** Sending succeeds a moment after the press, as on the site. */
function SendThenConfirm({
  confirmation,
  ...props
}: ContactFormProps & { confirmation: ContactFormNotice }) {
  const [values, setValues] = useState(props.values);
  const [submitting, setSubmitting] = useState(false);
  // Whether it was sent, not the notice itself: shown in French, the French confirmation.
  const [sent, setSent] = useState(false);
  return (
    <ContactForm
      {...props}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      submitting={submitting}
      notice={sent ? confirmation : null}
      onSubmit={() => {
        setSubmitting(true);
        setSent(false);
        window.setTimeout(() => {
          setSubmitting(false);
          setValues(emptyContactFormValues);
          setSent(true);
        }, 200);
      }}
    />
  );
}

/**
 * WCAG 4.1.3: the status region is on the page before the confirmation arrives, so the
 * confirmation is announced; focus stays on the button through the busy state, then moves to the
 * confirmation that replaces the form (WCAG 2.4.3: not lost to the page with the button).
 */
export const SuccessAnnounced = meta.story({
  name: 'Success announced, focus to it',
  args: { values: filledValues, notice: successNotice },
  parameters: successFr,
  // The story's confirmation (the flow's, on the site) is shown once the send is over.
  render: ({ notice, ...args }) => <SendThenConfirm {...args} confirmation={notice!} />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    const button = canvas.getByRole('button', { name: 'Send Message' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toHaveFocus();
    await waitFor(() => expect(status).toHaveTextContent('Message sent successfully!'));
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Send Message' })).toBeNull();
    // The notice inside the region carries no role of its own (one announcement).
    await expect(status.querySelectorAll('[role]')).toHaveLength(0);
  },
});

export const Failure = meta.story({
  args: {
    values: filledValues,
    notice: {
      tone: 'destructive',
      title: 'Error sending message',
      description: 'Please try again or contact us directly at hello@northbeam.ca',
    },
  },
  parameters: frenchArgs<ContactFormProps>({
    values: filledValuesFr,
    notice: {
      tone: 'destructive',
      title: 'Erreur lors de l’envoi du message',
      description: 'Veuillez réessayer ou nous écrire directement à bonjour@northbeam.ca',
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error sending message');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please try again or contact us directly at hello@northbeam.ca',
    );
    await expect(canvas.getByLabelText(/^First Name/)).toHaveValue('Amélie');
    await expect(canvas.getByLabelText('City')).toHaveValue('montreal');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
});

export const Filled = meta.story({
  args: { values: filledValues },
  parameters: frenchArgs<ContactFormProps>({ values: filledValuesFr }),
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    const firstName = canvas.getByLabelText(/^First Name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('firstName', 'Ada');
    await userEvent.type(canvas.getByLabelText('Company'), ' Inc.');
    await expect(args.onChange).toHaveBeenLastCalledWith('company', 'Boulangerie Tremblay Inc.');
    await userEvent.selectOptions(canvas.getByLabelText('City'), 'Other');
    await expect(args.onChange).toHaveBeenLastCalledWith('city', 'other');
    await userEvent.selectOptions(canvas.getByLabelText('Monthly Budget'), 'Over $10,000');
    await expect(args.onChange).toHaveBeenLastCalledWith('budget', 'over-10000');
    await pressCalls(canvas, 'Send Message', args.onSubmit);
  },
});

/**
 * Looks exactly like Filled: the honeypot is off-screen. A person tabs from Message straight to
 * the button; a bot that writes into the hidden fax field sends it along with the enquiry.
 */
export const HoneypotFilledByABot = meta.story({
  name: 'Honeypot filled by a bot',
  args: { values: filledValues },
  parameters: frenchArgs<ContactFormProps>({ values: filledValuesFr }),
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Fax' })).toBeNull();
    canvas.getByLabelText(/^Message/).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    const honeypot = canvas.getByRole('textbox', { name: 'Fax', hidden: true });
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.type(honeypot, 'http://spam.example');
    await expect(args.onHoneypotChange).toHaveBeenLastCalledWith('http://spam.example');
    await expect(honeypot.getBoundingClientRect().right).toBeLessThanOrEqual(0);
    await pressCalls(canvas, 'Send Message', args.onSubmit);
  },
});

export const FrenchLabels = meta.story({
  name: 'French labels',
  args: {
    lang: 'fr-CA',
    values: emptyContactFormValues,
    // The French pack's texts as an app passes them, one of them its own.
    labels: { ...frCA.ContactForm, lastName: 'Nom de famille' },
    cityOptions: options({
      toronto: 'Toronto',
      vancouver: 'Vancouver',
      montreal: 'Montréal',
      calgary: 'Calgary',
      ottawa: 'Ottawa',
      edmonton: 'Edmonton',
      other: 'Autre',
    }),
    budgetOptions: options({
      'under-1000': 'Moins de 1 000 $',
      '1000-2000': '1 000 $ à 2 000 $',
      '2000-5000': '2 000 $ à 5 000 $',
      '5000-10000': '5 000 $ à 10 000 $',
      'over-10000': 'Plus de 10 000 $',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Prénom/)).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Envoyer le message' })).toBeVisible();
  },
});

export const HoverOnSend = meta.story({
  args: { values: filledValues },
  ...hoverOnSubmit('Send Message', frenchArgs<ContactFormProps>({ values: filledValuesFr })),
});

export const FocusOnField = meta.story(focusOnFirstField(/^First Name/));

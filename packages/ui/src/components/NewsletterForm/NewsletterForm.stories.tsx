import { useState } from 'react';
import preview from '../../stories-support/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm';
import { newsletterFormPropDefs, type NewsletterFormProps } from './NewsletterForm.props';
import {
  enhanceNewsletterSummary,
  focusNewsletterSummary,
  showNewsletterNotice,
  showNewsletterState,
} from './newsletterFormBehaviour';
import { framed } from '../../stories-support/decorators';
import { useLocale } from '../../i18n/context';
import { useStaticMarkup } from '../../stories-support/staticMarkup';
import { frenchArgs } from '../../stories-support/french';

// The stories' own messages (a flow gives the real ones): not the flows' texts, which the
// French pass would report as English left on a French page.
const emailMissing = 'Enter your email address';
const emailInvalid = 'Enter an email address like name@example.com';
const inboxTitle = 'Check your inbox';
// The same in French, for the French pass and the toolbar's French.
const emailMissingFr = 'Entrez votre adresse courriel';
const emailInvalidFr = 'Entrez une adresse courriel comme nom@exemple.ca';
const inboxTitleFr = 'Consultez votre boîte de réception';

/** The docs table from NewsletterForm.props.ts. */
const argTypes = Object.fromEntries(
  Object.entries(newsletterFormPropDefs).map(([prop, def]) => [
    prop,
    {
      description: def.description,
      type: { name: 'other' as const, value: def.type },
      table: {
        type: { summary: def.type },
        ...('default' in def ? { defaultValue: { summary: String(def.default) } } : {}),
      },
    },
  ]),
);

const meta = preview.meta({
  title: 'Forms/NewsletterForm',
  component: NewsletterForm,
  argTypes,
  args: { onSubmit: fn() },
  decorators: [framed({ maxWidth: 640 })],
});

export const Empty = meta.story({
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Email address');
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('form', { name: 'Newsletter' })).toHaveAttribute('novalidate');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Newsletter' }));
    // No browser bubble stops the submit: the flow is told and decides.
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
});

export const EmptySubmit = meta.story({
  name: 'Empty submit (error summary)',
  args: { error: emailMissing, focusKey: 1 },
  parameters: frenchArgs<NewsletterFormProps>({ error: emailMissingFr }),
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('There is a problem');
    await waitFor(() => expect(summary).toHaveFocus());
    const field = canvas.getByLabelText('Email address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(emailMissing);
    await userEvent.click(canvas.getByRole('link', { name: emailMissing }));
    await expect(field).toHaveFocus();
  },
});

export const InvalidEmail = meta.story({
  name: 'Invalid address',
  args: { email: 'amelie@', error: emailInvalid, focusKey: 1 },
  parameters: frenchArgs<NewsletterFormProps>({ error: emailInvalidFr }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: emailInvalid })).toBeVisible();
    await expect(canvas.getByLabelText('Email address')).toHaveValue('amelie@');
  },
});

export const Submitting = meta.story({
  name: 'Loading',
  args: { email: 'amelie@boulangerie-tremblay.ca', submitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Subscribing...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Success = meta.story({
  args: {
    notice: {
      tone: 'success',
      title: inboxTitle,
      description: 'We sent a link to amelie@boulangerie-tremblay.ca to confirm.',
    },
  },
  parameters: frenchArgs<NewsletterFormProps>({
    notice: {
      tone: 'success',
      title: inboxTitleFr,
      description:
        'Nous avons envoyé un lien à amelie@boulangerie-tremblay.ca pour confirmer votre abonnement.',
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Check your inbox')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const Failure = meta.story({
  name: 'Error',
  args: {
    email: 'amelie@boulangerie-tremblay.ca',
    notice: { tone: 'destructive', title: 'The address was not sent', description: 'Try again.' },
  },
  parameters: frenchArgs<NewsletterFormProps>({
    notice: {
      tone: 'destructive',
      title: 'L’adresse n’a pas été envoyée',
      description: 'Veuillez réessayer.',
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The address was not sent')).toBeVisible();
  },
});

/** Controlled like the site's flow: an empty submit shows the summary, a valid one succeeds. */
function Stateful(props: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [submits, setSubmits] = useState(0);
  // What went wrong, not its words: the words follow the story's language when it switches.
  const [error, setError] = useState<'missing' | 'invalid' | null>(null);
  const [sent, setSent] = useState(false);
  const french = useLocale() === 'fr-CA';
  const messages = {
    missing: french ? emailMissingFr : emailMissing,
    invalid: french ? emailInvalidFr : emailInvalid,
  };
  return (
    <NewsletterForm
      {...props}
      email={email}
      onEmailChange={(value) => {
        setEmail(value);
        setError(null);
      }}
      error={error && messages[error]}
      focusKey={submits}
      notice={sent ? { tone: 'success', title: french ? inboxTitleFr : inboxTitle } : null}
      onSubmit={() => {
        setSubmits((count) => count + 1);
        if (!email) setError('missing');
        else if (!email.includes('@') || email.endsWith('@')) setError('invalid');
        else setSent(true);
        props.onSubmit?.();
      }}
    />
  );
}

export const Interactive = meta.story({
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Subscribe to Newsletter' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: emailMissing }));
    const field = canvas.getByLabelText('Email address');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'amelie@example.ca');
    await userEvent.click(button);
    await expect(await canvas.findByText('Check your inbox')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** The form as a page without React has it: static markup, in the story's language. */
function Prerendered() {
  const html = useStaticMarkup(<NewsletterForm />);
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

export const WithoutReact = meta.story({
  name: 'Without React (island)',
  render: () => <Prerendered />,
  play: async ({ canvas, canvasElement }) => {
    // What the blog's island does with the flow's states, on the same markup.
    const root = canvasElement;
    enhanceNewsletterSummary(root);
    showNewsletterState(root, {
      error: emailMissing,
      submitting: false,
      submitLabel: 'Subscribe to Newsletter',
    });
    focusNewsletterSummary(root);
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveFocus();
    const field = canvas.getByLabelText('Email address');
    await expect(field).toHaveAccessibleDescription(emailMissing);
    await userEvent.click(canvas.getByRole('link', { name: emailMissing }));
    await expect(field).toHaveFocus();
    showNewsletterState(root, { error: null, submitting: true, submitLabel: 'Subscribing...' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Subscribing...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    showNewsletterState(root, {
      error: null,
      submitting: false,
      submitLabel: 'Subscribe to Newsletter',
    });
    showNewsletterNotice(root, { tone: 'success', title: 'Check your inbox' });
    await expect(canvas.getByText('Check your inbox')).toBeVisible();
  },
});

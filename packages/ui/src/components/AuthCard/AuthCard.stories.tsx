import { useState } from 'react';
import preview from '../../stories-support/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AuthCard,
  emptyAuthCardValues,
  type AuthCardField,
  type AuthCardMode,
  type AuthCardProps,
} from './AuthCard';
import {
  expectAnnounced,
  expectBusyButton,
  expectHeading,
  expectRoleTexts,
  expectVisibleTexts,
  focusOnFirstField,
  hoverOnSubmit,
  pressCalls,
  type Canvas,
} from '../../stories-support/play';
import { frenchArgs } from '../../stories-support/french';
import { argTypesFrom } from '../../stories-support/propDocs';
import { formatMoney } from '../../format/money';
import { useLocale } from '../../i18n/context';
import { useHeldFields } from '../../stories-support/held';
import { authCardPropDefs } from './AuthCard.props';

const nbsp = '\u00a0';

/** The auth flow's messages the stories show, in each language (flows' texts give the real ones). */
const messages = {
  'en-CA': {
    emailInvalid: 'Please enter a valid email address.',
    passwordTooShort: 'Password must be at least 6 characters.',
    fullNameRequired: 'Full name is required.',
    invalidCredentials: 'Invalid login credentials',
  },
  'fr-CA': {
    emailInvalid: 'Veuillez entrer une adresse courriel valide.',
    passwordTooShort: `Le mot de passe doit compter au moins 6${nbsp}caractères.`,
    fullNameRequired: 'Le nom complet est obligatoire.',
    invalidCredentials: 'Identifiants de connexion invalides',
  },
};
const en = messages['en-CA'];
const fr = messages['fr-CA'];

/** Holds the values like the auth flow does, so typing shows up. */
function Stateful(props: AuthCardProps) {
  const [values, onChange] = useHeldFields(props.values, props.onChange);
  return <AuthCard {...props} values={values} onChange={onChange} />;
}

const meta = preview.meta({
  title: 'Account/AuthCard',
  component: AuthCard,
  argTypes: argTypesFrom(authCardPropDefs),
  args: {
    mode: 'signIn' as const,
    minPasswordLength: 6,
    values: emptyAuthCardValues,
    onChange: fn(),
    onSubmit: fn(),
    onToggleMode: fn(),
    onForgotPassword: fn(),
    onBackToSignIn: fn(),
  },
});

export const SignIn = meta.story({
  name: 'Sign in',
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Welcome Back', 1);
    await expect(canvas.queryByLabelText(/Full Name/)).toBeNull();
    const email = canvas.getByLabelText(/^Email/);
    const password = canvas.getByLabelText(/^Password/);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('minlength', '6');
    await userEvent.type(email, 'amelie@example.ca');
    await expect(args.onChange).toHaveBeenLastCalledWith('email', 'amelie@example.ca');
    await userEvent.type(password, 'secret1');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 'secret1');
    await pressCalls(canvas, 'Sign In', args.onSubmit);
    await pressCalls(canvas, "Don't have an account? Sign up", args.onToggleMode);
    await pressCalls(canvas, 'Forgot password?', args.onForgotPassword);
  },
});

export const SignUp = meta.story({
  name: 'Sign up',
  args: { mode: 'signUp' },
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Create Account');
    await expect(canvas.getByLabelText(/^Full Name/)).toBeRequired();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 6 characters.',
    );
    await expect(canvas.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    // No browser bubble (novalidate): the press reaches the flow, which checks the fields.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await pressCalls(canvas, 'Already have an account? Sign in', args.onToggleMode);
  },
});

export const Busy = meta.story({
  args: { values: { email: 'amelie@example.ca', password: 'secret1', fullName: '' }, busy: true },
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Loading...', args.onSubmit);
  },
});

export const SelectedPlan = meta.story({
  name: 'Selected plan',
  args: { mode: 'signUp', selectedPlan: 'Professional' },
  parameters: frenchArgs<AuthCardProps>({ selectedPlan: 'Professionnel' }),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Selected Plan: Professional']);
  },
});

export const ProviderError = meta.story({
  name: 'Provider error',
  args: {
    values: { email: 'amelie@example.ca', password: 'wrong-password', fullName: '' },
    error: { description: en.invalidCredentials },
  },
  parameters: frenchArgs<AuthCardProps>({ error: { description: fr.invalidCredentials } }),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('Invalid login credentials');
  },
});

export const FieldErrors = meta.story({
  name: 'Field errors (error summary)',
  args: {
    mode: 'signUp',
    noValidate: true,
    values: { email: 'amelie@', password: '123', fullName: '' },
    fieldErrors: {
      fullName: en.fullNameRequired,
      email: en.emailInvalid,
      password: en.passwordTooShort,
    },
  },
  parameters: frenchArgs<AuthCardProps>({
    fieldErrors: {
      fullName: fr.fullNameRequired,
      email: fr.emailInvalid,
      password: fr.passwordTooShort,
    },
  }),
  play: async ({ canvas, args }) => {
    await expectRoleTexts(canvas.getByRole('alert'), 'link', [
      'Full name is required.',
      'Please enter a valid email address.',
      'Password must be at least 6 characters.',
    ]);
    const email = canvas.getByLabelText(/^Email/);
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveAccessibleDescription(
      'Full name is required.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 6 characters. Password must be at least 6 characters.',
    );
    // With the browser checks off, the flow receives the submit and reports the errors itself.
    await pressCalls(canvas, 'Sign Up', args.onSubmit);
  },
});

export const ForgotPassword = meta.story({
  name: 'Forgot password',
  args: { mode: 'forgotPassword', values: { ...emptyAuthCardValues, email: 'amelie@example.ca' } },
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Reset your password');
    await expect(canvas.queryByLabelText(/Password/)).toBeNull();
    await pressCalls(canvas, 'Send reset link', args.onSubmit);
    await pressCalls(canvas, 'Back to sign in', args.onBackToSignIn);
  },
});

/**
 * Back from an e-mail link (`linkExpired` or `emailConfirmed`), the forgot-password card under its
 * own title and message: it asks for the email only, sends a link and offers the way back to sign in.
 */
function backFromEmailLink({
  flag,
  title,
  message,
  submit,
}: {
  flag: 'linkExpired' | 'emailConfirmed';
  title: string;
  message: string;
  submit: string;
}) {
  return {
    args: { mode: 'forgotPassword' as const, [flag]: true },
    render: (args: AuthCardProps) => <Stateful {...args} />,
    play: async ({ canvas, args }: { canvas: Canvas; args: AuthCardProps }) => {
      await expectHeading(canvas, title, 1);
      await expectVisibleTexts(canvas, [message]);
      await expect(canvas.queryByRole('heading', { name: 'Reset your password' })).toBeNull();
      await expect(canvas.queryByLabelText(/Password/)).toBeNull();
      await userEvent.type(canvas.getByLabelText(/^Email/), 'amelie@example.ca');
      await expect(args.onChange).toHaveBeenLastCalledWith('email', 'amelie@example.ca');
      await pressCalls(canvas, submit, args.onSubmit);
      await pressCalls(canvas, 'Back to sign in', args.onBackToSignIn);
    },
  };
}

// Each story is its own `meta.story(...)` export: Storybook's indexer finds a story only there, and a
// story a helper returns is not indexed (neither shown nor tested, its baselines left unchecked).
/** Back from a recovery link that had expired or was already used: the card asks for a new one. */
export const LinkExpired = meta.story({
  name: 'Link expired',
  ...backFromEmailLink({
    flag: 'linkExpired',
    title: 'This link has expired',
    message:
      'Reset links work once, within five minutes, in the browser where you asked for them. Enter your email to get a new one.',
    submit: 'Send a new link',
  }),
});

export const EmailConfirmed = meta.story({
  name: 'Email confirmed',
  ...backFromEmailLink({
    flag: 'emailConfirmed',
    title: 'Your email is confirmed',
    message:
      "To sign in, choose a password: enter your email and we'll send you a link. Open it in this browser within five minutes.",
    submit: 'Send password link',
  }),
});

export const ResetLinkSent = meta.story({
  name: 'Reset link sent',
  args: {
    mode: 'forgotPassword',
    values: { ...emptyAuthCardValues, email: 'amelie@example.ca' },
    successMessage: {
      title: 'Check your email',
      description: 'We sent you a link to reset your password.',
    },
  },
  parameters: frenchArgs<AuthCardProps>({
    successMessage: {
      title: 'Consultez vos courriels',
      description: 'Nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
    },
  }),
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'status', [
      'Check your email',
      'We sent you a link to reset your password.',
    ]);
  },
});

export const UpdatePassword = meta.story({
  name: 'Update password',
  args: { mode: 'resetPassword' },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText(/^Email/)).toBeNull();
    const password = canvas.getByLabelText(/^New password/);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'n3w-secret');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 'n3w-secret');
    await pressCalls(canvas, 'Update password', args.onSubmit);
  },
});

export const FrenchCopy = meta.story({
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    mode: 'signIn',
    selectedPlan: 'Professionnel',
    labels: {
      signIn: {
        title: 'Connexion à votre compte',
        description: 'Connectez-vous pour voir votre abonnement et vos forfaits.',
        submit: 'Se connecter',
      },
      email: 'Courriel',
      password: 'Mot de passe',
      toSignUp: 'Pas encore de compte? Inscrivez-vous',
      forgotPasswordLink: 'Mot de passe oublié?',
      busy: 'Chargement...',
      selectedPlan: (plan) => `Forfait choisi : ${plan}`,
    },
  },
});

/** Checks the fields and answers 'Invalid login credentials' after a moment, like the auth flow. */
function KeyboardDemo(props: AuthCardProps) {
  const [mode, setMode] = useState<AuthCardMode>('signIn');
  const [values, setValues] = useState(emptyAuthCardValues);
  // Which message, not its words: shown in French, the same state reads in French.
  type Message = keyof typeof en;
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AuthCardField, Message>>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const words = messages[useLocale() === 'fr-CA' ? 'fr-CA' : 'en-CA'];
  return (
    <AuthCard
      {...props}
      mode={mode}
      values={values}
      busy={busy}
      error={error && { description: words[error] }}
      fieldErrors={Object.fromEntries(
        Object.entries(fieldErrors).map(([field, message]) => [field, words[message]]),
      )}
      noValidate
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
        setError(null);
      }}
      onSubmit={() => {
        const errors: Partial<Record<AuthCardField, Message>> = {};
        if (!values.email.includes('@')) errors.email = 'emailInvalid';
        if (mode === 'signIn' && values.password.length < 6) errors.password = 'passwordTooShort';
        setFieldErrors(errors);
        if (Object.keys(errors).length > 0) return;
        setBusy(true);
        window.setTimeout(() => {
          setBusy(false);
          setError('invalidCredentials');
        }, 200);
      }}
      onForgotPassword={() => setMode('forgotPassword')}
      onBackToSignIn={() => setMode('signIn')}
    />
  );
}

/**
 * By keyboard (WCAG 2.4.3, 3.3.1, 4.1.3): an empty submit focuses the error summary, whose link
 * focuses the field, whose error is its description; focus stays on the button while it is busy; the provider's error is
 * an alert beside the form; a mode change puts focus on the new card's title.
 */
export const KeyboardErrorsAndFocus = meta.story({
  name: 'Keyboard: errors focused and announced',
  render: (args) => <KeyboardDemo {...args} />,
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Sign In' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAccessibleName('There is a problem');
    await userEvent.tab();
    const first = within(summary).getByRole('link', {
      name: 'Please enter a valid email address.',
    });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const email = canvas.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

    await userEvent.type(email, 'amelie@example.ca');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
    canvas.getByRole('button', { name: 'Sign In' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toHaveFocus();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid login credentials');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveFocus();

    canvas.getByRole('button', { name: 'Forgot password?' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Reset your password' })).toHaveFocus(),
    );
  },
});

/** A plan chosen on the pricing page's annual view: its price and billing under its name. */
export const SelectedPlanAnnual = meta.story({
  name: 'Selected plan, billed annually',
  args: {
    mode: 'signUp',
    selectedPlan: 'Professional',
    planSummary: `${formatMoney(1697, 'CAD', 'en-CA')}/month, billed annually`,
  },
  parameters: frenchArgs<AuthCardProps>({
    selectedPlan: 'Professionnel',
    planSummary: `${formatMoney(1697, 'CAD', 'fr-CA')}/mois, facturé annuellement`,
  }),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, [
      'Selected Plan: Professional',
      '$1,697/month, billed annually',
    ]);
  },
});

export const HoverOnSubmit = meta.story(hoverOnSubmit('Sign In'));

export const FocusOnField = meta.story(focusOnFirstField(/^Email/));

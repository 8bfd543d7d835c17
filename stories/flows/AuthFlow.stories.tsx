import preview from '../../.storybook/preview';
import { useMachine } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import {
  MIN_PASSWORD_LENGTH,
  authFormMachine,
  selectAuthForm,
  type AuthOutcome,
  type PlanId,
} from '@northbeam/flows';
import { rejectsWith, resolvesWith } from '@northbeam/flows/fakes';
import { AuthCard } from '@northbeam/ui';
import { inStoryLanguage } from './inStoryLanguage';

type Backend = 'accepts' | 'rejects credentials' | 'throws';

interface AuthFlowProps {
  /** What the fake auth provider answers. */
  backend: Backend;
  /** The plan chosen on the pricing page, by tier id (as /auth's query carries it). */
  plan?: PlanId;
  /** Its name as the page shows it ('Professionnel' on a French page). */
  planName?: string;
}

const answer = (backend: Backend) =>
  backend === 'throws'
    ? rejectsWith<AuthOutcome>(new Error('fetch failed'), { delayMs: 300 })
    : resolvesWith<AuthOutcome>(
        { error: backend === 'accepts' ? null : { message: 'Invalid login credentials' } },
        { delayMs: 300 },
      );

/** The real authForm machine driving the real AuthCard, with a fake auth provider. */
function AuthFlow({ backend, plan, planName, locale }: AuthFlowProps & { locale: string }) {
  const [snapshot, send] = useMachine(
    authFormMachine.provide({
      actors: {
        signIn: answer(backend),
        signUp: answer(backend),
        requestPasswordReset: answer(backend),
        updatePassword: answer(backend),
      },
      actions: { navigate: () => undefined, logError: () => undefined },
    }),
    { input: { selectedPlan: plan ?? null, returnPath: '/pricing', locale } },
  );
  const view = selectAuthForm(snapshot);
  if (view.mode === 'signedIn') return <p role="status">Signed in: on to /dashboard</p>;
  const notice = view.notice;
  return (
    <AuthCard
      mode={view.mode}
      minPasswordLength={MIN_PASSWORD_LENGTH}
      values={{ email: view.email, password: view.password, fullName: view.fullName }}
      onChange={(field, value) => send({ type: 'CHANGE', field, value })}
      onSubmit={() => send({ type: 'SUBMIT' })}
      onToggleMode={() => send({ type: 'TOGGLE_MODE' })}
      onForgotPassword={() => send({ type: 'FORGOT_PASSWORD' })}
      onBackToSignIn={() => send({ type: 'BACK_TO_SIGN_IN' })}
      busy={view.isSubmitting}
      selectedPlan={view.selectedPlan && planName}
      fieldErrors={view.errors}
      noValidate
      error={
        notice?.tone === 'destructive'
          ? { title: notice.title, description: notice.description ?? '' }
          : null
      }
      successMessage={notice && notice.tone !== 'destructive' ? notice : null}
    />
  );
}

const AuthFlowStory = inStoryLanguage<AuthFlowProps>(AuthFlow);

const meta = preview.meta({
  title: 'Flows/Sign in and sign up',
  component: AuthFlowStory,
  args: { backend: 'accepts' as const },
  argTypes: {
    backend: { control: 'inline-radio', options: ['accepts', 'rejects credentials', 'throws'] },
  },
});

export const ClickThrough = meta.story({
  name: 'Click through (sign in)',
  args: { plan: 'professional', planName: 'Professional' },
  // In French the chosen plan is named as the French pricing page names it.
  parameters: { locales: { 'fr-CA': { args: { planName: 'Professionnel' } } } },
});

/** Types an email and a password into the sign-in card and presses Sign In. */
async function signIn(canvas: ReturnType<typeof within>, email: string, password: string) {
  await userEvent.type(canvas.getByLabelText(/Email/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

export const WrongPassword = meta.story({
  name: 'Wrong password',
  args: { backend: 'rejects credentials' },
  play: async ({ canvas }) => {
    await signIn(canvas, 'ada@example.ca', 'not-the-one');
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(await canvas.findByText('Invalid login credentials')).toBeVisible();
    await expect(canvas.getByText('Error')).toBeVisible();
  },
});

export const SignUpNeedsConfirmation = meta.story({
  name: 'Sign up, then confirm by e-mail',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Don't have an account? Sign up" }));
    await expect(canvas.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Full Name/), 'Amélie Tremblay');
    await userEvent.type(canvas.getByLabelText(/Email/), 'amelie@example.ca');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'sherbrooke-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(
      await canvas.findByText('Please check your email to confirm your account.'),
    ).toBeVisible();
  },
});

export const InvalidInput = meta.story({
  name: 'Invalid e-mail and short password',
  play: async ({ canvas }) => {
    await signIn(canvas, 'not-an-email', '12345');
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('button', { name: 'Loading...' })).toBeNull();
  },
});

export const UnexpectedFailure = meta.story({
  name: 'Unexpected failure',
  args: { backend: 'throws' },
  play: async ({ canvas }) => {
    await signIn(canvas, 'ada@example.ca', 'correct-horse');
    await expect(await canvas.findByText('An unexpected error occurred.')).toBeVisible();
  },
});

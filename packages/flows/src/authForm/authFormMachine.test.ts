import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  authFormMachine,
  selectAuthForm,
  validateAuthForm,
  type AuthFormInput,
  type AuthOutcome,
} from './index.js';
import { authNotices, providerError } from '../testing/notices.js';
import { settled } from '../testing/settled.js';

const ok: AuthOutcome = { error: null };

type Answer = AuthOutcome | Error;

/** Backend fakes answering in order; an Error stands for a thrown exception. */
const backend = (answers: Partial<Record<string, Answer>> = {}) => {
  const calls: Array<{ name: string; input: unknown }> = [];
  const fake = <TInput>(name: string) =>
    fromPromise<AuthOutcome, TInput>(async ({ input }) => {
      calls.push({ name, input });
      const answer = answers[name] ?? ok;
      if (answer instanceof Error) throw answer;
      return answer;
    });
  return {
    calls,
    actors: {
      signIn: fake<{ email: string; password: string }>('signIn'),
      signUp: fake<{ email: string; password: string; fullName: string }>('signUp'),
      requestPasswordReset: fake<{ email: string }>('requestPasswordReset'),
      updatePassword: fake<{ password: string }>('updatePassword'),
    },
  };
};

const start = (answers?: Partial<Record<string, Answer>>, input: AuthFormInput = {}) => {
  const fakes = backend(answers);
  const navigate = vi.fn();
  const logError = vi.fn();
  const actor = createActor(
    authFormMachine.provide({ actors: fakes.actors, actions: { navigate, logError } }),
    { input },
  ).start();
  const type = (fields: { email?: string; password?: string; fullName?: string }) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'CHANGE', field: field as 'email', value });
    }
  };
  const view = () => selectAuthForm(actor.getSnapshot());
  return { actor, calls: fakes.calls, navigate, logError, type, view };
};

describe('authFormMachine: modes', () => {
  it('starts in sign-in, idle, with no plan and no notice', () => {
    const { view } = start();
    expect(view()).toMatchObject({
      mode: 'signIn',
      selectedPlan: null,
      isSubmitting: false,
      notice: null,
    });
  });

  it('toggles to sign-up and back', () => {
    const { actor, view } = start();
    actor.send({ type: 'TOGGLE_MODE' });
    expect(view().mode).toBe('signUp');
    actor.send({ type: 'TOGGLE_MODE' });
    expect(view().mode).toBe('signIn');
  });

  it('keeps what was typed and drops field errors when toggling', () => {
    const { actor, type, view } = start();
    type({ email: 'ada@example.com' });
    actor.send({ type: 'SUBMIT' });
    expect(view().errors.password).toBeDefined();
    actor.send({ type: 'TOGGLE_MODE' });
    expect(view().email).toBe('ada@example.com');
    expect(view().errors).toEqual({});
  });

  it('carries the selected plan and the return path', () => {
    const { actor, view } = start(undefined, {
      selectedPlan: 'professional',
      returnPath: '/pricing',
    });
    expect(view().selectedPlan).toBe('professional');
    expect(actor.getSnapshot().context.returnPath).toBe('/pricing');
  });

  it('can start in sign-up or in set-new-password mode', () => {
    expect(start(undefined, { mode: 'signUp' }).view().mode).toBe('signUp');
    expect(start(undefined, { mode: 'resetPassword' }).view().mode).toBe('resetPassword');
    expect(start(undefined, { mode: 'forgotPassword' }).view().mode).toBe('forgotPassword');
  });
});

describe('authFormMachine: validation', () => {
  it.each([
    ['', 'secret1', { email: 'Email is required.' }],
    ['not-an-email', 'secret1', { email: 'Please enter a valid email address.' }],
    ['ada@example', 'secret1', { email: 'Please enter a valid email address.' }],
    ['ada@example.com', '', { password: 'Password is required.' }],
    ['ada@example.com', '12345', { password: 'Password must be at least 6 characters.' }],
  ])('refuses sign-in with email %o and password %o', (email, password, errors) => {
    const { actor, calls, type, view } = start();
    type({ email, password });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toEqual([]);
    expect(view().errors).toEqual(errors);
    expect(view().isSubmitting).toBe(false);
  });

  it('accepts a password of exactly six characters', () => {
    expect(
      validateAuthForm('signIn', { email: 'a@b.co', password: '123456', fullName: '' }),
    ).toEqual({});
  });

  it('requires the full name in sign-up only', () => {
    const fields = { email: 'ada@example.com', password: 'secret1', fullName: ' ' };
    expect(validateAuthForm('signIn', fields)).toEqual({});
    expect(validateAuthForm('signUp', fields)).toEqual({ fullName: 'Full name is required.' });
  });

  it('clears a field error as soon as that field changes', () => {
    const { actor, type, view } = start();
    actor.send({ type: 'SUBMIT' });
    expect(Object.keys(view().errors).sort()).toEqual(['email', 'password']);
    type({ email: 'a' });
    expect(Object.keys(view().errors)).toEqual(['password']);
  });
});

describe('authFormMachine: sign in', () => {
  it('is busy while signing in', () => {
    const { actor, type, view } = start();
    type({ email: 'ada@example.com', password: 'secret1' });
    actor.send({ type: 'SUBMIT' });
    expect(view().isSubmitting).toBe(true);
    actor.send({ type: 'TOGGLE_MODE' });
    expect(view().mode).toBe('signIn');
  });

  it("goes to the dashboard with 'Welcome back!' on success", async () => {
    const { actor, calls, navigate, type, view } = start();
    type({ email: ' ada@example.com ', password: 'secret1' });
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(calls).toEqual([
      { name: 'signIn', input: { email: 'ada@example.com', password: 'secret1' } },
    ]);
    expect(view().notice).toEqual(authNotices.signedIn);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[1]).toEqual({ to: '/dashboard' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/dashboard' });
  });

  it("shows the provider's message under 'Error' and stays on the form", async () => {
    const { actor, navigate, type, view } = start({
      signIn: { error: { message: 'Invalid login credentials' } },
    });
    type({ email: 'ada@example.com', password: 'wrong-pass' });
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(view()).toMatchObject({
      mode: 'signIn',
      isSubmitting: false,
      password: 'wrong-pass',
      notice: providerError('Invalid login credentials'),
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows 'An unexpected error occurred.' and logs when the call throws", async () => {
    const failure = new TypeError('Failed to fetch');
    const { actor, logError, type, view } = start({ signIn: failure });
    type({ email: 'ada@example.com', password: 'secret1' });
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(view().notice).toEqual(authNotices.unexpected);
    expect(logError.mock.calls[0]?.[1]).toEqual({ message: 'Sign in failed:', error: failure });
  });

  it('clears the previous notice when submitting again', async () => {
    const { actor, type, view } = start({
      signIn: { error: { message: 'Invalid login credentials' } },
    });
    type({ email: 'ada@example.com', password: 'secret1' });
    actor.send({ type: 'SUBMIT' });
    await settled();
    actor.send({ type: 'SUBMIT' });
    expect(view().notice).toBeNull();
  });

  it('drops the notice when dismissed', async () => {
    const { actor, type, view } = start({ signIn: { error: { message: 'nope' } } });
    type({ email: 'ada@example.com', password: 'secret1' });
    actor.send({ type: 'SUBMIT' });
    await settled();
    actor.send({ type: 'DISMISS_NOTICE' });
    expect(view().notice).toBeNull();
  });
});

describe('authFormMachine: sign up', () => {
  const signUpFields = {
    email: 'ada@example.com',
    password: 'secret1',
    fullName: ' Ada Lovelace ',
  };

  it("keeps the visitor on the page with 'Please check your email to confirm your account.'", async () => {
    const { actor, calls, navigate, type, view } = start();
    actor.send({ type: 'TOGGLE_MODE' });
    type(signUpFields);
    actor.send({ type: 'SUBMIT' });
    expect(view().isSubmitting).toBe(true);
    await settled();
    expect(calls).toEqual([
      {
        name: 'signUp',
        input: { email: 'ada@example.com', password: 'secret1', fullName: 'Ada Lovelace' },
      },
    ]);
    expect(view()).toMatchObject({
      mode: 'signUp',
      isSubmitting: false,
      notice: authNotices.signUpSuccess,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a weak-password error from the provider', async () => {
    const message = 'Password should be at least 8 characters.';
    const { actor, type, view } = start({ signUp: { error: { message } } });
    actor.send({ type: 'TOGGLE_MODE' });
    type(signUpFields);
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(view().notice).toEqual(providerError(message));
  });

  it("shows 'An unexpected error occurred.' when sign-up throws", async () => {
    const { actor, type, view } = start({ signUp: new Error('boom') });
    actor.send({ type: 'TOGGLE_MODE' });
    type(signUpFields);
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(view().notice?.description).toBe('An unexpected error occurred.');
  });
});

describe('authFormMachine: forgot and reset password', () => {
  it('requests a reset e-mail and confirms it was sent', async () => {
    const { actor, calls, type, view } = start();
    actor.send({ type: 'FORGOT_PASSWORD' });
    expect(view().mode).toBe('forgotPassword');
    actor.send({ type: 'SUBMIT' });
    expect(view().errors).toEqual({ email: 'Email is required.' });
    type({ email: 'ada@example.com' });
    actor.send({ type: 'SUBMIT' });
    expect(view().isSubmitting).toBe(true);
    await settled();
    expect(calls).toEqual([{ name: 'requestPasswordReset', input: { email: 'ada@example.com' } }]);
    expect(view().resetEmailSent).toBe(true);
    expect(view().notice).toEqual(authNotices.resetEmailSent);
    actor.send({ type: 'BACK_TO_SIGN_IN' });
    expect(view().mode).toBe('signIn');
  });

  it('sets a new password after the recovery link and goes to the dashboard', async () => {
    const { actor, calls, navigate, type, view } = start();
    actor.send({ type: 'RECOVERY_LINK_FOLLOWED' });
    expect(view().mode).toBe('resetPassword');
    type({ password: '12345' });
    actor.send({ type: 'SUBMIT' });
    expect(view().errors).toEqual({ password: 'Password must be at least 6 characters.' });
    type({ password: 'new-secret' });
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(calls).toEqual([{ name: 'updatePassword', input: { password: 'new-secret' } }]);
    expect(view().notice?.title).toBe('Password updated');
    expect(navigate.mock.calls[0]?.[1]).toEqual({ to: '/dashboard' });
  });

  it('leaves the new-password card for sign-in, and turns an expired link into "Send a new link"', async () => {
    const { actor, calls, view } = start(undefined, { mode: 'resetPassword' });
    actor.send({ type: 'BACK_TO_SIGN_IN' });
    expect(view().mode).toBe('signIn');

    const expired = start(undefined, { mode: 'resetPassword' });
    expired.actor.send({ type: 'RECOVERY_LINK_EXPIRED' });
    expect(expired.view()).toMatchObject({ mode: 'forgotPassword', linkExpired: true });
    expired.type({ email: 'ada@example.com' });
    expired.actor.send({ type: 'SUBMIT' });
    await settled();
    expect(expired.calls).toEqual([
      { name: 'requestPasswordReset', input: { email: 'ada@example.com' } },
    ]);
    expect(expired.view()).toMatchObject({
      resetEmailSent: true,
      linkExpired: false,
      notice: { title: 'Check your email' },
    });
    expired.actor.send({ type: 'BACK_TO_SIGN_IN' });
    expect(expired.view().mode).toBe('signIn');
    expect(calls).toEqual([]);
  });

  it('turns a sign-up link that brought no session into "Your email is confirmed": a recovery link sets the password', async () => {
    // The page opened on sign-in (the confirmation link has no `mode`); the visitor had typed.
    const { actor, calls, type, view } = start();
    type({ email: 'ada@example.com', password: 'old-secret' });
    actor.send({ type: 'SIGN_UP_LINK_WITHOUT_SESSION' });
    expect(view()).toMatchObject({
      mode: 'forgotPassword',
      emailConfirmed: true,
      linkExpired: false,
      password: '',
      email: 'ada@example.com',
      resetEmailSent: false,
    });
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(calls).toEqual([{ name: 'requestPasswordReset', input: { email: 'ada@example.com' } }]);
    expect(view()).toMatchObject({
      resetEmailSent: true,
      emailConfirmed: false,
      notice: { title: 'Check your email' },
    });

    // Back on sign-in the copy is gone; a later event from a card the visitor chose is ignored.
    const back = start();
    back.actor.send({ type: 'SIGN_UP_LINK_WITHOUT_SESSION' });
    back.actor.send({ type: 'BACK_TO_SIGN_IN' });
    expect(back.view()).toMatchObject({ mode: 'signIn', emailConfirmed: false });
    back.actor.send({ type: 'TOGGLE_MODE' });
    back.actor.send({ type: 'SIGN_UP_LINK_WITHOUT_SESSION' });
    expect(back.view()).toMatchObject({ mode: 'signUp', emailConfirmed: false });
  });

  it('stays on sign-in when the recovery session arrives after the visitor left the new-password card', () => {
    // The page opened on the card (the link's `mode`); supabase-js reports the link's session
    // (PASSWORD_RECOVERY) a moment later, after a quick visitor chose 'Back to sign in'.
    const { actor, view } = start(undefined, { mode: 'resetPassword' });
    actor.send({ type: 'BACK_TO_SIGN_IN' });
    actor.send({ type: 'RECOVERY_LINK_FOLLOWED' });
    expect(view().mode).toBe('signIn');

    // A link that landed without the mode still brings the card once its session arrives.
    const plain = start();
    plain.actor.send({ type: 'RECOVERY_LINK_FOLLOWED' });
    expect(plain.view().mode).toBe('resetPassword');
  });

  it('shows the provider error when the new password is refused', async () => {
    const { actor, type, view } = start(
      { updatePassword: { error: { message: 'Auth session missing!' } } },
      { mode: 'resetPassword' },
    );
    type({ password: 'new-secret' });
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(view()).toMatchObject({
      mode: 'resetPassword',
      notice: { tone: 'destructive', title: 'Error', description: 'Auth session missing!' },
    });
  });
});

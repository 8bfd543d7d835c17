import { expect, vi } from 'vitest';
import type { ControlledActors } from '../testing/controlledActors.js';
import { describeModel, spiedSubject } from '../testing/modelHarness.js';
import { callEnds, typing } from '../testing/formModel.js';
import { authNotices, providerError } from '../testing/notices.js';
import {
  authFormMachine,
  selectAuthForm,
  validateAuthForm,
  type AuthFormSnapshot,
  type AuthMode,
  type AuthOutcome,
} from './index.js';

const fieldStatus = ({ context }: AuthFormSnapshot) => ({
  email:
    context.email === ''
      ? 'empty'
      : validateAuthForm('forgotPassword', context).email
        ? 'bad'
        : 'ok',
  password:
    context.password === ''
      ? 'empty'
      : validateAuthForm('resetPassword', context).password
        ? 'short'
        : 'ok',
  fullName: context.fullName === '' ? 'empty' : 'ok',
});

/** A call answering with no error, then with the provider's message, then throwing. */
const outcomes = (id: string, providerMessage: string) =>
  callEnds(
    id,
    [{ error: null }, { error: { message: providerMessage } }] satisfies AuthOutcome[],
    new TypeError('Failed to fetch'),
  );

const { unexpected, signUpSuccess, resetEmailSent, signedIn, passwordUpdated } = authNotices;

/** A toast outlives a mode switch, so any notice the form raised may still be up. */
const anyNotice = [
  null,
  unexpected,
  signUpSuccess,
  resetEmailSent,
  providerError('Invalid login credentials'),
  providerError('User already registered'),
  providerError('Email rate limit exceeded'),
  providerError('Auth session missing!'),
];

const spies = () => ({
  navigate: vi.fn<(_: unknown, params: { to: string }) => void>(),
  logError: vi.fn<(_: unknown, params: { message: string; error: unknown }) => void>(),
});

const linkCopy = (view: { linkExpired: boolean; emailConfirmed: boolean }) =>
  view.linkExpired || view.emailConfirmed ? 1 : 0;

/** What every live form shows: the plan, only correct field errors, the button state. */
const form = (snapshot: AuthFormSnapshot, mode: AuthMode, busy: boolean) => {
  const view = selectAuthForm(snapshot);
  const correct = validateAuthForm(mode, snapshot.context);
  // One comparison per step keeps thousands of steps fast; a mismatch still shows every field.
  expect({
    mode: view.mode,
    selectedPlan: view.selectedPlan,
    returnPath: snapshot.context.returnPath,
    errors: view.errors,
    isSubmitting: view.isSubmitting,
    // A link's copy ('This link has expired', 'Your email is confirmed') only on the card that
    // asks for a new link, and one at a time.
    linkCopy: [view.linkExpired, view.emailConfirmed].filter(Boolean).length,
    // Submitting clears the last notice; the outcome raises the next one.
    noticeKnown: (busy ? [null] : anyNotice).some(
      (known) => JSON.stringify(known) === JSON.stringify(view.notice),
    ),
  }).toEqual({
    mode,
    selectedPlan: 'professional',
    returnPath: '/pricing',
    // Only errors that are right for the current text are shown.
    errors: Object.fromEntries(
      Object.keys(view.errors).map((field) => [field, correct[field as keyof typeof correct]]),
    ),
    isSubmitting: busy,
    linkCopy: mode === 'forgotPassword' && !view.resetEmailSent ? linkCopy(view) : 0,
    noticeKnown: true,
  });
  return view;
};

const sending = (actors: ControlledActors, id: string, expected: unknown) => {
  expect(actors.running(id)).toBe(1);
  expect(actors.inputOf(id)).toEqual(expected);
};

describeModel('authForm', {
  subject: (actors) =>
    spiedSubject({ ...spies(), actors }, (effects) =>
      authFormMachine.provide({
        actors: {
          signIn: actors.actor(),
          signUp: actors.actor(),
          requestPasswordReset: actors.actor(),
          updatePassword: actors.actor(),
        },
        actions: { navigate: effects.navigate, logError: effects.logError },
      }),
    ),
  input: { selectedPlan: 'professional', returnPath: '/pricing' },
  events: [
    ...typing({
      email: ['ada@', 'ada@example.com'],
      password: ['12345', 'secret1'],
      fullName: ['Ada Lovelace'],
    }),
    { type: 'SUBMIT' },
    { type: 'TOGGLE_MODE' },
    { type: 'FORGOT_PASSWORD' },
    { type: 'BACK_TO_SIGN_IN' },
    { type: 'RECOVERY_LINK_FOLLOWED' },
    { type: 'RECOVERY_LINK_EXPIRED' },
    { type: 'SIGN_UP_LINK_WITHOUT_SESSION' },
    { type: 'DISMISS_NOTICE' },
    ...outcomes('signIn', 'Invalid login credentials'),
    ...outcomes('signUp', 'User already registered'),
    ...outcomes('requestPasswordReset', 'Email rate limit exceeded'),
    ...outcomes('updatePassword', 'Auth session missing!'),
  ],
  // Only which fields are valid decides what happens next; errors and notices are checked per
  // state and per step instead of multiplying the vertices.
  vertexFacts: fieldStatus,
  steps: {
    'xstate.error.actor.signIn': (_before, after, { logError }) => {
      expect(selectAuthForm(after).notice).toEqual(unexpected);
      expect(logError).toHaveBeenLastCalledWith(expect.anything(), {
        message: 'Sign in failed:',
        error: new TypeError('Failed to fetch'),
      });
    },
    'xstate.error.actor.signUp': (_before, after) => {
      expect(selectAuthForm(after).notice).toEqual(unexpected);
    },
    'xstate.error.actor.requestPasswordReset': (_before, after) => {
      expect(selectAuthForm(after).notice).toEqual(unexpected);
    },
    'xstate.error.actor.updatePassword': (_before, after) => {
      expect(selectAuthForm(after).notice).toEqual(unexpected);
    },
    'xstate.done.actor.signUp': (_before, after, { navigate }) => {
      // Success or provider error, the visitor stays on the sign-up form.
      expect(selectAuthForm(after).mode).toBe('signUp');
      expect([signUpSuccess, providerError('User already registered')]).toContainEqual(
        selectAuthForm(after).notice,
      );
      expect(navigate).not.toHaveBeenCalled();
    },
    'xstate.done.actor.signIn': (_before, after) => {
      const { notice } = selectAuthForm(after);
      if (after.status === 'done') {
        expect(notice).toEqual(signedIn);
      } else {
        expect(notice).toEqual(providerError('Invalid login credentials'));
      }
    },
    'xstate.done.actor.requestPasswordReset': (_before, after) => {
      const view = selectAuthForm(after);
      expect(view.notice).toEqual(
        view.resetEmailSent ? resetEmailSent : providerError('Email rate limit exceeded'),
      );
    },
    'xstate.done.actor.updatePassword': (_before, after) => {
      expect(selectAuthForm(after).notice).toEqual(
        after.status === 'done' ? passwordUpdated : providerError('Auth session missing!'),
      );
    },
    SIGN_UP_LINK_WITHOUT_SESSION: (before, after) => {
      // Only the sign-in card the confirmation link opened on turns into 'Your email is confirmed'.
      if (before.matches({ signIn: 'idle' })) {
        expect(after.value).toEqual({ forgotPassword: 'idle' });
        expect(selectAuthForm(after)).toMatchObject({
          emailConfirmed: true,
          linkExpired: false,
          password: '',
          errors: {},
        });
      } else {
        expect(after.value).toEqual(before.value);
        expect(after.context).toEqual(before.context);
      }
    },
    SUBMIT: (before, after, { actors }) => {
      // Nothing is sent while a call is in flight or when a field is wrong.
      const wasBusy = selectAuthForm(before).isSubmitting;
      const calls = actors.started.length;
      if (wasBusy || Object.keys(after.context.errors).length > 0) {
        expect(after.value).toEqual(before.value);
        expect(actors.started.length).toBe(calls);
      }
    },
  },
  states: {
    'signIn.idle': (snapshot) => {
      form(snapshot, 'signIn', false);
    },
    'signIn.submitting': (snapshot, { actors }) => {
      form(snapshot, 'signIn', true);
      sending(actors, 'signIn', { email: 'ada@example.com', password: 'secret1' });
    },
    'signUp.idle': (snapshot) => {
      form(snapshot, 'signUp', false);
    },
    'signUp.submitting': (snapshot, { actors }) => {
      form(snapshot, 'signUp', true);
      sending(actors, 'signUp', {
        email: 'ada@example.com',
        password: 'secret1',
        fullName: 'Ada Lovelace',
      });
    },
    'forgotPassword.idle': (snapshot) => {
      const view = form(snapshot, 'forgotPassword', false);
      expect(view.resetEmailSent).toBe(false);
    },
    'forgotPassword.submitting': (snapshot, { actors }) => {
      form(snapshot, 'forgotPassword', true);
      sending(actors, 'requestPasswordReset', { email: 'ada@example.com' });
    },
    'forgotPassword.sent': (snapshot) => {
      const view = form(snapshot, 'forgotPassword', false);
      expect(view.resetEmailSent).toBe(true);
    },
    'resetPassword.idle': (snapshot) => {
      form(snapshot, 'resetPassword', false);
    },
    'resetPassword.submitting': (snapshot, { actors }) => {
      form(snapshot, 'resetPassword', true);
      sending(actors, 'updatePassword', { password: 'secret1' });
    },
    signedIn: (snapshot, { navigate }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ redirectTo: '/dashboard' });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate.mock.calls[0]?.[1]).toEqual({ to: '/dashboard' });
      expect([signedIn, passwordUpdated]).toContainEqual(selectAuthForm(snapshot).notice);
    },
  },
});

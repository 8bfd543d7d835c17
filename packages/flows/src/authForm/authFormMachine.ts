import { assign, not, setup, type SnapshotFrom } from 'xstate';
import { notice, pairedNotice } from '../notice.js';
import { logToConsole, notProvided, warnNotProvided } from '../provided.js';
import { authErrorText } from '../authErrors.js';
import { textsFor } from '../locale.js';
import { invalidIn, outcomeOf, submittingWith } from './states.js';
import type {
  AuthCallInputs,
  AuthFormContext,
  AuthFormEvent,
  AuthFormInput,
  AuthMode,
  AuthOutcome,
} from './types.js';
import { hasErrors, validateAuthForm } from './validateAuthForm.js';

export const AUTH_SUCCESS_PATH = '/dashboard';

/** The texts in the form's language (the input's `locale`; English without one). */
const t = (context: AuthFormContext) => textsFor(context.locale);

/** The forgot-password form before and after the e-mail went: send (again), or go back. */
const forgotPasswordOn = {
  SUBMIT: [invalidIn('forgotPassword'), { target: 'submitting' }],
  BACK_TO_SIGN_IN: {
    target: '#authForm.signIn',
    actions: ['clearErrors', 'forgetLinkNotice'],
  },
} as const;

/**
 * The recovery link's session arrived (supabase-js's PASSWORD_RECOVERY): the new-password card.
 * Not when the page opened on that card already (the link's `mode`): then the visitor who left it
 * for sign-in before the session arrived stays where they chose to be.
 */
const recoveryLinkFollowed = {
  guard: not({ type: 'startsIn', params: { mode: 'resetPassword' as const } }),
  target: '#authForm.resetPassword',
  actions: 'clearErrors',
} as const;

/**
 * The /auth card: sign in, sign up (toggled by the link), forgot password and setting a new
 * password after a recovery link. Backend calls are actors the site provides; navigation after
 * sign-in is the `navigate` action.
 */
export const authFormMachine = setup({
  types: {
    input: {} as AuthFormInput,
    context: {} as AuthFormContext,
    events: {} as AuthFormEvent,
    output: {} as { redirectTo: string },
    tags: {} as 'busy',
  },
  actors: {
    signIn: notProvided<AuthOutcome, AuthCallInputs['signIn']>('signIn'),
    signUp: notProvided<AuthOutcome, AuthCallInputs['signUp']>('signUp'),
    requestPasswordReset: notProvided<AuthOutcome, AuthCallInputs['requestPasswordReset']>(
      'requestPasswordReset',
    ),
    updatePassword: notProvided<AuthOutcome, AuthCallInputs['updatePassword']>('updatePassword'),
  },
  actions: {
    navigate: warnNotProvided('navigate') as (_: unknown, params: { to: string }) => void,
    logError: logToConsole,
    setField: assign(({ context, event }): Partial<AuthFormContext> => {
      if (event.type !== 'CHANGE') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { [event.field]: event.value, errors };
    }),
    showErrors: assign(({ context }, params: { mode: AuthMode }) => ({
      errors: validateAuthForm(params.mode, context, context.locale),
    })),
    clearErrors: assign({ errors: {} }),
    markLinkExpired: assign({ linkExpired: true, errors: {}, password: '' }),
    markEmailConfirmed: assign({ emailConfirmed: true, errors: {}, password: '' }),
    forgetLinkNotice: assign({ linkExpired: false, emailConfirmed: false }),
    clearNotice: assign({ notice: null }),
    showProviderError: assign({
      notice: ({ context, event }) => {
        const error = outcomeOf(event)?.error ?? {};
        return notice(
          'destructive',
          t(context).common.errorTitle,
          authErrorText(error, t(context).auth.unexpectedError, context.locale),
        );
      },
    }),
    showUnexpectedError: assign({
      notice: ({ context }) =>
        notice('destructive', t(context).common.errorTitle, t(context).auth.unexpectedError),
    }),
    showSignUpSuccess: assign({
      notice: ({ context }) => pairedNotice('default', t(context).auth, 'signUpSuccess'),
    }),
    showSignInSuccess: assign({
      notice: ({ context }) => pairedNotice('default', t(context).auth, 'signInSuccess'),
    }),
    showResetEmailSent: assign({
      notice: ({ context }) => pairedNotice('default', t(context).auth, 'resetEmailSent'),
    }),
    showPasswordUpdated: assign({
      notice: ({ context }) => pairedNotice('default', t(context).auth, 'passwordUpdated'),
    }),
  },
  guards: {
    invalid: ({ context }, params: { mode: AuthMode }) =>
      hasErrors(validateAuthForm(params.mode, context, context.locale)),
    providerFailed: ({ event }) => outcomeOf(event)?.error != null,
    startsIn: ({ context }, params: { mode: AuthMode }) => context.startMode === params.mode,
  },
}).createMachine({
  id: 'authForm',
  context: ({ input }) => ({
    email: '',
    password: '',
    fullName: '',
    errors: {},
    notice: null,
    selectedPlan: input.selectedPlan ?? null,
    returnPath: input.returnPath ?? null,
    startMode: input.mode ?? 'signIn',
    linkExpired: false,
    emailConfirmed: false,
    ...(input.locale ? { locale: input.locale } : {}),
  }),
  initial: 'choosingMode',
  on: {
    CHANGE: { actions: 'setField' },
    DISMISS_NOTICE: { actions: 'clearNotice' },
  },
  states: {
    choosingMode: {
      always: [
        { guard: { type: 'startsIn', params: { mode: 'signUp' } }, target: 'signUp' },
        {
          guard: { type: 'startsIn', params: { mode: 'forgotPassword' } },
          target: 'forgotPassword',
        },
        { guard: { type: 'startsIn', params: { mode: 'resetPassword' } }, target: 'resetPassword' },
        { target: 'signIn' },
      ],
    },
    signIn: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: [invalidIn('signIn'), { target: 'submitting' }],
            TOGGLE_MODE: { target: '#authForm.signUp', actions: 'clearErrors' },
            FORGOT_PASSWORD: { target: '#authForm.forgotPassword', actions: 'clearErrors' },
            RECOVERY_LINK_FOLLOWED: recoveryLinkFollowed,
            // The address is proven and its sign-up password void, but no session came (the link
            // opened in another browser, or late): a password is chosen through a recovery link.
            SIGN_UP_LINK_WITHOUT_SESSION: {
              target: '#authForm.forgotPassword',
              actions: 'markEmailConfirmed',
            },
          },
        },
        submitting: submittingWith(
          'signIn',
          ({ context }) => ({ email: context.email.trim(), password: context.password }),
          { target: '#authForm.signedIn', actions: 'showSignInSuccess' },
          'Sign in failed:',
        ),
      },
    },
    signUp: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: [invalidIn('signUp'), { target: 'submitting' }],
            TOGGLE_MODE: { target: '#authForm.signIn', actions: 'clearErrors' },
            RECOVERY_LINK_FOLLOWED: recoveryLinkFollowed,
          },
        },
        submitting: submittingWith(
          'signUp',
          ({ context }) => ({
            email: context.email.trim(),
            password: context.password,
            fullName: context.fullName.trim(),
          }),
          // The account waits for e-mail confirmation, so the visitor stays on the page.
          { target: 'idle', actions: 'showSignUpSuccess' },
          'Sign up failed:',
        ),
      },
    },
    forgotPassword: {
      initial: 'idle',
      states: {
        idle: {
          on: forgotPasswordOn,
        },
        submitting: submittingWith(
          'requestPasswordReset',
          ({ context }) => ({ email: context.email.trim() }),
          { target: 'sent', actions: ['showResetEmailSent', 'forgetLinkNotice'] },
          'Password reset failed:',
        ),
        sent: {
          on: forgotPasswordOn,
        },
      },
    },
    resetPassword: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: [invalidIn('resetPassword'), { target: 'submitting' }],
            // Never a dead end: the visitor can leave the new-password card.
            BACK_TO_SIGN_IN: { target: '#authForm.signIn', actions: 'clearErrors' },
            RECOVERY_LINK_EXPIRED: {
              target: '#authForm.forgotPassword',
              actions: 'markLinkExpired',
            },
          },
        },
        submitting: submittingWith(
          'updatePassword',
          ({ context }) => ({ password: context.password }),
          { target: '#authForm.signedIn', actions: 'showPasswordUpdated' },
          'Password update failed:',
        ),
      },
    },
    signedIn: {
      type: 'final',
      entry: { type: 'navigate', params: { to: AUTH_SUCCESS_PATH } },
    },
  },
  output: () => ({ redirectTo: AUTH_SUCCESS_PATH }),
});

export type AuthFormSnapshot = SnapshotFrom<typeof authFormMachine>;

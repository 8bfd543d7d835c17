import { assign, setup, type SnapshotFrom } from 'xstate';
import { notice, type Notice } from '../notice.js';
import { logToConsole, notProvided, warnNotProvided } from '../provided.js';
import { texts } from '../texts.js';
import { MIN_PASSWORD_LENGTH, isBlank, isEmail } from '../validation.js';

export type AuthMode = 'signIn' | 'signUp' | 'forgotPassword' | 'resetPassword';

export type AuthField = 'email' | 'password' | 'fullName';

export type AuthFieldErrors = Partial<Record<AuthField, string>>;

/** How the auth backend answers: `error` carries its message (weak password, bad credentials). */
export interface AuthOutcome {
  error: { message: string } | null;
}

export interface SignInInput {
  email: string;
  password: string;
}
export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}
export interface RequestPasswordResetInput {
  email: string;
}
export interface UpdatePasswordInput {
  password: string;
}

export interface AuthFormInput {
  /** Plan name passed from the pricing page, shown as 'Selected Plan: {plan}'. */
  selectedPlan?: string | null;
  /** Where the visitor came from (the pricing page passes '/pricing'). */
  returnPath?: string | null;
  /** Start mode; 'resetPassword' when the visitor followed a password recovery link. */
  mode?: AuthMode;
}

export interface AuthFormContext {
  email: string;
  password: string;
  fullName: string;
  errors: AuthFieldErrors;
  notice: Notice | null;
  selectedPlan: string | null;
  returnPath: string | null;
  startMode: AuthMode;
  /** The recovery link had expired (or was used): the forgot-password card says so. */
  linkExpired: boolean;
}

export type AuthFormEvent =
  | { type: 'CHANGE'; field: AuthField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'TOGGLE_MODE' }
  | { type: 'FORGOT_PASSWORD' }
  | { type: 'BACK_TO_SIGN_IN' }
  | { type: 'RECOVERY_LINK_FOLLOWED' }
  /** The recovery link brought no session (expired, already used or cut short). */
  | { type: 'RECOVERY_LINK_EXPIRED' }
  | { type: 'DISMISS_NOTICE' };

export const AUTH_SUCCESS_PATH = '/dashboard';

const emailErrors = (email: string): AuthFieldErrors =>
  isBlank(email)
    ? { email: texts.auth.emailRequired }
    : isEmail(email)
      ? {}
      : { email: texts.auth.emailInvalid };

const passwordErrors = (password: string): AuthFieldErrors =>
  password === ''
    ? { password: texts.auth.passwordRequired }
    : password.length < MIN_PASSWORD_LENGTH
      ? { password: texts.auth.passwordTooShort }
      : {};

/** The field errors SUBMIT would raise in a mode; empty when the form may be sent. */
export const validateAuthForm = (
  mode: AuthMode,
  fields: Pick<AuthFormContext, 'email' | 'password' | 'fullName'>,
): AuthFieldErrors => {
  switch (mode) {
    case 'signIn':
      return { ...emailErrors(fields.email), ...passwordErrors(fields.password) };
    case 'signUp':
      return {
        ...emailErrors(fields.email),
        ...passwordErrors(fields.password),
        ...(isBlank(fields.fullName) ? { fullName: texts.auth.fullNameRequired } : {}),
      };
    case 'forgotPassword':
      return emailErrors(fields.email);
    case 'resetPassword':
      return passwordErrors(fields.password);
  }
};

const hasErrors = (errors: AuthFieldErrors) => Object.keys(errors).length > 0;

// Guards and actions see the machine's event union; on onDone the event carries the output.
const outcomeOf = (event: unknown): AuthOutcome | undefined =>
  (event as { output?: AuthOutcome }).output;

/** Each mode's form: idle, submitting, and back to idle with the outcome as a notice. */
const invalidIn = (mode: AuthMode) => ({
  guard: { type: 'invalid' as const, params: { mode } },
  actions: { type: 'showErrors' as const, params: { mode } },
});

/** What each mode's backend call takes; the actor's name is also its invoke id. */
interface AuthCallInputs {
  signIn: SignInInput;
  signUp: SignUpInput;
  requestPasswordReset: RequestPasswordResetInput;
  updatePassword: UpdatePasswordInput;
}

/**
 * Each mode's submitting state, beside `invalidIn`: busy, the call, then back to idle with the
 * provider's error or an unexpected one (logged as `failure`), or on to `succeeded`.
 */
const submittingWith = <
  TActor extends keyof AuthCallInputs,
  const TSuccess extends { target: string; actions: unknown },
>(
  actor: TActor,
  input: (args: { context: AuthFormContext }) => AuthCallInputs[TActor],
  succeeded: TSuccess,
  failure: string,
) => ({
  tags: 'busy' as const,
  entry: 'clearNotice' as const,
  invoke: {
    id: actor,
    src: actor,
    input,
    onDone: [
      { guard: 'providerFailed' as const, target: 'idle', actions: 'showProviderError' as const },
      succeeded,
    ],
    onError: {
      target: 'idle',
      actions: [
        'showUnexpectedError' as const,
        {
          type: 'logError' as const,
          params: ({ event }: { event: { error: unknown } }) => ({
            message: failure,
            error: event.error,
          }),
        },
      ],
    },
  },
});

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
    signIn: notProvided<AuthOutcome, SignInInput>('signIn'),
    signUp: notProvided<AuthOutcome, SignUpInput>('signUp'),
    requestPasswordReset: notProvided<AuthOutcome, RequestPasswordResetInput>(
      'requestPasswordReset',
    ),
    updatePassword: notProvided<AuthOutcome, UpdatePasswordInput>('updatePassword'),
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
      errors: validateAuthForm(params.mode, context),
    })),
    clearErrors: assign({ errors: {} }),
    markLinkExpired: assign({ linkExpired: true, errors: {}, password: '' }),
    forgetLinkExpired: assign({ linkExpired: false }),
    clearNotice: assign({ notice: null }),
    showProviderError: assign({
      notice: ({ event }) =>
        notice(
          'destructive',
          texts.common.errorTitle,
          outcomeOf(event)?.error?.message ?? texts.auth.unexpectedError,
        ),
    }),
    showUnexpectedError: assign({
      notice: () => notice('destructive', texts.common.errorTitle, texts.auth.unexpectedError),
    }),
    showSignUpSuccess: assign({
      notice: () =>
        notice('default', texts.auth.signUpSuccessTitle, texts.auth.signUpSuccessDescription),
    }),
    showSignInSuccess: assign({
      notice: () =>
        notice('default', texts.auth.signInSuccessTitle, texts.auth.signInSuccessDescription),
    }),
    showResetEmailSent: assign({
      notice: () =>
        notice('default', texts.auth.resetEmailSentTitle, texts.auth.resetEmailSentDescription),
    }),
    showPasswordUpdated: assign({
      notice: () =>
        notice('default', texts.auth.passwordUpdatedTitle, texts.auth.passwordUpdatedDescription),
    }),
  },
  guards: {
    invalid: ({ context }, params: { mode: AuthMode }) =>
      hasErrors(validateAuthForm(params.mode, context)),
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
            RECOVERY_LINK_FOLLOWED: { target: '#authForm.resetPassword', actions: 'clearErrors' },
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
            RECOVERY_LINK_FOLLOWED: { target: '#authForm.resetPassword', actions: 'clearErrors' },
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
          on: {
            SUBMIT: [invalidIn('forgotPassword'), { target: 'submitting' }],
            BACK_TO_SIGN_IN: {
              target: '#authForm.signIn',
              actions: ['clearErrors', 'forgetLinkExpired'],
            },
          },
        },
        submitting: submittingWith(
          'requestPasswordReset',
          ({ context }) => ({ email: context.email.trim() }),
          { target: 'sent', actions: ['showResetEmailSent', 'forgetLinkExpired'] },
          'Password reset failed:',
        ),
        sent: {
          on: {
            SUBMIT: [invalidIn('forgotPassword'), { target: 'submitting' }],
            BACK_TO_SIGN_IN: {
              target: '#authForm.signIn',
              actions: ['clearErrors', 'forgetLinkExpired'],
            },
          },
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

export const selectAuthMode = (snapshot: AuthFormSnapshot): AuthMode | 'signedIn' => {
  for (const mode of ['signIn', 'signUp', 'forgotPassword', 'resetPassword'] as const) {
    if (snapshot.matches(mode)) return mode;
  }
  return snapshot.matches('signedIn') ? 'signedIn' : (snapshot.context.startMode ?? 'signIn');
};

export interface AuthFormView {
  mode: AuthMode | 'signedIn';
  /** 'Welcome Back' or 'Create Account' (null outside those two modes). */
  title: string | null;
  /** The link that switches between sign-in and sign-up. */
  toggleLabel: string | null;
  showFullName: boolean;
  email: string;
  password: string;
  fullName: string;
  errors: AuthFieldErrors;
  isSubmitting: boolean;
  submitDisabled: boolean;
  /** 'Loading...' while busy; null means the ui's own label. */
  busyLabel: string | null;
  /** 'Selected Plan: {plan}' when a plan was passed in. */
  selectedPlanLabel: string | null;
  resetEmailSent: boolean;
  /** The recovery link had expired: 'This link has expired' and 'Send a new link'. */
  linkExpired: boolean;
  notice: Notice | null;
}

export const selectAuthForm = (snapshot: AuthFormSnapshot): AuthFormView => {
  const mode = selectAuthMode(snapshot);
  const isSubmitting = snapshot.hasTag('busy');
  const { context } = snapshot;
  return {
    mode,
    title:
      mode === 'signIn'
        ? texts.auth.signInTitle
        : mode === 'signUp'
          ? texts.auth.signUpTitle
          : null,
    toggleLabel:
      mode === 'signIn'
        ? texts.auth.toSignUpLink
        : mode === 'signUp'
          ? texts.auth.toSignInLink
          : null,
    showFullName: mode === 'signUp',
    email: context.email,
    password: context.password,
    fullName: context.fullName,
    errors: context.errors,
    isSubmitting,
    submitDisabled: isSubmitting,
    busyLabel: isSubmitting ? texts.common.loading : null,
    selectedPlanLabel: context.selectedPlan ? texts.auth.selectedPlan(context.selectedPlan) : null,
    resetEmailSent: snapshot.matches({ forgotPassword: 'sent' }),
    linkExpired: context.linkExpired,
    notice: context.notice,
  };
};

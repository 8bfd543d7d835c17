import type { Notice } from '../notice.js';
import { texts } from '../texts.js';
import type { AuthFormSnapshot } from './authFormMachine.js';
import type { AuthFieldErrors, AuthMode } from './types.js';

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

import type { PlanId } from '../catalogue.js';
import type { Notice } from '../notice.js';
import type { AuthFormSnapshot } from './authFormMachine.js';
import type { AuthFieldErrors, AuthMode } from './types.js';

export const selectAuthMode = (snapshot: AuthFormSnapshot): AuthMode | 'signedIn' => {
  for (const mode of ['signIn', 'signUp', 'forgotPassword', 'resetPassword'] as const) {
    if (snapshot.matches(mode)) return mode;
  }
  return snapshot.matches('signedIn') ? 'signedIn' : (snapshot.context.startMode ?? 'signIn');
};

/**
 * What the auth card shows for a snapshot: its mode (the ui's AuthCard takes the same names), the
 * fields, the busy flag and the machine's own notice. The card's words ('Welcome Back', the
 * toggle link, 'Loading...', 'Selected Plan: {plan}') are AuthCard's defaults, not repeated here.
 */
export interface AuthFormView {
  mode: AuthMode | 'signedIn';
  /** The chosen plan's tier id; the page names it in the card's 'Selected Plan: {plan}'. */
  selectedPlan: PlanId | null;
  email: string;
  password: string;
  fullName: string;
  errors: AuthFieldErrors;
  isSubmitting: boolean;
  resetEmailSent: boolean;
  /** The recovery link had expired: the card's forgot-password copy says so. */
  linkExpired: boolean;
  /** A sign-up link proved the address without a session: the card says to choose a password. */
  emailConfirmed: boolean;
  notice: Notice | null;
}

export const selectAuthForm = (snapshot: AuthFormSnapshot): AuthFormView => {
  const mode = selectAuthMode(snapshot);
  const { context } = snapshot;
  return {
    mode,
    selectedPlan: context.selectedPlan,
    email: context.email,
    password: context.password,
    fullName: context.fullName,
    errors: context.errors,
    isSubmitting: snapshot.hasTag('busy'),
    resetEmailSent: snapshot.matches({ forgotPassword: 'sent' }),
    linkExpired: context.linkExpired,
    emailConfirmed: context.emailConfirmed,
    notice: context.notice,
  };
};

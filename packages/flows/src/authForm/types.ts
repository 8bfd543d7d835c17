import type { PlanId } from '../catalogue.js';
import type { Notice } from '../notice.js';

export type AuthMode = 'signIn' | 'signUp' | 'forgotPassword' | 'resetPassword';

export type AuthField = 'email' | 'password' | 'fullName';

export type AuthFieldErrors = Partial<Record<AuthField, string>>;

/**
 * How the auth backend answers: `error` carries its message and, from Supabase Auth, its
 * `error_code` as `code` (weak_password, invalid_credentials...), from which a French page writes
 * its own text (see authErrorText).
 */
export interface AuthOutcome {
  error: { message: string; code?: string | null } | null;
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

/** What each mode's backend call takes; the actor's name is also its invoke id. */
export interface AuthCallInputs {
  signIn: SignInInput;
  signUp: SignUpInput;
  requestPasswordReset: RequestPasswordResetInput;
  updatePassword: UpdatePasswordInput;
}

export interface AuthFormInput {
  /** The tier id of the plan chosen on the pricing page; the page shows its name. */
  selectedPlan?: PlanId | null;
  /** Where the visitor came from (the pricing page passes '/pricing'). */
  returnPath?: string | null;
  /** Start mode; 'resetPassword' when the visitor followed a password recovery link. */
  mode?: AuthMode;
  /** The page's language, e.g. 'fr-CA': notices and field errors in French. English by default. */
  locale?: string;
}

export interface AuthFormContext {
  email: string;
  password: string;
  fullName: string;
  errors: AuthFieldErrors;
  notice: Notice | null;
  selectedPlan: PlanId | null;
  returnPath: string | null;
  startMode: AuthMode;
  /** The recovery link had expired (or was used): the forgot-password card says so. */
  linkExpired: boolean;
  /** A sign-up link proved the address but brought no session: the forgot-password card says so. */
  emailConfirmed: boolean;
  /** From the input; absent means English. */
  locale?: string;
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
  /**
   * A sign-up confirmation link brought no session (opened in another browser than the one that
   * signed up, or after the 5-minute PKCE window): the address is proven, no password is set.
   */
  | { type: 'SIGN_UP_LINK_WITHOUT_SESSION' }
  | { type: 'DISMISS_NOTICE' };

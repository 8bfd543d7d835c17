// AuthCard's texts as a type of their own, apart from the component: the ui's locale packs
// (i18n/types.ts) read it, and the component reads the packs, so neither imports the other.

/**
 * The card's modes, named as @northbeam/flows' authForm machine names them, so an app passes the
 * machine's mode through as it is: no table translates one vocabulary into another.
 */
export type AuthCardMode = 'signIn' | 'signUp' | 'forgotPassword' | 'resetPassword';

interface ModeCopy {
  title: string;
  description: string;
  submit: string;
}

/**
 * Every word on the card. These defaults are the one copy: the auth flow's machine owns only what
 * it says itself (notices and field errors), not the card's titles, links and buttons.
 */
export interface AuthCardLabels extends Record<AuthCardMode, ModeCopy> {
  /** The forgot-password card after a recovery link that had expired or was already used. */
  linkExpired: ModeCopy;
  /**
   * The forgot-password card after a sign-up link that proved the address but signed nobody in
   * (another browser, or too late): the password is chosen through a recovery link.
   */
  emailConfirmed: ModeCopy;
  email: string;
  password: string;
  newPassword: string;
  fullName: string;
  /** Under a password being chosen, from the card's `minPasswordLength`. */
  passwordHint: (minLength: number) => string;
  toSignUp: string;
  toSignIn: string;
  forgotPasswordLink: string;
  backToSignIn: string;
  busy: string;
  errorTitle: string;
  selectedPlan: (plan: string) => string;
}

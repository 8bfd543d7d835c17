import type { ReactNode } from 'react';
import type { HeadingLevel } from '../../primitives/typography';
import { booleanPropDef, langPropDef, type PropDef } from '../../propDef';

// AuthCard's props declared once, as PlanCard's: the component takes its defaults from
// `authCardDefaults`, and Storybook's docs table reads `authCardPropDefs`. Its texts are a type of
// their own, which the ui's locale packs (i18n/types.ts) read; the component reads the packs, so
// neither imports the other.

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

export type AuthCardField = 'email' | 'password' | 'fullName';

export type AuthCardValues = Record<AuthCardField, string>;

export interface AuthCardMessage {
  title: string;
  description?: string;
}

export interface AuthCardProps {
  mode: AuthCardMode;
  values: AuthCardValues;
  onChange: (field: AuthCardField, value: string) => void;
  onSubmit: () => void;
  /**
   * The auth server's shortest password (@northbeam/flows' MIN_PASSWORD_LENGTH): the password
   * field's `minlength` and its hint 'At least {n} characters.'. No default here, so the card
   * never states a rule the server does not apply.
   */
  minPasswordLength: number;
  /** Switches between sign-in and sign-up. */
  onToggleMode?: () => void;
  /** Shows 'Forgot password?' in sign-in mode. */
  onForgotPassword?: () => void;
  /** Shows 'Back to sign in' in the password modes. */
  onBackToSignIn?: () => void;
  /** In forgot-password mode: the recovery link had expired; the card says so ('linkExpired'). */
  linkExpired?: boolean;
  /** In forgot-password mode: a sign-up link confirmed the address without signing in ('emailConfirmed'). */
  emailConfirmed?: boolean;
  /** While the request runs: the button shows 'Loading...' and is disabled. */
  busy?: boolean;
  /**
   * The card is on screen before its script runs (prerendered, not yet hydrated): its buttons
   * are disabled, so no press is lost and Enter cannot submit the form natively (with the
   * password in the address); the fields already take text, which the card keeps as it starts.
   */
  starting?: boolean;
  /** The plan chosen on the pricing page, shown as 'Selected Plan: {plan}'. */
  selectedPlan?: string | null;
  /**
   * What the chosen plan costs, under 'Selected Plan: {plan}' (e.g. '$1,697/month, billed
   * annually'): the app formats it, the card gives it its place.
   */
  planSummary?: ReactNode;
  /** The provider's error, shown as a destructive message titled 'Error'. */
  error?: { title?: string; description: string } | null;
  /** A success message, e.g. after a reset link is sent. */
  successMessage?: AuthCardMessage | null;
  fieldErrors?: Partial<Record<AuthCardField, string>>;
  /**
   * Skip the browser's own checks (true by default: the flow reports every field error, in the
   * error summary and beside each field). The `required` attributes stay either way.
   */
  noValidate?: boolean;
  /** The card title is the page's main heading on /auth. */
  headingLevel?: HeadingLevel;
  labels?: Partial<AuthCardLabels>;
  lang?: string;
}

/** The defaults AuthCard applies. */
export const authCardDefaults = {
  linkExpired: false,
  emailConfirmed: false,
  busy: false,
  starting: false,
  noValidate: true,
  headingLevel: 1,
} as const satisfies Partial<AuthCardProps>;

/** Every AuthCard prop for the docs table (Storybook's argTypes), its defaults from above. */
export const authCardPropDefs = {
  mode: {
    type: "'signIn' | 'signUp' | 'forgotPassword' | 'resetPassword'",
    required: true,
    description: "The card's mode, as flows' authForm machine names it.",
  },
  values: {
    type: 'Record<AuthCardField, string> (email, password, fullName)',
    required: true,
    description: "The fields' values: the card is controlled.",
  },
  onChange: {
    type: '(field: AuthCardField, value: string) => void',
    required: true,
    description: 'Called with the field and its new value.',
  },
  onSubmit: { type: '() => void', required: true, description: 'Called on every submit.' },
  minPasswordLength: {
    type: 'number',
    required: true,
    description: "The auth server's shortest password: the field's minlength and its hint.",
  },
  onToggleMode: { type: '() => void', description: 'Shows the link between sign-in and sign-up.' },
  onForgotPassword: { type: '() => void', description: "Shows 'Forgot password?' in sign-in." },
  onBackToSignIn: {
    type: '() => void',
    description: "Shows 'Back to sign in' in the password modes.",
  },
  linkExpired: booleanPropDef(
    authCardDefaults.linkExpired,
    'Forgot-password mode after an expired recovery link.',
  ),
  emailConfirmed: booleanPropDef(
    authCardDefaults.emailConfirmed,
    'Forgot-password mode after a sign-up link that signed nobody in.',
  ),
  busy: booleanPropDef(
    authCardDefaults.busy,
    "The button shows the pack's 'Loading...' and is busy.",
  ),
  starting: booleanPropDef(
    authCardDefaults.starting,
    'Shown before its script runs: the buttons are disabled, the fields take text.',
  ),
  selectedPlan: {
    type: 'string | null',
    description: "The plan chosen on the pricing page: 'Selected Plan: {plan}'.",
  },
  planSummary: {
    type: 'ReactNode',
    description: "What the chosen plan costs, e.g. '$1,697/month, billed annually'.",
  },
  error: {
    type: '{ title?: string; description: string } | null',
    description: "The provider's error, an alert titled 'Error'.",
  },
  successMessage: {
    type: '{ title: string; description?: string } | null',
    description: 'A status message, e.g. after a reset link is sent.',
  },
  fieldErrors: {
    type: 'Partial<Record<AuthCardField, string>>',
    default: '{}',
    description: "Each invalid field's message, beside it and linked from the error summary.",
  },
  noValidate: booleanPropDef(
    authCardDefaults.noValidate,
    "Skips the browser's bubbles: the flow reports every error.",
  ),
  headingLevel: {
    type: '1 | 2 | 3 | 4',
    default: authCardDefaults.headingLevel,
    description: "The card title's level (the page's main heading on /auth).",
  },
  labels: {
    type: 'Partial<AuthCardLabels>',
    default: "the LocaleProvider pack's AuthCard (en-CA, fr-CA)",
    description: 'Overrides the built-in texts.',
  },
  lang: langPropDef,
} as const satisfies Record<keyof AuthCardProps, PropDef>;

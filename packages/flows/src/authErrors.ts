/**
 * What a person reads when the auth backend refuses a request, by the `error_code` hosted
 * Supabase Auth returns (supabase/auth internal/api/apierrors/errorcode.go), in either language.
 * The provider's own message is English and written for developers, so a French page never shows
 * it; the English page keeps the provider's message where the spec quotes it (the toast shows
 * `error.message`) and takes these texts only when no message came.
 */
import { isFrench } from './locale.js';
import { MIN_PASSWORD_LENGTH } from './validation.js';

const nbsp = '\u00a0';

type Catalogue = Record<string, string>;

const english: Catalogue = {
  invalid_credentials: 'Invalid login credentials',
  email_not_confirmed: 'Email not confirmed',
  user_already_exists: 'User already registered',
  email_exists: 'User already registered',
  weak_password: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
  same_password: 'New password should be different from the old password.',
  over_request_rate_limit: 'Too many requests. Please wait a moment and try again.',
  over_email_send_rate_limit: 'Too many emails sent. Please wait a moment and try again.',
  otp_expired: 'Email link is invalid or has expired',
  email_address_invalid: 'Please enter a valid email address.',
  signup_disabled: 'Sign-ups are not open at the moment.',
  validation_failed: 'Please check the fields and try again.',
};

const french: Catalogue = {
  invalid_credentials: 'Courriel ou mot de passe incorrect.',
  email_not_confirmed:
    'Votre adresse courriel n’est pas encore confirmée. Ouvrez le lien reçu par courriel.',
  user_already_exists: 'Un compte existe déjà avec cette adresse courriel.',
  email_exists: 'Un compte existe déjà avec cette adresse courriel.',
  weak_password: `Le mot de passe doit compter au moins ${MIN_PASSWORD_LENGTH}${nbsp}caractères.`,
  same_password: 'Le nouveau mot de passe doit être différent de l’ancien.',
  over_request_rate_limit: 'Trop de tentatives. Veuillez patienter un moment et réessayer.',
  over_email_send_rate_limit:
    'Trop de courriels envoyés. Veuillez patienter un moment et réessayer.',
  otp_expired: 'Ce lien n’est plus valide ou a expiré.',
  email_address_invalid: 'Veuillez entrer une adresse courriel valide.',
  signup_disabled: 'Les inscriptions sont fermées pour le moment.',
  validation_failed: 'Veuillez vérifier les champs et réessayer.',
};

/** What the backend sent: its message, and its `error_code` when it gave one. */
export interface AuthErrorInput {
  message?: string | null;
  code?: string | null;
}

/**
 * The text for a refused auth request. French: the code's text, or `fallback` for a code the
 * catalogue lacks (never the English message). English: the provider's message, else the code's
 * text, else `fallback`.
 */
export function authErrorText(
  error: AuthErrorInput,
  fallback: string,
  locale?: string | null,
): string {
  const code = typeof error.code === 'string' ? error.code : '';
  if (isFrench(locale)) return Object.hasOwn(french, code) ? french[code]! : fallback;
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  if (message !== '') return message;
  return Object.hasOwn(english, code) ? english[code]! : fallback;
}

import { isBlank, isEmail, MIN_PASSWORD_LENGTH } from '../validation.js';

/*
 * The account settings' checks and how a refusal from the auth server reads: each form checks
 * its value before sending it, and maps the server's error code to one of these kinds; the ui
 * owns the words for each kind (in both languages). No Supabase here: the site provides the calls.
 */

/** The longest full name the settings save (a name, not a document; user metadata is mailed). */
export const MAX_FULL_NAME_LENGTH = 100;

/**
 * Why a settings form refused or failed: its own checks' findings, the auth server's refusals
 * (BY_CODE, below), or 'failed' for anything else.
 */
export type AccountSettingsError =
  'nameEmpty' | 'nameTooLong' | 'emailSame' | (typeof BY_CODE)[keyof typeof BY_CODE] | 'failed';

export function checkFullName(name: string): AccountSettingsError | null {
  if (isBlank(name)) return 'nameEmpty';
  return name.trim().length > MAX_FULL_NAME_LENGTH ? 'nameTooLong' : null;
}

/** Addresses compare as the auth server stores them: trimmed, lower case. */
export function checkNewEmail(email: string, current: string): AccountSettingsError | null {
  if (!isEmail(email) || email.trim().length > 254) return 'emailInvalid';
  return email.trim().toLowerCase() === current.trim().toLowerCase() ? 'emailSame' : null;
}

/** The auth server's own bound (hosted Auth refuses over 72 characters, bcrypt's limit). */
export function checkNewPassword(password: string): AccountSettingsError | null {
  return password.length < MIN_PASSWORD_LENGTH || password.length > 72 ? 'passwordWeak' : null;
}

/** The auth server's error codes (supabase-js `error.code`) and the kinds they read as. */
const BY_CODE = {
  email_exists: 'emailTaken',
  email_address_invalid: 'emailInvalid',
  weak_password: 'passwordWeak',
  same_password: 'passwordSame',
  reauthentication_not_valid: 'codeInvalid',
  over_email_send_rate_limit: 'rateLimited',
  over_request_rate_limit: 'rateLimited',
} as const;

/** The kind of a refused settings request, from the auth error's code (supabase-js `error.code`). */
export function accountSettingsErrorOf(error: {
  code?: string | null;
  message?: string | null;
  status?: number | null;
}): AccountSettingsError {
  const code = typeof error.code === 'string' ? error.code : '';
  if (Object.hasOwn(BY_CODE, code)) return BY_CODE[code as keyof typeof BY_CODE];
  // Hosted Auth's answer to a malformed address has the generic validation code.
  if (code === 'validation_failed' && /email/i.test(error.message ?? '')) return 'emailInvalid';
  if (error.status === 429) return 'rateLimited';
  return 'failed';
}

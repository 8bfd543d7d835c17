import { HttpError } from '../http.ts';

/**
 * GoTrue's error body for API version 2024-01-01: `{code, message}` with the version header, from
 * which supabase-js takes `error.code` and picks its error class.
 */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, { code, message, ...extra });
}

export const AUTH_ERRORS = {
  invalidCredentials: () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => authError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (message: string, reasons: string[]) =>
    authError(422, 'weak_password', message, { weak_password: { reasons } }),
  invalidEmail: () =>
    authError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  missingPassword: () => authError(422, 'validation_failed', 'Signup requires a valid password'),
  noAuthorization: () =>
    authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () =>
    authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => authError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  refreshTokenNotFound: () =>
    authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () => authError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  userBanned: () => authError(400, 'user_banned', 'User is banned'),
  badJson: () => authError(400, 'bad_json', 'Could not parse request body as JSON'),
  notAdmin: () => authError(403, 'not_admin', 'User not allowed'),
  samePassword: () =>
    authError(422, 'same_password', 'New password should be different from the old password.'),
  otpExpired: () => authError(403, 'otp_expired', 'Email link is invalid or has expired'),
  emailExists: () =>
    authError(422, 'email_exists', 'A user with this email address has already been registered'),
  notFound: () => authError(404, 'not_found', 'Not found'),
  validation: (message: string) => authError(400, 'validation_failed', message),
  overRequestRateLimit: (retryAfter: number) =>
    rateLimited(
      'over_request_rate_limit',
      `Request rate limit reached. Please try again in ${retryAfter} seconds.`,
      retryAfter,
    ),
  tooManyFailedSignIns: (retryAfter: number) =>
    rateLimited(
      'over_request_rate_limit',
      `Too many failed sign-in attempts for this email. Please try again in ${retryAfter} seconds.`,
      retryAfter,
    ),
  // GoTrue's wording for its per-address mail frequency limit.
  overEmailSendRateLimit: (retryAfter: number) =>
    rateLimited(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${retryAfter} seconds.`,
      retryAfter,
    ),
};

function rateLimited(code: string, message: string, retryAfter: number): HttpError {
  return new HttpError(429, { code, message }, { 'retry-after': String(retryAfter) });
}

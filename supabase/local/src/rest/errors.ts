import { HttpError } from '../http.ts';
import { pgErrorInfo } from '../db/types.ts';

export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  return new HttpError(status, { code, details, hint, message });
}

/** PostgREST's mapping from SQLSTATE to HTTP status (the subset that can occur here). */
function statusFor(sqlstate: string, anonymous: boolean): number {
  if (sqlstate === '42501') return anonymous ? 401 : 403;
  if (sqlstate === '23503' || sqlstate === '23505') return 409;
  if (sqlstate === '42P01' || sqlstate === '42883') return 404;
  if (sqlstate === '25006') return 405;
  if (sqlstate.startsWith('08') || sqlstate.startsWith('53')) return 503;
  if (sqlstate.startsWith('XX') || sqlstate.startsWith('58') || sqlstate.startsWith('57'))
    return 500;
  return 400;
}

/** Turns a database error into PostgREST's `{code, details, hint, message}`; anything else is rethrown. */
export function toRestError(err: unknown, anonymous: boolean): HttpError {
  if (err instanceof HttpError) return err;
  const info = pgErrorInfo(err);
  if (!info) throw err;
  return pgrstError(
    statusFor(info.code, anonymous),
    info.code,
    info.message,
    info.detail,
    info.hint,
  );
}

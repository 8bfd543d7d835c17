import type { SupabaseClient } from './db.ts';
import { HttpError } from './http.ts';
import { storedLocale, type Locale } from './locale.ts';

export interface CallerUser {
  id: string;
  email: string | null;
  /** The language stored at sign-up (user_metadata.locale), English when none. */
  locale: Locale;
}

function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The signed-in user behind the request, verified by the auth server (not just decoded). */
export async function requireUser(req: Request, db: SupabaseClient): Promise<CallerUser> {
  const jwt = bearerToken(req);
  if (!jwt) {
    throw new HttpError(
      401,
      'Sign in to continue: this request carries no access token.',
      'not_signed_in',
    );
  }
  const { data, error } = await db.auth.getUser(jwt);
  if (error || !data.user) {
    const status = (error as { status?: number } | null)?.status ?? 401;
    if (status >= 500 || status === 0) {
      throw new HttpError(
        503,
        'The sign-in service is unavailable. Please try again shortly.',
        'auth_unavailable',
      );
    }
    throw new HttpError(
      401,
      'Your session is invalid or has expired. Please sign in again.',
      'invalid_session',
    );
  }
  return {
    id: data.user.id,
    email: data.user.email ?? null,
    locale: storedLocale(data.user.user_metadata?.locale),
  };
}

/** Constant-time comparison so the service key cannot be guessed byte by byte. */
function sameSecret(a: string, b: string): boolean {
  const ea = new TextEncoder().encode(a);
  const eb = new TextEncoder().encode(b);
  let diff = ea.length ^ eb.length;
  for (let i = 0; i < Math.max(ea.length, eb.length); i++) diff |= (ea[i] ?? 0) ^ (eb[i] ?? 0);
  return diff === 0;
}

export function requireServiceRole(req: Request, serviceKey: string): void {
  const token = bearerToken(req);
  if (!token || !sameSecret(token, serviceKey)) {
    throw new HttpError(
      401,
      'This endpoint requires the service role key.',
      'service_role_required',
    );
  }
}

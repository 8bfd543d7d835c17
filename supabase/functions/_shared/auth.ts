import type { SupabaseClient } from './db.ts';
import { requireEnv } from './env.ts';
import { withoutTrailing } from './text.ts';
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

/** The caller's access token, or 401 not_signed_in when the request carries none. */
function callerToken(req: Request): string {
  const jwt = bearerToken(req);
  if (!jwt) {
    throw new HttpError(
      401,
      'Sign in to continue: this request carries no access token.',
      'not_signed_in',
    );
  }
  return jwt;
}

const INVALID_SESSION = () =>
  new HttpError(
    401,
    'Your session is invalid or has expired. Please sign in again.',
    'invalid_session',
  );

const unavailable = () =>
  new HttpError(
    503,
    'The sign-in service is unavailable. Please try again shortly.',
    'auth_unavailable',
  );

/** The signed-in user behind the request, verified by the auth server (not just decoded). */
export async function requireUser(req: Request, db: SupabaseClient): Promise<CallerUser> {
  const jwt = callerToken(req);
  const { data, error } = await db.auth.getUser(jwt);
  if (error || !data.user) {
    const status = (error as { status?: number } | null)?.status ?? 401;
    if (status >= 500 || status === 0) throw unavailable();
    throw INVALID_SESSION();
  }
  return {
    id: data.user.id,
    email: data.user.email ?? null,
    locale: storedLocale(data.user.user_metadata?.locale),
  };
}

/**
 * Calls an RPC as the caller (their access token as PostgREST's Authorization, the anon key as
 * apikey): PostgREST checks the token's signature and expiry, and the SQL function checks the user
 * and session as Auth's GET /user would, answering null when they fail (then 401 here). One round
 * trip where requireUser and a service-role RPC take two.
 */
export async function callAsCaller<T>(req: Request, fn: string): Promise<T> {
  const jwt = callerToken(req);
  let res: Response;
  try {
    res = await fetch(`${withoutTrailing(requireEnv('SUPABASE_URL'), '/')}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: requireEnv('SUPABASE_ANON_KEY'),
        authorization: `Bearer ${jwt}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
  } catch {
    throw unavailable();
  }
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    throw INVALID_SESSION();
  }
  if (res.status >= 500) {
    await res.body?.cancel();
    throw unavailable();
  }
  if (!res.ok) throw new Error(`rpc ${fn} answered ${res.status}: ${await res.text()}`);
  const data = (await res.json()) as T | null;
  if (data === null) throw INVALID_SESSION();
  return data;
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

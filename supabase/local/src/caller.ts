import type { IncomingMessage } from 'node:http';
import { verifyJwt, type JwtKeys } from './auth/jwt.ts';
import type { Caller, DbRole } from './db/types.ts';
import { bearerToken, headerValue, HttpError } from './http.ts';

const ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

/** The API key the gateway requires on every auth/rest call (hosted Supabase's gateway does the same). */
export function apiKey(req: IncomingMessage, query: URLSearchParams): string | null {
  return headerValue(req, 'apikey') ?? query.get('apikey');
}

/**
 * Who is calling: the bearer token if there is one, else the apikey. Both are JWTs signed with the
 * project's secret or one of its signing keys; the `role` claim picks the Postgres role, as in PostgREST.
 */
export async function resolveCaller(
  req: IncomingMessage,
  query: URLSearchParams,
  keys: JwtKeys,
): Promise<Caller> {
  const token = bearerToken(req) ?? apiKey(req, query);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  const verified = verifyJwt(token, keys);
  if (!verified.ok) {
    const expired = verified.reason === 'expired';
    throw new HttpError(
      401,
      {
        code: expired ? 'PGRST303' : 'PGRST301',
        details: null,
        hint: null,
        message: expired ? 'JWT expired' : 'No suitable key or wrong key type',
      },
      {
        'www-authenticate': `Bearer error="invalid_token", error_description="${expired ? 'JWT expired' : 'invalid token'}"`,
      },
    );
  }
  const role = verified.claims.role;
  if (typeof role !== 'string' || !ROLES.includes(role as DbRole)) {
    throw new HttpError(401, {
      code: 'PGRST301',
      details: null,
      hint: null,
      message: `role "${String(role)}" is not allowed`,
    });
  }
  return { role: role as DbRole, claims: verified.claims };
}

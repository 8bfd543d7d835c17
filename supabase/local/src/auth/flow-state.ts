import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';
import type { Queryable } from '../db/types.ts';
import type { UserRow } from './users.ts';
import type { AuthContext } from './context.ts';
import { AUTH_ERRORS, authError } from './errors.ts';
import type { LinkType } from './link-mail.ts';
import { API_VERSION_HEADER } from './options.ts';
import { issueSession, signedSession } from './sessions.ts';
import { findUserById, isBanned } from './user-store.ts';
import { str } from './validation.ts';

/*
 * PKCE for mailed links, as hosted Auth does it (supabase/auth internal/api/pkce.go,
 * models/flow_state.go, token.go PKCE, verify.go verifyGet). A sign-up, recovery, magic-link or
 * resend request that carries a code challenge stores a flow state for the user; its mailed token
 * starts with `pkce_`; following the link confirms as usual but, instead of a session in the URL
 * fragment, redirects with `?code=<auth code>`; only the browser holding the code verifier can
 * exchange that code (POST /token?grant_type=pkce), once. A session never travels in a URL, so a
 * link made from someone else's session (login CSRF) cannot sign anybody in.
 */

const PKCE_PREFIX = 'pkce_';
/** Hosted Auth's FlowStateExpiryDuration (its default and its minimum). */
const FLOW_STATE_EXPIRY_MS = 300_000;
const CODE_CHALLENGE = /^[\w.~-]{43,128}$/;

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The request's code challenge (null: the implicit flow), checked as hosted Auth's validatePKCEParams. */
export function codeChallengeOf(body: Record<string, unknown>): CodeChallenge | null {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method : '';
  if (!challenge && !method) return null;
  if (!challenge || !method)
    throw AUTH_ERRORS.validation('PKCE flow requires code_challenge_method and code_challenge');
  if (challenge.length < 43 || challenge.length > 128)
    throw AUTH_ERRORS.validation('code challenge has to be between 43 and 128 characters');
  if (!CODE_CHALLENGE.test(challenge))
    throw AUTH_ERRORS.validation(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain')
    throw AUTH_ERRORS.validation(`unsupported code_challenge method "${method.slice(0, 20)}"`);
  return { challenge, method: lower };
}

/** Hosted Auth's authentication method for a link type (models.ParseAuthenticationMethod). */
const methodOf = (type: string) => (type.endsWith('signup') ? 'email/signup' : type);

/**
 * Stores the flow state of a link about to be mailed and returns the link's token prefix: PKCE
 * tokens start with `pkce_`, which is how following the link knows its flow (verify.go).
 */
export async function startFlowState(
  tx: Queryable,
  userId: string,
  type: LinkType | 'email_change',
  pkce: CodeChallenge,
): Promise<string> {
  await tx.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5)`,
    [userId, randomUUID(), pkce.challenge, pkce.method, methodOf(type)],
  );
  return PKCE_PREFIX;
}

export const isPkceToken = (token: string) => token.startsWith(PKCE_PREFIX);

/** The newest flow state of the user for this link type gets its auth code issued (pkce.go issueAuthCode). */
async function issueAuthCode(tx: Queryable, userId: string, type: string): Promise<string> {
  const [flow] = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1::uuid and authentication_method = $2
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, methodOf(type)],
  );
  if (!flow)
    throw authError(
      400,
      'flow_state_not_found',
      'No associated flow state found. No valid flow state found for user.',
    );
  return flow.auth_code;
}

/**
 * GET /verify for a `pkce_` token: confirms as the implicit flow does, then redirects to the
 * redirect URL with `?code=`; an error goes in the query and the fragment (prepErrorRedirectURL).
 * Without a flow state nothing is confirmed (the whole step is one transaction, as upstream).
 */
export async function pkceVerifyRedirect(
  ctx: AuthContext,
  type: string,
  redirectTo: string,
  consume: (tx: Queryable) => Promise<UserRow | null>,
): Promise<string> {
  const target = new URL(redirectTo);
  try {
    const code = await ctx.db.transaction(async (tx) => {
      const user = await consume(tx);
      if (!user) throw AUTH_ERRORS.otpExpired();
      return issueAuthCode(tx, user.id, type);
    });
    target.searchParams.set('code', code);
    return target.toString();
  } catch (err) {
    const body = (err as { body?: { code?: unknown; message?: unknown } }).body;
    if (typeof body?.code !== 'string') throw err;
    const error = new URLSearchParams({
      error: (err as { status?: number }).status === 403 ? 'access_denied' : 'invalid_request',
      error_code: body.code,
      error_description: String(body.message),
    });
    for (const [name, value] of error) target.searchParams.set(name, value);
    error.set('sb', '');
    target.hash = error.toString();
    return target.toString();
  }
}

const sha256Base64Url = (text: string) => createHash('sha256').update(text).digest('base64url');

function verifierMatches(
  flow: { code_challenge: string; code_challenge_method: string },
  verifier: string,
) {
  const expected = Buffer.from(flow.code_challenge);
  const actual = Buffer.from(
    flow.code_challenge_method === 's256' ? sha256Base64Url(verifier) : verifier,
  );
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

type FlowRow = {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  expired: boolean;
};

/** POST /token?grant_type=pkce: the auth code and its verifier for a session, once (token.go PKCE). */
export async function exchangeAuthCode(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  body: Record<string, unknown>,
): Promise<void> {
  ctx.throttleIp(req);
  const authCode = str(body, 'auth_code') ?? '';
  const verifier = str(body, 'code_verifier') ?? '';
  if (!authCode || !verifier)
    throw AUTH_ERRORS.validation(
      'invalid request: both auth code and code verifier should be non-empty',
    );
  const notFound = () =>
    authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  // A magic link's code expires from when it was issued, the others from the request (IsExpired).
  const [flow] = await ctx.db.query<FlowRow>(
    `select id::text as id, user_id::text as user_id, code_challenge, code_challenge_method, authentication_method,
            case when authentication_method = 'magiclink' and auth_code_issued_at is not null
              then auth_code_issued_at else created_at end < now() - ($2::text || ' milliseconds')::interval as expired
       from auth.flow_state where auth_code = $1`,
    [authCode, String(FLOW_STATE_EXPIRY_MS)],
  );
  if (!flow?.user_id) throw notFound();
  if (flow.expired)
    throw authError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  if (!verifierMatches(flow, verifier))
    throw authError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  const grant = await ctx.db.transaction(async (tx) => {
    // One use: whoever deletes the row gets the session; a second exchange finds nothing.
    const [used] = await tx.query('delete from auth.flow_state where id = $1::uuid returning id', [
      flow.id,
    ]);
    if (!used) throw notFound();
    const user = await findUserById(tx, flow.user_id!);
    if (!user) throw notFound();
    if (isBanned(user)) throw AUTH_ERRORS.userBanned();
    return issueSession(tx, user, flow.authentication_method === 'recovery' ? 'recovery' : 'otp');
  });
  sendJson(res, 200, signedSession(ctx, grant), API_VERSION_HEADER);
}

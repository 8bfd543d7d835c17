import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  decodePathSegment,
  HttpError,
  isPlainObject,
  parseJson,
  readBody,
  sendJson,
} from '../http.ts';
import { createAuthContext, type AuthRoute } from './context.ts';
import { AUTH_ERRORS } from './errors.ts';
import { API_VERSION_HEADER, type AuthOptions } from './options.ts';
import { createUserAsAdmin, listUsers, userByIdAsAdmin } from './routes/admin.ts';
import { featureOff } from './routes/features-off.ts';
import { generateLink } from './routes/generate-link.ts';
import { reauthenticate } from './reauthentication.ts';
import { otp, recover, resend } from './routes/mail-links.ts';
import { signUp } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { getUser, logOut, updateUser } from './routes/user.ts';
import { verifyLink, verifyToken } from './routes/verify.ts';

// GoTrue's API under /auth/v1, the subset supabase-js uses: one module per endpoint under routes/,
// what they share in context.ts (limits, redirects, who is calling), sessions.ts and links.ts.

const ROUTES: Record<string, AuthRoute> = {
  'GET /health': async (_ctx, { res }) =>
    sendJson(res, 200, {
      version: 'local',
      name: 'GoTrue',
      description: 'Northbeam local GoTrue subset',
    }),
  // internal/api/settings.go: what is on, from supabase/config.toml.
  'GET /settings': async ({ settings }, { res }) =>
    sendJson(res, 200, {
      external: { anonymous_users: false, email: settings.emailProviderEnabled, phone: false },
      disable_signup: !settings.signupEnabled,
      mailer_autoconfirm: settings.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    }),
  // internal/api/jwks.go: the public halves of the signing keys, none without them.
  'GET /.well-known/jwks.json': async ({ settings }, { res }) =>
    sendJson(
      res,
      200,
      { keys: settings.jwtKeys.jwks },
      { ...API_VERSION_HEADER, 'cache-control': 'public, max-age=600' },
    ),
  'POST /signup': signUp,
  'POST /token': token,
  'POST /logout': logOut,
  'GET /user': getUser,
  'PUT /user': updateUser,
  'POST /recover': recover,
  'POST /resend': resend,
  'POST /otp': otp,
  'GET /reauthenticate': reauthenticate,
  'GET /verify': verifyLink,
  'POST /verify': verifyToken,
  'POST /admin/users': createUserAsAdmin,
  'GET /admin/users': listUsers,
  'POST /admin/generate_link': generateLink,
};

async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parsed = parseJson(await readBody(req), () => AUTH_ERRORS.badJson());
  if (parsed !== undefined && !isPlainObject(parsed)) throw AUTH_ERRORS.badJson();
  return parsed ?? {};
}

export function createAuthHandler(options: AuthOptions) {
  const ctx = createAuthContext(options);

  /** Handles /auth/v1/<path>; errors are HttpErrors with GoTrue's `{code, message}` body. */
  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const body = method === 'POST' || method === 'PUT' ? await readJsonObject(req) : {};
    const request = { req, res, url, body };
    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (adminUser)
      return userByIdAsAdmin(
        ctx,
        request,
        decodePathSegment(adminUser[1]!, () => AUTH_ERRORS.validation('user id must be a UUID')),
      );
    const route = ROUTES[`${method} ${path}`];
    if (!route && (await featureOff(ctx, request, method, path))) return;
    if (!route)
      throw new HttpError(404, { code: 'not_found', message: 'Not found' }, API_VERSION_HEADER);
    await route(ctx, request);
  };
}

import type { IncomingMessage } from 'node:http';
import { sendJson } from '../../http.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { authError } from '../errors.ts';
import type { HttpError } from '../../http.ts';
import { normalizeEmail } from '../validation.ts';
import { userByIdOrError } from './admin.ts';
import { API_VERSION_HEADER } from '../options.ts';

// What hosted Auth answers for a feature switched off in its configuration, for the features the
// local backend does not implement, so code written against it meets the error it would meet on a
// hosted project with the same settings (supabase/local/README.md lists them). Each answer names
// the supabase/auth file it comes from.

const off = {
  // internal/api/middleware.go requireSAMLEnabled
  saml: () => authError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  // internal/api/middleware.go requireManualLinkingEnabled
  manualLinking: () => authError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  // internal/api/middleware.go requirePasskeyEnabled
  passkeys: () => authError(404, 'passkey_disabled', 'Passkeys are disabled'),
  // internal/api/middleware.go requireOAuthServerEnabled
  oauthServer: () => authError(404, 'feature_disabled', 'OAuth server is disabled'),
  // internal/api/admin.go loadFactor: no factor can exist here
  factorNotFound: () => authError(404, 'mfa_factor_not_found', 'Factor not found'),
};

/** internal/api/mfa.go EnrollFactor with every factor type's enroll_enabled off. */
function enrollFactor(body: Record<string, unknown>): HttpError {
  switch (body.factor_type) {
    case 'totp':
      return authError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    case 'phone':
      return authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    case 'webauthn':
      return authError(
        422,
        'mfa_webauthn_enroll_not_enabled',
        'MFA enroll is disabled for WebAuthn',
      );
    default:
      return authError(
        400,
        'validation_failed',
        'factor_type needs to be totp, phone, or webauthn',
      );
  }
}

/**
 * The answer for a path of a feature that is off, or null when `path` is not one. Routes hosted
 * Auth puts behind authentication check the caller first, as there.
 */
export async function featureOff(
  ctx: AuthContext,
  { req, res, body }: AuthRequest,
  method: string,
  path: string,
): Promise<boolean> {
  const signedIn = (r: IncomingMessage) => ctx.requireUser(r);
  if (path === '/authorize')
    // internal/api/external.go: no OAuth provider is enabled here.
    throw authError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
  if (path === '/sso' || path.startsWith('/sso/')) throw off.saml();
  if (path.startsWith('/passkeys')) throw off.passkeys();
  if (path.startsWith('/oauth/') || path.startsWith('/admin/oauth/')) throw off.oauthServer();
  if (path.startsWith('/user/identities')) {
    await signedIn(req);
    throw off.manualLinking();
  }
  if (path === '/factors' && method === 'POST') {
    await signedIn(req);
    throw enrollFactor(body);
  }
  if (path.startsWith('/factors/')) {
    await signedIn(req);
    throw off.factorNotFound();
  }
  if (path.startsWith('/admin/sso/')) {
    await ctx.requireAdmin(req);
    throw off.saml();
  }
  // No feature flag turns invitations off on hosted Auth; the local backend does not send them,
  // and says so with hosted Auth's code for a disabled feature.
  if (path === '/invite') {
    await ctx.requireAdmin(req);
    // Checked first as on hosted Auth (invite.go): a bad address gets that answer.
    normalizeEmail(body.email);
    throw authError(404, 'feature_disabled', 'Invitations are not available in the local backend');
  }
  // Admin: a user's factors and passkeys are always none.
  const admin = /^\/admin\/users\/([^/]+)\/(?:factors|passkeys)(\/.*)?$/.exec(path);
  if (!admin) return false;
  await ctx.requireAdmin(req);
  await userByIdOrError(ctx, admin[1]!);
  if (admin[2] || method !== 'GET') throw off.factorNotFound();
  sendJson(res, 200, [], API_VERSION_HEADER);
  return true;
}

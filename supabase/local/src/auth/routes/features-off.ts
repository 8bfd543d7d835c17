import type { IncomingMessage } from 'node:http';
import { HttpError, sendJson } from '../../http.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { authError } from '../errors.ts';
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

/** internal/api/web3.go Web3Grant with both chains off: refused before the request is read. */
export function web3GrantOff(): HttpError {
  return authError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
}

// internal/api/provider: the issuer each built-in ID-token provider is checked against.
// In getProvider's order after Apple ('' where the issuer is not fixed).
const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  azure: '',
  facebook: 'https://www.facebook.com',
  keycloak: '',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
  snapchat: 'https://accounts.snapchat.com/accounts/oauth2/token',
};
const APPLE_ISSUERS = ['https://appleid.apple.com', 'https://account.apple.com'];
const AZURE_ISSUER = /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/;

/** provider.DetectAppleIDTokenIssuer / DetectAzureIDTokenIssuer: `iss`, unverified, or null. */
function unverifiedIssuer(idToken: string): string | null {
  const parts = idToken.split('.');
  if (parts.length !== 3 || !/^[\w-]*$/.test(parts[1]!)) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as unknown;
    // As Go's json.Unmarshal into struct { Issuer string }: an object, `iss` a string or absent.
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const iss = (payload as { iss?: unknown }).iss;
    if (iss === undefined || iss === null) return '';
    return typeof iss === 'string' ? iss : null;
  } catch {
    return null;
  }
}

/**
 * internal/api/token_oidc.go IdTokenGrant and getProvider with every external provider off (the
 * backend refuses to start with one on): the same checks in the same order, each one's answer.
 */
export function idTokenGrantOff(body: Record<string, unknown>): HttpError {
  const text = (key: string) => (typeof body[key] === 'string' ? body[key] : '');
  const [idToken, provider, issuer] = [text('id_token'), text('provider'), text('issuer')];
  // OAuth-style errors (apierrors.NewOAuthError), always 400.
  const oauthError = (description: string) =>
    new HttpError(400, { error: 'invalid request', error_description: description });
  if (!idToken) return oauthError('id_token required');
  if (!provider && (!text('client_id') || !issuer))
    return oauthError('provider or client_id and issuer required');
  const disabled = (iss: string) =>
    authError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(iss)}) is not enabled`);
  const detected = (name: string, accepts: (iss: string) => boolean, message: string) => {
    const iss = unverifiedIssuer(idToken);
    if (iss === null)
      return authError(
        400,
        'validation_failed',
        `Unable to detect issuer in ID token for ${name} provider`,
      );
    if (!accepts(iss)) return authError(400, 'validation_failed', message);
    if (issuer && issuer !== iss)
      return authError(400, 'validation_failed', 'Provided issuer does not match ID token issuer');
    return disabled(iss);
  };
  // getProvider's cases in its order; Apple and Azure read the issuer from the token first.
  if (provider === 'apple' || APPLE_ISSUERS.includes(issuer))
    return detected(
      'Apple',
      (found) => APPLE_ISSUERS.includes(found),
      'Detected ID token issuer is not an Apple ID token issuer',
    );
  for (const [name, iss] of Object.entries(ID_TOKEN_ISSUERS)) {
    if (name === 'azure' && (provider === 'azure' || AZURE_ISSUER.test(issuer)))
      return detected(
        'Azure',
        (found) =>
          found.startsWith('https://login.microsoftonline.com/') ||
          found.startsWith('https://sts.windows.net/'),
        'Detected ID token issuer is not an Azure ID token issuer',
      );
    // Keycloak's issuer is its configured URL, which no local config sets.
    if (name === 'keycloak' && provider === 'keycloak') return disabled('');
    if (provider === name || (iss && issuer === iss)) return disabled(iss);
  }
  if (provider.startsWith('custom:'))
    return authError(400, 'validation_failed', 'Custom OAuth providers are disabled');
  // No issuer is allowed by GOTRUE_EXTERNAL_ALLOWED_ID_TOKEN_ISSUERS here.
  return authError(
    400,
    'validation_failed',
    `Custom OIDC provider ${JSON.stringify(provider)} not allowed`,
  );
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

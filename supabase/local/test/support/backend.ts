import { writeFileSync } from 'node:fs';
import type { RateLimits } from '../../src/abuse/rate-limit.ts';
import { startBackend, type Backend, type BackendOptions } from '../../src/backend.ts';
import { freePort } from '../../src/ports.ts';
import { client, uniqueEmail } from './clients.ts';

/** The site origin the links in the test mails point at. */
export const SITE = 'http://127.0.0.1:4173';

const PASSWORD = 'password-123';

const NEVER = { max: 1e6, windowMs: 60_000 };

/** Auth limits no test reaches, for files that send many requests from one address. */
export const UNTHROTTLED: RateLimits = {
  signInSignUpPerIp: NEVER,
  failedSignInsPerEmailAndIp: NEVER,
  emailsPerAddress: NEVER,
  tokenRefreshPerIp: NEVER,
};

/**
 * A whole backend on free ports (gateway, MailDev, Deno functions, local Stripe), silent, with no
 * outbox timer and links to SITE. A test file passes what it checks (limits, the outbox timer,
 * `functions: false`).
 */
export function startTestBackend(options: BackendOptions = {}): Promise<Backend> {
  return startBackend({
    port: 0,
    mail: { smtpPort: 0, webPort: 0 },
    functions: { port: 0 },
    stripe: { port: 0 },
    outboxIntervalMs: 0,
    siteUrl: SITE,
    log: () => undefined,
    ...options,
  });
}

/**
 * Only the gateway with auth and REST: no MailDev (mail goes to a free SMTP port nobody serves, or
 * to `mail.smtpPort`), no functions, no Stripe. For tests of auth and REST alone.
 */
export async function startAuthOnlyBackend(options: BackendOptions = {}): Promise<Backend> {
  return startTestBackend({
    functions: false,
    stripe: false,
    ...options,
    mail: { start: false, smtpPort: await freePort(), ...options.mail },
  });
}

/**
 * startAuthOnlyBackend as a project with its own config.toml: `lines` are written to `file` (a
 * scratch path the test owns, beside any file they name) and SUPABASE_LOCAL_CONFIG names it while
 * the backend starts, then is restored, so the other files of a run keep the repository's settings.
 */
export async function startAuthOnlyBackendWithConfig(
  file: string,
  lines: string[],
  options: BackendOptions = {},
): Promise<Backend> {
  writeFileSync(file, lines.join('\n'));
  const before = process.env.SUPABASE_LOCAL_CONFIG;
  process.env.SUPABASE_LOCAL_CONFIG = file;
  try {
    return await startAuthOnlyBackend(options);
  } finally {
    if (before === undefined) delete process.env.SUPABASE_LOCAL_CONFIG;
    else process.env.SUPABASE_LOCAL_CONFIG = before;
  }
}

/** A password sign-in with a wrong password, as the client behind `forwardedFor`; its status. */
export async function wrongSignIn(
  backend: Backend,
  forwardedFor: string,
  email = 'nobody@example.com',
): Promise<number> {
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify({ email, password: 'wrong-password' }),
  });
  await res.body?.cancel();
  return res.status;
}

export interface TestUser {
  id: string;
  email: string;
  /** The access token of a password sign-in through supabase-js. */
  token: string;
  refreshToken: string;
}

/** A user with a confirmed address, made by the service role and signed in through supabase-js. */
export async function confirmedUser(backend: Backend, label: string): Promise<TestUser> {
  const email = uniqueEmail(label);
  const created = await client(backend.url, backend.serviceRoleKey).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const signIn = await client(backend.url, backend.anonKey).auth.signInWithPassword({
    email,
    password: PASSWORD,
  });
  if (signIn.error) throw signIn.error;
  const { access_token: token, refresh_token: refreshToken } = signIn.data.session;
  return { id: created.data.user.id, email, token, refreshToken };
}

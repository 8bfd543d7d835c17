import type { SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { RateLimits } from '../../src/abuse/rate-limit.ts';
import { startBackend, type Backend, type BackendOptions } from '../../src/backend.ts';
import { freePort } from '../../src/ports.ts';
import { client, uniqueEmail } from './clients.ts';
import { startPostgres15, type TestPostgres } from './postgres.ts';

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
 * For a test file: a startTestBackend(options) started before its tests (a whole backend takes up
 * to four minutes on a busy machine) and stopped after them.
 */
export function testBackendForFile(
  options: BackendOptions,
  started: (backend: Backend) => void,
): void {
  let backend: Backend | undefined;
  beforeAll(async () => {
    backend = await startTestBackend(options);
    started(backend);
  }, 240_000);
  afterAll(async () => {
    await backend?.stop();
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

/**
 * For a test file: an unthrottled startAuthOnlyBackendWithConfig (`lines`: its config.toml) started
 * before the file's tests and stopped after them, in a scratch folder removed then; `prepare` writes
 * the files the config names (e.g. signing keys) into that folder first.
 */
export function configuredBackendForFile(
  lines: string[],
  started: (backend: Backend) => void,
  prepare?: (scratch: string) => void,
): void {
  const scratch = mkdtempSync(join(tmpdir(), 'auth-config-'));
  let backend: Backend | undefined;
  beforeAll(async () => {
    prepare?.(scratch);
    backend = await startAuthOnlyBackendWithConfig(join(scratch, 'config.toml'), lines, {
      rateLimits: UNTHROTTLED,
    });
    started(backend);
  });
  afterAll(async () => {
    await backend?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });
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

/** An account with a confirmed address and `password`, made by the service role (not signed in). */
export async function confirmedAccount(
  backend: Backend,
  label: string,
  password = PASSWORD,
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(label);
  const { data, error } = await client(backend.url, backend.serviceRoleKey).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  return { id: data.user.id, email };
}

/** A user with a confirmed address, made by the service role and signed in through supabase-js. */
export async function confirmedUser(backend: Backend, label: string): Promise<TestUser> {
  const { id, email } = await confirmedAccount(backend, label);
  const signIn = await client(backend.url, backend.anonKey).auth.signInWithPassword({
    email,
    password: PASSWORD,
  });
  if (signIn.error) throw signIn.error;
  const { access_token: token, refresh_token: refreshToken } = signIn.data.session;
  return { id, email, token, refreshToken };
}

/**
 * A backend for the enclosing suite (or file): `start` runs before its tests and `started` keeps
 * what it gives them; the backend stops after the last one.
 */
export function backendForSuite(
  start: () => Promise<Backend>,
  started: (backend: Backend) => void,
): void {
  let backend: Backend | undefined;
  beforeAll(async () => {
    backend = await start();
    started(backend);
  });
  afterAll(async () => {
    await backend?.stop();
  });
}

/** A backend whose tests play several visitors, told apart by their X-Forwarded-For address. */
export interface VisitedBackend {
  backend: Backend;
  /** The service role, to inspect what the visitors stored. */
  admin: SupabaseClient;
  /** A client as the visitor at `ip`, signed in with `token` when given. */
  visitor(ip: string, token?: string): SupabaseClient;
}

/**
 * backendForSuite with startTestBackend(options) trusting one proxy: each test's X-Forwarded-For
 * address makes it a visitor of its own, so the per-IP limits of one test leave the others alone.
 */
export function visitedBackendForSuite(
  options: BackendOptions,
  started: (visited: VisitedBackend) => void,
): void {
  backendForSuite(
    () => startTestBackend({ ...options, trustedProxies: 1 }),
    (backend) =>
      started({
        backend,
        admin: client(backend.url, backend.serviceRoleKey),
        visitor: (ip, token) =>
          client(backend.url, backend.anonKey, token, { 'x-forwarded-for': ip }),
      }),
  );
}

/**
 * Defines a suite twice, on PGlite and on a throw-away PostgreSQL 15: the migrations and the
 * policies must hold on both. `start` gives the suite its backend; `cleanup` runs after its stop.
 */
export function onBothDatabases(
  suite: (name: string, start: () => Promise<Backend>, cleanup: () => Promise<void>) => void,
): void {
  let pg: TestPostgres | null = null;
  suite(
    'PGlite',
    async () => startAuthOnlyBackend(),
    async () => undefined,
  );
  suite(
    'PostgreSQL 15',
    async () => {
      pg = await startPostgres15();
      return startAuthOnlyBackend({ databaseUrl: pg.url });
    },
    async () => {
      await pg?.stop();
    },
  );
}

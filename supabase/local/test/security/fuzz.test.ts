import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend.ts';
import { confirmedUser, startTestBackend, UNTHROTTLED } from '../support/backend.ts';
import { client } from '../support/clients.ts';

/**
 * Every auth endpoint and every function gets 1,000 generated requests (fixed seed, so a failure
 * reproduces): malformed JSON, wrong types, missing fields, unicode and control characters, raw
 * bytes, odd content types. None may answer 5xx or drop the connection; every 4xx says why.
 */
const SEED = 20261122;
const CASES = Number(process.env.FUZZ_CASES ?? 1000);
const BATCH = 48;

let backend: Backend;
const tokens = { user: '', profile: '', refresh: '' };
let adminTargetId = '';

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: UNTHROTTLED });
  const user = await confirmedUser(backend, 'fuzz-user');
  tokens.user = user.token;
  tokens.refresh = user.refreshToken;
  tokens.profile = (await confirmedUser(backend, 'fuzz-profile')).token;
  adminTargetId = (await confirmedUser(backend, 'fuzz-admin-target')).id;
}, 240_000);

afterAll(async () => {
  await backend?.stop();
});

const CONTROL = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\u001b',
  '\u007f',
  '\r\n',
  '\u2028',
  '\u202e',
  '\ufeff',
);
const HOSTILE = fc.constantFrom(
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table auth.users; --',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '💥'.repeat(40),
  'a'.repeat(6000),
  'Zoë Tremblay',
  '',
  ' ',
  '__proto__',
);

/** Anything but a well-formed value of the right type. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: CONTROL, maxLength: 20 }),
  HOSTILE,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 4 }),
);

const anEmail = fc.nat({ max: 1e6 }).map((n) => `fuzz${n}@example.com`);
// Addresses that exist in no account but are well-formed; mail-sending endpoints see them rarely.
const junkEmail = fc.oneof(
  junk,
  fc.constantFrom('a@', '@b.co', 'a b@c.de', 'a@b', 'x\u0000@y.zz', 'ü@ü.ü', '"a"@b.co'),
);

interface Target {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The fields this endpoint reads, each with a sometimes-valid value. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** Query parameters to fuzz instead of a body (GET endpoints). */
  query?: Record<string, fc.Arbitrary<string>>;
  auth?: () => string;
  /** The endpoint never reads a body (so it has no body to refuse). */
  ignoresBody?: boolean;
  /** Per case, sometimes the genuine bearer token (auth), otherwise a junk Authorization header. */
  fuzzBearer?: boolean;
  /** Bytes the endpoint accepts before answering 413. */
  bodyLimit?: number;
  /** Headers to fuzz besides the body. */
  fuzzHeaders?: Record<string, fc.Arbitrary<string>>;
}

const sometimes = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 1, arbitrary: valid }, { weight: 5, arbitrary: junk });
// Valid passwords cost a bcrypt hash (~70 ms of CPU): rare, and otherwise wrong types or too short.
const shortOrWrong = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.string({ unit: CONTROL, maxLength: 5 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.nat(), { maxLength: 3 }),
);
const rarely = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 1, arbitrary: valid }, { weight: 25, arbitrary: shortOrWrong });
const asciiJunk = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer a.b.c', 'Basic Zm9vOmJhcg=='),
);

const anon = () => backend.anonKey;
const service = () => backend.serviceRoleKey;

const AUTH_TARGETS: Target[] = [
  {
    name: 'POST /auth/v1/signup',
    method: 'POST',
    path: '/auth/v1/signup',
    fields: {
      email: sometimes(anEmail),
      password: rarely(fc.constant('password-123')),
      data: sometimes(fc.record({ full_name: fc.string() })),
    },
  },
  {
    name: 'POST /auth/v1/token?grant_type=password',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    fields: {
      email: fc.oneof({ weight: 1, arbitrary: anEmail }, { weight: 40, arbitrary: junkEmail }),
      password: rarely(fc.string({ minLength: 1, maxLength: 80 })),
      phone: junk,
    },
  },
  {
    name: 'POST /auth/v1/token?grant_type=refresh_token',
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    fields: { refresh_token: sometimes(fc.string({ minLength: 1, maxLength: 40 })) },
  },
  {
    name: 'POST /auth/v1/token?grant_type=pkce',
    method: 'POST',
    path: '/auth/v1/token?grant_type=pkce',
    fields: {
      auth_code: sometimes(fc.uuid()),
      code_verifier: sometimes(fc.string({ minLength: 43, maxLength: 128 })),
    },
  },
  {
    name: 'POST /auth/v1/recover (PKCE)',
    method: 'POST',
    path: '/auth/v1/recover',
    fields: {
      email: sometimes(anEmail),
      code_challenge: sometimes(fc.string({ minLength: 43, maxLength: 128 })),
      code_challenge_method: sometimes(fc.constantFrom('s256', 'plain', 'S256')),
    },
  },
  {
    name: 'POST /auth/v1/token (any grant)',
    method: 'POST',
    path: '/auth/v1/token',
    query: {
      grant_type: fc.oneof(
        fc.constantFrom('pkce', 'id_token', 'password', ''),
        fc.string({ unit: 'binary', maxLength: 30 }),
      ),
    },
    fields: { email: junk, password: junk },
  },
  {
    name: 'POST /auth/v1/logout',
    method: 'POST',
    path: '/auth/v1/logout',
    query: { scope: fc.oneof(fc.constantFrom('local', 'others', 'global'), fc.string()) },
    fuzzHeaders: { authorization: asciiJunk },
  },
  {
    name: 'GET /auth/v1/user',
    method: 'GET',
    path: '/auth/v1/user',
    fuzzHeaders: { authorization: asciiJunk },
  },
  {
    name: 'PUT /auth/v1/user',
    method: 'PUT',
    path: '/auth/v1/user',
    auth: () => tokens.profile,
    fuzzBearer: true,
    fields: {
      data: sometimes(fc.record({ full_name: fc.string() })),
      email: junk,
      password: rarely(fc.string({ minLength: 6, maxLength: 20 })),
      nonce: sometimes(junk),
    },
  },
  {
    name: 'GET /auth/v1/reauthenticate',
    method: 'GET',
    path: '/auth/v1/reauthenticate',
    fuzzHeaders: { authorization: asciiJunk },
  },
  {
    name: 'POST /auth/v1/recover',
    method: 'POST',
    path: '/auth/v1/recover',
    fields: {
      email: fc.oneof({ weight: 1, arbitrary: anEmail }, { weight: 12, arbitrary: junkEmail }),
    },
  },
  {
    name: 'POST /auth/v1/resend',
    method: 'POST',
    path: '/auth/v1/resend',
    fields: {
      email: fc.oneof({ weight: 1, arbitrary: anEmail }, { weight: 12, arbitrary: junkEmail }),
      type: sometimes(fc.constant('signup')),
    },
  },
  {
    name: 'POST /auth/v1/otp',
    method: 'POST',
    path: '/auth/v1/otp',
    fields: {
      email: fc.oneof({ weight: 1, arbitrary: anEmail }, { weight: 40, arbitrary: junkEmail }),
      create_user: sometimes(fc.boolean()),
      data: junk,
    },
  },
  {
    name: 'POST /auth/v1/verify',
    method: 'POST',
    path: '/auth/v1/verify',
    fields: {
      type: sometimes(fc.constantFrom('signup', 'recovery', 'magiclink', 'email')),
      token_hash: junk,
      token: junk,
      email: junk,
    },
  },
  {
    name: 'GET /auth/v1/verify',
    method: 'GET',
    path: '/auth/v1/verify',
    query: {
      type: fc.oneof(fc.constantFrom('signup', 'recovery', 'magiclink'), fc.string()),
      token: fc.string({ unit: 'binary', maxLength: 60 }),
      redirect_to: fc.oneof(
        fc.webUrl(),
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom('javascript:alert(1)', '//evil.example', 'http://127.0.0.1:4173/x'),
      ),
    },
  },
  {
    name: 'POST /auth/v1/admin/users',
    method: 'POST',
    path: '/auth/v1/admin/users',
    auth: service,
    fields: {
      email: sometimes(anEmail),
      password: rarely(fc.constant('password-123')),
      email_confirm: junk,
      user_metadata: junk,
      app_metadata: junk,
    },
  },
  {
    name: 'PUT /auth/v1/admin/users/<id>',
    method: 'PUT',
    path: '/auth/v1/admin/users/<id>',
    auth: service,
    fields: {
      user_metadata: sometimes(fc.record({ full_name: fc.string() })),
      ban_duration: sometimes(fc.constantFrom('none', '1h')),
      email_confirm: junk,
      password: shortOrWrong,
    },
  },
];

const ENQUIRY = {
  firstName: sometimes(fc.constant('Zoë')),
  lastName: sometimes(fc.constant('Tremblay')),
  email: sometimes(anEmail),
  phone: sometimes(fc.constant('+1 416 555 0100')),
  company: junk,
  website: junk,
  city: sometimes(fc.constantFrom('toronto', 'other')),
  budget: sometimes(fc.constantFrom('under-1000', 'over-10000')),
  message: sometimes(fc.constant('We need local SEO.')),
};

/** A function the signed-in user calls: per case the user's own token or a junk Authorization. */
const signedInFunction = (
  name: string,
  target: Pick<Target, 'fields' | 'ignoresBody'>,
): Target => ({
  name,
  method: 'POST',
  path: `/functions/v1/${name}`,
  auth: () => tokens.user,
  fuzzBearer: true,
  ...target,
});

const FUNCTION_TARGETS: Target[] = [
  signedInFunction('check-subscription', { fields: { anything: junk }, ignoresBody: true }),
  signedInFunction('create-checkout', {
    fields: {
      tier: sometimes(fc.constantFrom('starter', 'premium')),
      interval: sometimes(fc.constantFrom('month', 'year')),
      addon: junk,
    },
  }),
  signedInFunction('change-plan', {
    fields: {
      tier: sometimes(fc.constantFrom('starter', 'enterprise', 'premium')),
      interval: sometimes(fc.constantFrom('month', 'year')),
    },
  }),
  signedInFunction('customer-portal', { fields: { return_url: junk }, ignoresBody: true }),
  {
    name: 'send-contact-email',
    method: 'POST',
    path: '/functions/v1/send-contact-email',
    auth: anon,
    fields: ENQUIRY,
  },
  {
    name: 'newsletter-subscribe',
    method: 'POST',
    path: '/functions/v1/newsletter-subscribe',
    auth: anon,
    fields: {
      email: fc.oneof({ weight: 1, arbitrary: anEmail }, { weight: 12, arbitrary: junkEmail }),
    },
  },
  {
    name: 'newsletter-confirm',
    method: 'GET',
    path: '/functions/v1/newsletter-confirm',
    query: { token: fc.string({ unit: 'binary', maxLength: 120 }) },
  },
  {
    name: 'newsletter-confirm (the page’s button)',
    method: 'POST',
    path: '/functions/v1/newsletter-confirm',
    fields: { token: fc.oneof(junk, fc.string({ unit: 'binary', maxLength: 120 })) },
  },
  {
    name: 'newsletter-unsubscribe (the page’s button)',
    method: 'POST',
    path: '/functions/v1/newsletter-unsubscribe',
    fields: {
      email: fc.oneof(anEmail, junk),
      token: fc.oneof(junk, fc.string({ unit: 'binary', maxLength: 120 })),
    },
  },
  {
    name: 'newsletter-unsubscribe (link)',
    method: 'GET',
    path: '/functions/v1/newsletter-unsubscribe',
    query: {
      email: fc.oneof(anEmail, fc.string({ unit: 'binary', maxLength: 80 })),
      token: fc.string({ unit: 'binary', maxLength: 120 }),
    },
  },
  {
    name: 'newsletter-unsubscribe (one-click)',
    method: 'POST',
    path: '/functions/v1/newsletter-unsubscribe',
    fields: { 'List-Unsubscribe': junk },
    bodyLimit: 1024,
  },
  {
    name: 'newsletter-send',
    method: 'POST',
    path: '/functions/v1/newsletter-send',
    auth: service,
    fuzzBearer: true,
    fields: { subject: junk, text: junk },
  },
  {
    name: 'stripe-webhook',
    method: 'POST',
    path: '/functions/v1/stripe-webhook',
    bodyLimit: 512 * 1024,
    fields: { id: junk, type: sometimes(fc.constant('checkout.session.completed')), data: junk },
    fuzzHeaders: {
      'stripe-signature': fc.oneof(
        asciiJunk,
        fc.nat().map((t) => `t=${t},v1=${'0'.repeat(64)}`),
      ),
    },
  },
  {
    name: 'process-mail-outbox',
    method: 'POST',
    path: '/functions/v1/process-mail-outbox',
    auth: service,
    fuzzBearer: true,
    fields: { ignore_backoff: junk },
  },
];

type Body = string | Uint8Array | undefined;

function bodyOf(target: Target): fc.Arbitrary<Body> {
  if (!target.fields) return fc.constant(undefined);
  const entries = Object.fromEntries(Object.entries(target.fields));
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record(entries, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom(
          '{',
          '{"email":',
          '[1,',
          'nul',
          '{"a":1}}',
          '\u0000{}',
          '{"email": "a@b.co",}',
        ),
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  );
}

interface Case {
  body: Body;
  query: Record<string, string>;
  headers: Record<string, string>;
  contentType: string | null;
}

function caseOf(target: Target): fc.Arbitrary<Case> {
  return fc.record({
    body: bodyOf(target),
    query: fc.record(target.query ?? {}, { requiredKeys: [] }) as fc.Arbitrary<
      Record<string, string>
    >,
    headers: fc.record(
      {
        ...target.fuzzHeaders,
        ...(target.fuzzBearer
          ? {
              authorization: fc.oneof(
                { weight: 1, arbitrary: fc.constant('<genuine>') },
                { weight: 7, arbitrary: asciiJunk },
              ),
            }
          : {}),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      null,
    ),
  });
}

function describeCase(c: Case): string {
  const body =
    c.body instanceof Uint8Array
      ? `bytes ${Buffer.from(c.body).toString('hex').slice(0, 200)}`
      : JSON.stringify(c.body)?.slice(0, 300);
  return `query ${JSON.stringify(c.query)} headers ${JSON.stringify(c.headers)} type ${c.contentType} body ${body}`;
}

async function send(target: Target, c: Case): Promise<{ status: number; text: string }> {
  const url = new URL(`${backend.url}${target.path.replace('<id>', adminTargetId)}`);
  for (const [key, value] of Object.entries(c.query)) url.searchParams.set(key, value);
  const headers: Record<string, string> = { apikey: backend.anonKey };
  const bearer = target.auth?.();
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (c.contentType) headers['content-type'] = c.contentType;
  for (const [key, value] of Object.entries(c.headers)) {
    if (value === '<genuine>') continue;
    // fetch refuses header values with control characters before anything is sent; keep the rest.
    if (/^[\t\x20-\x7e]*$/.test(value)) headers[key] = value;
    else delete headers[key];
  }
  const res = await fetch(url, {
    method: target.method,
    headers,
    body: target.method === 'GET' ? undefined : (c.body as BodyInit | undefined),
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, text: await res.text() };
}

/** A 4xx must say what was wrong in a field a client shows: message (auth/REST), error (functions) or msg. */
function explanation(text: string): string | null {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['message', 'error', 'msg', 'error_description']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  } catch {
    // not JSON: no explanation
  }
  return null;
}

async function fuzz(target: Target, index: number): Promise<Record<number, number>> {
  const cases = fc.sample(caseOf(target), { seed: SEED + index, numRuns: CASES });
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  for (let i = 0; i < cases.length; i += BATCH) {
    await Promise.all(
      cases.slice(i, i + BATCH).map(async (c) => {
        let answer: { status: number; text: string };
        try {
          answer = await send(target, c);
        } catch (error) {
          const cause = (error as { cause?: unknown }).cause;
          failures.push(`no answer (${String(error)} ${String(cause)}) for ${describeCase(c)}`);
          return;
        }
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500)
          failures.push(`${answer.status} ${answer.text.slice(0, 200)} for ${describeCase(c)}`);
        else if (answer.status >= 400 && !explanation(answer.text))
          failures.push(
            `${answer.status} without a message (${answer.text.slice(0, 200)}) for ${describeCase(c)}`,
          );
      }),
    );
  }
  expect(failures.slice(0, 5), `${failures.length} bad answers`).toEqual([]);
  return statuses;
}

describe('fuzzed auth endpoints answer 2xx/3xx or a 4xx with a message, never 5xx', () => {
  AUTH_TARGETS.forEach((target, index) => {
    it(target.name, async () => {
      const statuses = await fuzz(target, index);
      // The generator must reach the endpoint's refusals, not only one answer.
      expect(Object.keys(statuses).some((s) => Number(s) >= 400)).toBe(true);
    });
  });
});

describe('fuzzed functions answer 2xx/3xx or a 4xx with a message, never 5xx', () => {
  FUNCTION_TARGETS.forEach((target, index) => {
    it(target.name, async () => {
      const statuses = await fuzz(target, 100 + index);
      if (!target.ignoresBody && target.method !== 'GET')
        expect(Object.keys(statuses).some((s) => Number(s) >= 400)).toBe(true);
    });
  });

  it('the functions runtime and the gateway are still up and correct afterwards', async () => {
    const { data, error } = await client(
      backend.url,
      backend.anonKey,
      tokens.user,
    ).functions.invoke('check-subscription');
    expect(error).toBeNull();
    expect(data).toMatchObject({ subscribed: false });
    const health = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { apikey: backend.anonKey },
    });
    expect(health.status).toBe(200);
  });
});

describe('body size limits', () => {
  const targets = [...AUTH_TARGETS, ...FUNCTION_TARGETS].filter((t) => t.method !== 'GET');

  const limitOf = (t: Target) =>
    t.bodyLimit ?? (t.path.startsWith('/functions/') ? 64 * 1024 : 1024 * 1024);

  it.each([
    ['2 MB', 2 * 1024 * 1024],
    ['600 kB', 600 * 1024],
    ['100 kB', 100 * 1024],
  ])(
    'answers a %s JSON body with 413 and a message where it is over the limit (functions 64 kB, webhook 512 kB, auth 1 MB)',
    async (_label, size) => {
      for (const target of targets) {
        const expectTooLarge =
          size > 1024 * 1024 || (size > limitOf(target) && !target.ignoresBody);
        const body = JSON.stringify({ email: 'big@example.com', message: 'x'.repeat(size) });
        const headers: Record<string, string> =
          target.name === 'stripe-webhook' ? { 'stripe-signature': 't=1,v1=00' } : {};
        const answer = await send(target, {
          body,
          query: {},
          headers,
          contentType: 'application/json',
        });
        if (expectTooLarge) {
          expect(answer.status, target.name).toBe(413);
          expect(explanation(answer.text), target.name).toMatch(/too large/i);
        } else {
          expect(answer.status, target.name).toBeLessThan(500);
        }
      }
    },
  );
});

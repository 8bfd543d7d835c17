// Hostile inputs shared by the megabyte property test (test/security/hostile-size.test.ts) and the
// bench that prints the slowest answer per endpoint (bench/hostile.ts): one list of endpoints, one
// list of adversarial string shapes, so the test and the published figures cannot drift apart.

/** Strings shaped to make a backtracking pattern, a parser or a path normaliser work hard. */
export const ADVERSARIAL_SHAPES = {
  // The sign-in pattern that froze the backend: local@ then a long run of dots, then another @.
  'email-dots': (n: number) => `a@${'.'.repeat(Math.max(0, n - 3))}@`,
  'at-run': (n: number) => '@'.repeat(n),
  'spaces-then-bang': (n: number) => `a${' '.repeat(Math.max(0, n - 2))}!`,
  'dot-labels': (n: number) => `${'a.'.repeat(Math.floor(n / 2))}!`,
  brackets: (n: number) => '['.repeat(n),
  percent: (n: number) => '%'.repeat(n),
  'control-chars': (n: number) => '\r\n\t\u0001'.repeat(Math.ceil(n / 4)).slice(0, n),
  multibyte: (n: number) => '\u00e9\u{1F600}'.repeat(Math.ceil(n / 3)).slice(0, n),
} as const satisfies Record<string, (n: number) => string>;

export type ShapeName = keyof typeof ADVERSARIAL_SHAPES;
export const SHAPE_NAMES = Object.keys(ADVERSARIAL_SHAPES) as ShapeName[];

/** Who the request is sent as. */
export type Caller = 'anon' | 'user' | 'service' | 'stripe' | 'none';

export interface HostileEndpoint {
  /** Short name used in test titles and in the bench table. */
  name: string;
  server: 'gateway' | 'stripe';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Path with query; `{user}` is replaced by the signed-in test user's id. */
  path: string;
  caller: Caller;
  /** Body fields the endpoint reads; each is filled with the adversarial string in turn. */
  fields: string[];
  /**
   * Other fields of the body. Never a valid password: a bcrypt hash is the one piece of work that is
   * slow on purpose, and hostile input must be refused before any of it.
   */
  base?: Record<string, unknown>;
  /** application/x-www-form-urlencoded (Stripe's wire format) instead of JSON. */
  form?: boolean;
  /** The string goes into the query (GET): headers are capped at 16 KB, so it is shorter. */
  query?: string;
}

const AUTH = '/auth/v1';
export const FUNCTION_NAMES = [
  'change-plan',
  'check-subscription',
  'create-checkout',
  'customer-portal',
  'send-contact-email',
  'newsletter-subscribe',
  'newsletter-confirm',
  'stripe-webhook',
  'process-mail-outbox',
  'export-my-data',
  'close-account',
] as const;

/** An endpoint behind the gateway; most are POSTs that anyone (the anon key) may send. */
function gateway(
  name: string,
  path: string,
  fields: string[],
  more: Partial<HostileEndpoint> = {},
): HostileEndpoint {
  return { name, server: 'gateway', method: 'POST', path, caller: 'anon', fields, ...more };
}

/** An API endpoint of the local Stripe, in Stripe's form encoding. */
function stripe(name: string, path: string, fields: string[]): HostileEndpoint {
  return { name, server: 'stripe', method: 'POST', path, caller: 'stripe', form: true, fields };
}

const SIGN_IN = { email: 'x@example.com', password: 'x' };

export const HOSTILE_ENDPOINTS: HostileEndpoint[] = [
  gateway('auth signup', `${AUTH}/signup`, ['email', 'password', 'data'], { base: SIGN_IN }),
  gateway('auth token (password)', `${AUTH}/token?grant_type=password`, ['email', 'password'], {
    base: SIGN_IN,
  }),
  gateway('auth token (refresh)', `${AUTH}/token?grant_type=refresh_token`, ['refresh_token']),
  gateway('auth token (pkce)', `${AUTH}/token?grant_type=pkce`, ['auth_code', 'code_verifier']),
  gateway('auth recover', `${AUTH}/recover`, ['email', 'code_challenge'], {
    base: { code_challenge_method: 's256' },
  }),
  gateway('auth resend', `${AUTH}/resend`, ['email', 'type'], { base: { type: 'signup' } }),
  gateway('auth otp', `${AUTH}/otp`, ['email', 'data']),
  gateway('auth verify (POST)', `${AUTH}/verify`, ['token_hash', 'type'], {
    base: { type: 'signup' },
  }),
  gateway('auth verify (GET link)', `${AUTH}/verify`, [], {
    method: 'GET',
    caller: 'none',
    query: 'type=signup&token=$&redirect_to=$',
  }),
  gateway('auth user (PUT)', `${AUTH}/user`, ['data', 'email', 'nonce'], {
    method: 'PUT',
    caller: 'user',
  }),
  gateway('auth logout', `${AUTH}/logout?scope=local`, ['scope']),
  gateway('auth admin create user', `${AUTH}/admin/users`, ['email', 'password', 'user_metadata'], {
    caller: 'service',
    base: { email: 'y@example.com' },
  }),
  gateway(
    'auth admin update user',
    `${AUTH}/admin/users/{user}`,
    ['ban_duration', 'user_metadata'],
    {
      method: 'PUT',
      caller: 'service',
    },
  ),
  gateway('rest select', '/rest/v1/subscriptions', [], {
    method: 'GET',
    caller: 'user',
    query: 'select=$&status=eq.$&order=$',
  }),
  gateway('rest insert', '/rest/v1/contact_enquiries', ['message', 'email']),
  gateway('rest update', '/rest/v1/subscriptions?user_id=eq.{user}', ['status'], {
    method: 'PATCH',
    caller: 'user',
  }),
  gateway('rest rpc', '/rest/v1/rpc/newsletter_subscribe', ['p_email', 'email']),
  ...FUNCTION_NAMES.map((fn) =>
    gateway(
      `function ${fn}`,
      `/functions/v1/${fn}`,
      ['email', 'message', 'firstName', 'tier', 'addon', 'token'],
      {
        caller: fn === 'process-mail-outbox' ? 'service' : 'user',
        base: { firstName: 'A', lastName: 'B', email: 'x@example.com', message: 'hello' },
      },
    ),
  ),
  stripe('local Stripe customers', '/v1/customers', ['email', 'metadata[user_id]', 'name']),
  stripe('local Stripe subscription schedules', '/v1/subscription_schedules', [
    'from_subscription',
    'metadata[user_id]',
  ]),
  stripe('local Stripe checkout', '/v1/checkout/sessions', [
    'customer',
    'line_items[0][price]',
    'success_url',
  ]),
];

/** The longest string that still fits, with its JSON or form wrapping, into the 1 MiB body limit. */
export const MEGABYTE_STRING = 1_000_000;
/** Node refuses request heads over 16 KiB; query strings stay well under that. */
export const QUERY_STRING_MAX = 4_000;

export interface BuiltRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Credentials {
  anonKey: string;
  serviceRoleKey: string;
  userToken: string;
  userId: string;
  stripeKey: string;
}

/** The request that puts `value` into `field` of `endpoint` (or into its query). */
export function buildRequest(
  endpoint: HostileEndpoint,
  field: string | null,
  value: string,
  creds: Credentials,
): BuiltRequest {
  const headers: Record<string, string> = {};
  if (endpoint.server === 'gateway' && endpoint.caller !== 'none') {
    const bearer =
      endpoint.caller === 'user'
        ? creds.userToken
        : endpoint.caller === 'service'
          ? creds.serviceRoleKey
          : creds.anonKey;
    headers.apikey = endpoint.caller === 'service' ? creds.serviceRoleKey : creds.anonKey;
    headers.authorization = `Bearer ${bearer}`;
  }
  if (endpoint.caller === 'stripe') headers.authorization = `Bearer ${creds.stripeKey}`;
  let path = endpoint.path.replaceAll('{user}', creds.userId);
  if (endpoint.query !== undefined) {
    const short = encodeURIComponent(value).slice(0, QUERY_STRING_MAX);
    path += `${path.includes('?') ? '&' : '?'}${endpoint.query.replaceAll('$', short)}`;
    return { method: endpoint.method, path, headers };
  }
  const fields: Record<string, unknown> = { ...endpoint.base };
  if (field) fields[field] = value;
  if (endpoint.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const params = new URLSearchParams();
    for (const [key, v] of Object.entries(fields)) params.append(key, String(v));
    return { method: endpoint.method, path, headers, body: params.toString() };
  }
  headers['content-type'] = 'application/json';
  return { method: endpoint.method, path, headers, body: JSON.stringify(fields) };
}

export const BODY_LIMIT = 1024 * 1024;

/**
 * The request with the longest string of this shape that still fits the body limit (escaping in
 * JSON or percent-encoding in a form makes the body longer than the string).
 */
export function fittedRequest(
  endpoint: HostileEndpoint,
  field: string | null,
  shape: ShapeName,
  creds: Credentials,
  wanted = MEGABYTE_STRING,
): BuiltRequest {
  let length = wanted;
  for (;;) {
    const built = buildRequest(endpoint, field, ADVERSARIAL_SHAPES[shape](length), creds);
    const size = built.body === undefined ? 0 : Buffer.byteLength(built.body);
    if (size <= BODY_LIMIT - 4096 || length < 1024) return built;
    length = Math.floor((length * (BODY_LIMIT - 8192)) / size);
  }
}

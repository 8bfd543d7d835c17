// Which backend a build of the site talks to, checked before anything is bundled.
//
// A production build is one made with `pnpm build:production` (NORTHBEAM_BUILD=production) or on
// Cloudflare Pages (CF_PAGES=1) or Netlify (NETLIFY=true), whose build machines set those
// variables. It refuses to run without the hosted project's URL and anon key: without them the
// bundle would quietly talk to http://127.0.0.1:54321 in every visitor's browser. Any other build
// is a local one, for the embedded backend, and says so.

export const localSupabaseUrl = 'http://127.0.0.1:54321';

const loopback = /^(localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0)$/;

/** The payload of a JWT-shaped key, or undefined when the key is not one. */
function jwtPayload(key) {
  const parts = key.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? payload : undefined;
  } catch {
    return undefined;
  }
}

const publishableKey = /^sb_publishable_[\w-]{16,}$/;

/**
 * Why `key` may not ship in the public bundle, or undefined when it is a public key: a legacy
 * JWT whose `role` is `anon`, or a new `sb_publishable_` key. Anything else would either not work
 * or, worse, be a service-role or `sb_secret_` key that bypasses RLS for every visitor. The
 * reasons name the kind of key, never the key: build logs are read by more people than secrets.
 */
function publicKeyProblem(key) {
  const name = 'VITE_SUPABASE_ANON_KEY';
  if (key.startsWith('sb_secret_')) {
    return `${name} is a secret key (sb_secret_…), which bypasses row-level security; use the project's publishable key (sb_publishable_…) or its anon key`;
  }
  if (publishableKey.test(key)) return undefined;
  const payload = jwtPayload(key);
  if (!payload) {
    return `${name} is not a Supabase public key (expected the anon JWT or an sb_publishable_… key)`;
  }
  if (payload.iss === 'supabase-demo') {
    return `${name} is the embedded backend's demo key, not the project's`;
  }
  if (typeof payload.role !== 'string') {
    return `${name} is a JWT that has no role; use the project's anon key`;
  }
  if (payload.role !== 'anon') {
    // The role is a fixed word (anon, service_role, authenticated), never part of the secret.
    const role = /^[a-z_]{1,32}$/.test(payload.role) ? payload.role : 'non-anon';
    return `${name} is a ${role} key, not the anon key; it must never ship in the public bundle`;
  }
  return undefined;
}

/**
 * Every piece of sample content in `content`: a property named `sample`, or ending in `Sample`,
 * whose value is a non-empty string saying what the example stands in for and what replaces it
 * (site/app/content/samples.ts). Returns one line per sample, its path then its note.
 * @param {unknown} content
 * @returns {string[]}
 */
export function findSamples(content, at = '') {
  if (Array.isArray(content)) {
    return content.flatMap((item, index) => findSamples(item, `${at}[${index}]`));
  }
  if (!content || typeof content !== 'object') return [];
  return Object.entries(content).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    if ((key === 'sample' || key.endsWith('Sample')) && typeof value === 'string' && value.trim()) {
      return [`${path}: ${value.trim()}`];
    }
    return findSamples(value, path);
  });
}

/** @param {Record<string, string | undefined>} env */
const isProduction = (env) =>
  env.NORTHBEAM_BUILD === 'production' || env.CF_PAGES === '1' || env.NETLIFY === 'true';

/**
 * A production build refuses sample content too (`samples`, findSamples' list for the site's
 * content): invented testimonials, cases and client names are deceptive marketing under Canada's
 * Competition Act, and a 555 phone number reads as fake.
 * @param {Record<string, string | undefined>} env
 * @param {string[]} [samples]
 * @returns {{ target: 'local' | 'production', supabaseUrl: string, message: string }}
 */
export function buildTarget(env = process.env, samples = []) {
  const production = isProduction(env);
  const url = env.VITE_SUPABASE_URL?.trim() ?? '';
  const key = env.VITE_SUPABASE_ANON_KEY?.trim() ?? '';
  if (!production) {
    const supabaseUrl = url || localSupabaseUrl;
    return {
      target: 'local',
      supabaseUrl,
      message: `Local build: the site talks to the backend at ${supabaseUrl}. For a host, run \`pnpm build:production\` with VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set (DEPLOY.md).`,
    };
  }
  const problems = [];
  if (!url) {
    problems.push(
      'VITE_SUPABASE_URL is not set (the project URL, https://<project-ref>.supabase.co)',
    );
  } else {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`VITE_SUPABASE_URL is not a URL: ${url}`);
    }
    if (parsed && parsed.protocol !== 'https:') {
      problems.push(`VITE_SUPABASE_URL must be an https:// URL: ${url}`);
    } else if (parsed && loopback.test(parsed.hostname)) {
      problems.push(`VITE_SUPABASE_URL points at this machine, not a hosted project: ${url}`);
    }
  }
  if (!key) {
    problems.push("VITE_SUPABASE_ANON_KEY is not set (the project's anon public key)");
  } else {
    const problem = publicKeyProblem(key);
    if (problem) problems.push(problem);
  }
  if (samples.length > 0) {
    problems.push(
      `sample content remains in site/app/content; replace each with the real one and delete its note:\n${samples.map((sample) => `      ${sample}`).join('\n')}`,
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `Production build refused:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSet the backend's variables as in DEPLOY.md, or run \`pnpm build\` for a local build.`,
    );
  }
  return {
    target: 'production',
    supabaseUrl: url,
    message: `Production build: the site talks to ${url}.`,
  };
}

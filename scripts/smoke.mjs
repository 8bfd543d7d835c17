// Post-deploy smoke check of a running copy of the product:
//
//   pnpm smoke <site-url> <supabase-url>
//
// The site: every canonical URL of its sitemap answers 200 without a redirect, with the security
// headers and a CSP that lets the page reach <supabase-url>; a trailing slash redirects to the
// canonical URL; an unknown path answers 404; /auth and /dashboard answer their account pages and
// an unbuilt /blog/<id> the app shell. The backend: the functions are deployed with the right verify_jwt, answer the
// site's origin (CORS, SITE_URL) and have their Stripe secret. With SUPABASE_ANON_KEY (or
// VITE_SUPABASE_ANON_KEY) set it also checks Auth's settings and the contact function's answer.
// Prints one line per check and exits 1 if any failed. Sends nothing that stores or mails.
import { afterPaintScriptHash } from '../site/scripts/after-paint.mjs';
import { speculationRulesHash } from '../site/scripts/static-page.mjs';
import { storedWelcomeScriptHash } from '../site/scripts/stored-welcome.mjs';

const [siteArg, supabaseArg] = process.argv.slice(2);
if (!siteArg || !supabaseArg) {
  console.error('Usage: pnpm smoke <site-url> <supabase-url>');
  process.exit(2);
}
const site = new URL(siteArg).origin;
const supabase = new URL(supabaseArg).origin;
const anonKey = process.env.SUPABASE_ANON_KEY ?? process.env.VITE_SUPABASE_ANON_KEY ?? '';

const results = [];
async function check(name, run) {
  try {
    const detail = await run();
    results.push(true);
    console.log(`ok    ${name}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    results.push(false);
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : error}`);
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

const request = (url, init = {}) =>
  fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000), ...init });

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectPageHeaders(response, what) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(
      response.headers.get(name) === value,
      `${what}: ${name} is ${response.headers.get(name)}`,
    );
  }
  const csp = response.headers.get('content-security-policy') ?? '';
  // Scripts only from the site itself, plus the inline texts the same in every build, by their
  // hashes: the after-paint starter and the speculation rules every content page carries, and the
  // dashboard's welcome line filled before its first paint. Anything else (other inline scripts,
  // other hashes, other hosts) fails.
  const allowed = [
    "'self'",
    "'inline-speculation-rules'",
    afterPaintScriptHash,
    storedWelcomeScriptHash,
    speculationRulesHash,
  ];
  const scriptSources = (csp.split(/;\s*/).find((d) => d.startsWith('script-src ')) ?? '')
    .split(/\s+/)
    .slice(1);
  expect(
    scriptSources.includes("'self'") && scriptSources.every((source) => allowed.includes(source)),
    `${what}: CSP missing or its script-src allows more than 'self': "${csp}"`,
  );
  const connect = csp.split(/;\s*/).find((directive) => directive.startsWith('connect-src')) ?? '';
  expect(
    connect.split(/\s+/).includes(supabase),
    `${what}: the CSP's connect-src does not allow ${supabase} (was the site built for another backend?): "${connect}"`,
  );
  if (site.startsWith('https:')) {
    expect(
      /max-age=\d+/.test(response.headers.get('strict-transport-security') ?? ''),
      `${what}: no HSTS`,
    );
  }
}

// --- the site -------------------------------------------------------------------------------

let paths = [];
await check('sitemap.xml lists the pages', async () => {
  const response = await request(`${site}/sitemap.xml`);
  expect(response.status === 200, `status ${response.status}`);
  const xml = await response.text();
  paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(paths.length > 0, 'no <loc> in the sitemap');
  return `${paths.length} URLs`;
});

await check(
  'every canonical URL answers 200 without a redirect, with the security headers',
  async () => {
    for (const pathname of paths) {
      const response = await request(`${site}${pathname}`);
      expect(
        response.status === 200,
        `${pathname}: status ${response.status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}`,
      );
      expect(
        (response.headers.get('content-type') ?? '').startsWith('text/html'),
        `${pathname}: not HTML`,
      );
      const html = await response.text();
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? '';
      expect(
        canonical && new URL(canonical).pathname === pathname,
        `${pathname}: canonical is "${canonical}"`,
      );
      expectPageHeaders(response, pathname);
    }
    return `${paths.length} pages`;
  },
);

await check('robots.txt and llms.txt are served', async () => {
  for (const file of ['/robots.txt', '/llms.txt']) {
    const response = await request(`${site}${file}`);
    expect(response.status === 200, `${file}: status ${response.status}`);
  }
});

await check('a trailing slash redirects permanently to the canonical URL', async () => {
  const page = paths.find((pathname) => pathname !== '/') ?? '/about';
  const response = await request(`${site}${page}/`);
  expect([301, 308].includes(response.status), `${page}/: status ${response.status}`);
  const location = new URL(response.headers.get('location') ?? '', site);
  expect(location.origin === site && location.pathname === page, `${page}/ → ${location}`);
});

await check('an unknown path answers the 404 page with status 404', async () => {
  const response = await request(`${site}/smoke-check-no-such-page`);
  expect(response.status === 404, `status ${response.status}`);
  expect((await response.text()).includes('<html'), 'no page body');
  expectPageHeaders(response, '404 page');
});

await check('/auth and /dashboard answer their account pages', async () => {
  // Prerendered pages with one acting part each (the sign-in card, the dashboard), not the app
  // shell: a host that rewrote them to the shell or to / would fail here.
  for (const [pathname, part] of [
    ['/auth', 'authCard'],
    ['/dashboard', 'accountDashboard'],
  ]) {
    const response = await request(`${site}${pathname}`);
    expect(response.status === 200, `${pathname}: status ${response.status}`);
    expectPageHeaders(response, pathname);
    const body = await response.text();
    expect(body.includes(`data-acting-part="${part}"`), `${pathname}: not its account page`);
  }
});

await check('an unbuilt /blog/<id> answers the app shell', async () => {
  const pathname = '/blog/smoke-check-unbuilt';
  const response = await request(`${site}${pathname}`);
  expect(response.status === 200, `${pathname}: status ${response.status}`);
  expectPageHeaders(response, pathname);
  const body = await response.text();
  const home = await (await request(`${site}/`)).text();
  expect(body !== home, 'the app shell is the home page (a catch-all rewrite to /)');
  expect(!body.includes('rel="canonical"'), 'the app shell carries a page’s canonical link');
});

// --- the backend ----------------------------------------------------------------------------

const functionUrl = (name) => `${supabase}/functions/v1/${name}`;

await check('check-subscription requires a signed-in user (verify_jwt on)', async () => {
  const response = await request(functionUrl('check-subscription'), { method: 'POST' });
  expect(response.status === 401, `status ${response.status} without a token (expected 401)`);
});

await check('stripe-webhook is reachable without a JWT and has its Stripe keys', async () => {
  const response = await request(functionUrl('stripe-webhook'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' },
    body: '{}',
  });
  expect(response.status !== 401, 'status 401: deploy it with --no-verify-jwt');
  expect(response.status !== 503, 'status 503: set the STRIPE_SECRET_KEY secret');
  expect(response.status === 400, `status ${response.status} for a bad signature (expected 400)`);
});

await check(
  'newsletter-confirm is reachable without a JWT and links back to the site',
  async () => {
    const response = await request(`${functionUrl('newsletter-confirm')}?token=smoke`);
    expect(response.status !== 401, 'status 401: deploy it with --no-verify-jwt');
    expect(response.status === 303, `status ${response.status} (expected 303)`);
    const location = new URL(response.headers.get('location') ?? '', supabase);
    expect(
      location.origin === site,
      `it sends readers to ${location.origin}: set SITE_URL to ${site}`,
    );
  },
);

await check('the functions answer the site’s origin (CORS)', async () => {
  const response = await request(functionUrl('send-contact-email'), {
    method: 'OPTIONS',
    headers: {
      Origin: site,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
    },
  });
  expect(response.status < 300, `preflight status ${response.status}`);
  const allowed = response.headers.get('access-control-allow-origin');
  expect(
    allowed === site || allowed === '*',
    `Access-Control-Allow-Origin is ${allowed}: set SITE_URL (or ALLOWED_ORIGINS) to ${site}`,
  );
});

if (anonKey) {
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  await check('Auth: e-mail sign-up with confirmation', async () => {
    const response = await request(`${supabase}/auth/v1/settings`, { headers });
    expect(response.status === 200, `status ${response.status}`);
    const settings = await response.json();
    expect(settings.external?.email === true, 'e-mail sign-in is off');
    expect(settings.disable_signup === false, 'sign-up is disabled');
    expect(settings.mailer_autoconfirm === false, 'e-mail confirmation is off');
  });
  await check('send-contact-email answers a bad enquiry with 400', async () => {
    const response = await request(functionUrl('send-contact-email'), {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Origin: site },
      body: '{}',
    });
    expect(response.status === 400, `status ${response.status} (expected 400)`);
  });
} else {
  console.log('note  set SUPABASE_ANON_KEY to also check Auth settings and send-contact-email');
}

const failed = results.filter((ok) => !ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

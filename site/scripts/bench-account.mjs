// The account pages in the bench: /auth signed out and /dashboard signed in, both through the
// embedded backend (supabase/local, started here as the account end-to-end tests start it), on
// the address the public build's client targets (127.0.0.1:54321). /dashboard runs with a stored
// session of a confirmed customer (no subscription), as a customer who signed in before sees it:
// the session is put in the browser's storage before Lighthouse loads the page, and Lighthouse is
// told not to clear it (its HTTP cache is cleared here instead, so the page loads cold).
import puppeteer from 'puppeteer-core';
import { portIsFree, startPublicBackend } from './backend-process.mjs';

/** The account pages the bench adds to the sitemap's routes. */
export const accountRoutes = ['/auth', '/dashboard'];

/** The routes measured signed in. */
export const signedInRoutes = new Set(['/dashboard']);

/** The backend's port in the public build (VITE_SUPABASE_URL's default in app/lib/backendAddress.ts). */
const backendPort = 54321;

/**
 * Starts the embedded backend on the public build's address for the site at `siteOrigin`;
 * resolves with its URLs and a stop function once it prints them.
 */
export async function startAccountBackend(siteOrigin) {
  if (!(await portIsFree(backendPort)))
    throw new Error(`port ${backendPort} is taken (another backend is running): try again later`);
  return startPublicBackend(siteOrigin, 90_000);
}

/** A confirmed customer made through the auth admin API, signed in: auth-js's session object. */
export async function customerSession({ url, serviceRoleKey }) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-Password-29';
  const admin = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
  const created = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!created.ok) throw new Error(`creating ${email}: ${created.status} ${await created.text()}`);
  const token = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!token.ok) throw new Error(`signing in ${email}: ${token.status} ${await token.text()}`);
  return token.json();
}

/**
 * Stores `session` where auth-js keeps it for the site at `origin` (`sb-<first label of the
 * backend's host>-auth-token`, as lib/backendAddress.ts names it), or removes it when null, and clears
 * the browser's HTTP cache, in the Chrome Lighthouse then drives.
 */
export async function setStoredSession(chromePort, origin, backendUrl, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    // Any same-origin document will do to reach its storage: the floor page has no script.
    await page.goto(`${origin}/bench-floor`);
    const key = `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;
    await page.evaluate(
      (name, value) =>
        value === null ? localStorage.removeItem(name) : localStorage.setItem(name, value),
      key,
      session === null ? null : JSON.stringify(session),
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

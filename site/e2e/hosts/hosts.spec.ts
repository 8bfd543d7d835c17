import { readFileSync } from 'node:fs';
import { request as http } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIResponse, type ConsoleMessage, type Page } from '@playwright/test';
import { articles } from '../../app/content/blog';
import { site } from '../../app/content/site';
import { pageStarted } from '../ready';

/*
 * What a visitor and a crawler get from the same build on each host (one project per host, see
 * playwright.config.ts): every canonical URL answers 200 without a redirect, the other spellings
 * of a page redirect to it (on Netlify they answer the page, see `spellingsServedInPlace`), unknown paths answer the 404 page with status 404, /auth
 * and /dashboard are their prerendered pages (whose part renders the account page), unbuilt
 * /blog/<id> get the app shell (whose router goes back to /blog), and every page carries the
 * security headers with the build's one CSP.
 */

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/client');
const built = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');

/** The canonical URLs the build publishes (sitemap.xml), as paths. */
const canonicalPaths = [...built('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]!).pathname,
);
const appShell = built('__spa-fallback.html');
const notFoundPage = built('404.html');
const policy = built('_headers').match(/^ {2}Content-Security-Policy: (.+)$/m)![1]!;

const get = (page: Page, url: string) => page.request.get(url, { maxRedirects: 0 });
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];

/**
 * Netlify matches a `_redirects` rule with or without the trailing slash and skips a rule where a
 * file exists, so no rule can redirect `/<route>/` or `/<route>.html` (it would loop on
 * `/<route>`) nor turn `/404` (the file 404.html) into a 404. There, those spellings answer 200
 * with the same page, whose canonical link names the one URL (and the 404 page says noindex).
 */
const spellingsServedInPlace = (projectName: string) => projectName === 'netlify';

/** `/<route>/` or `/<route>.html`: a permanent redirect to `to`, or (Netlify) the page itself. */
async function expectCanonicalSpelling(page: Page, url: string, to: string, projectName: string) {
  const response = await get(page, url);
  if (!spellingsServedInPlace(projectName)) return expectPermanentRedirect(response, to, url);
  expect(response.status(), url).toBe(200);
  expect(canonicalOf(await response.text()), url).toBe(`${site.origin}${to}`);
  expectSecurityHeaders(response, url);
}

/** A request for a raw path (a client library would read `//host/` as another host). */
function rawRequest(
  baseURL: string,
  rawPath: string,
): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http({ hostname, port, path: rawPath }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['content-security-policy'], `${what}: CSP`).toBe(policy);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

function expectPermanentRedirect(response: APIResponse, to: string, what: string) {
  expect([301, 308], `${what}: status`).toContain(response.status());
  expect(new URL(response.headers().location!, 'http://host').pathname, what).toBe(to);
}

/** Console errors (CSP refusals included) and uncaught errors while a page runs. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const hydrated = (page: Page) => page.waitForFunction(pageStarted);
const islandReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.islands === 'ready');

/** The built file a canonical path is served from: `/` is index.html, `/<path>` is `<path>.html`. */
const pageFile = (pathname: string) => `${pathname === '/' ? 'index' : pathname.slice(1)}.html`;

// The page is the built file as written, byte for byte (no host rewrites or injects markup), which
// is why the public-route walk on a host checks no more than that each page starts (no axe).
test('every canonical URL of the sitemap answers 200 with its own built page unchanged, no redirect, CSP sent', async ({
  page,
}) => {
  expect(canonicalPaths).toContain('/toronto-seo');
  expect(canonicalPaths.length).toBeGreaterThanOrEqual(39);
  for (const pathname of canonicalPaths) {
    const response = await get(page, pathname);
    expect(response.status(), pathname).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html), pathname).toBe(`${site.origin}${pathname}`);
    expect(
      html === built(pageFile(pathname)),
      `${pathname} is ${pageFile(pathname)} as built`,
    ).toBe(true);
    expectSecurityHeaders(response, pathname);
  }
});

test('a trailing slash or .html redirects permanently to the canonical URL', async ({
  page,
  baseURL,
}, testInfo) => {
  const host = testInfo.project.name;
  await expectCanonicalSpelling(page, '/toronto-seo/', '/toronto-seo', host);
  await expectCanonicalSpelling(page, '/toronto-seo.html', '/toronto-seo', host);
  await expectCanonicalSpelling(page, '/blog/', '/blog', host);
  await expectCanonicalSpelling(page, '/index.html', '/', host);
  // The location is the page found, never the request's own text: no redirect off the site.
  // (Netlify reads `//evil.example/` as the path `/` and answers the home page.)
  const offSite = await rawRequest(baseURL!, '//evil.example/');
  expect(offSite.location, 'no redirect').toBeUndefined();
  expect(offSite.status).toBe(spellingsServedInPlace(host) ? 200 : 404);
});

test('/auth and /dashboard are their prerendered pages, whose part renders the account page', async ({
  page,
}, testInfo) => {
  for (const pathname of ['/auth', '/dashboard']) {
    const response = await get(page, pathname);
    expect(response.status(), pathname).toBe(200);
    expect(await response.text(), pathname).toBe(built(`${pathname.slice(1)}.html`));
    expectSecurityHeaders(response, pathname);
  }
  await expectCanonicalSpelling(page, '/auth/', '/auth', testInfo.project.name);
  const problems = watchConsole(page);
  await page.goto('/auth');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('unknown paths answer the 404 page with status 404, /404 itself included', async ({
  page,
}, testInfo) => {
  const fileServedInPlace = spellingsServedInPlace(testInfo.project.name);
  for (const pathname of ['/no-such-page', '/no/such/page', '/404', '/toronto-seo/extra']) {
    const response = await get(page, pathname);
    const served404File = pathname === '/404' && fileServedInPlace;
    expect(response.status(), pathname).toBe(served404File ? 200 : 404);
    expect(await response.text(), pathname).toBe(notFoundPage);
    expectSecurityHeaders(response, pathname);
  }
  expect(notFoundPage).toContain('<meta name="robots" content="noindex"/>');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});

test('the host configuration files (_headers, _redirects) are never served', async ({
  page,
  baseURL,
}, testInfo) => {
  // `netlify dev` serves its folder as is, these files included; a Netlify deploy never uploads
  // them (they become the deploy's configuration: netlify-cli's dist/commands/deploy/deploy.js
  // skips `_redirects` and `_headers`, "bundled in the config"), so the deployed site has neither.
  test.skip(
    testInfo.project.name === 'netlify',
    'netlify dev serves _headers and _redirects; a Netlify deploy does not upload them',
  );
  for (const pathname of ['/_headers', '/_redirects', '/%5Fheaders']) {
    const response = await get(page, pathname);
    expect(response.status(), pathname).toBe(404);
    const body = await response.text();
    expect(body, pathname).not.toContain('Content-Security-Policy');
    expect(body, pathname).not.toContain(' 200\n');
  }
  expect((await rawRequest(baseURL!, '//_redirects')).status).toBe(404);
});

test('an unbuilt /blog/<id> gets the app shell and goes back to /blog; built ones are pages', async ({
  page,
}) => {
  const response = await get(page, '/blog/99');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(appShell);
  for (const article of articles) {
    const built = await get(page, `/blog/${article.id}`);
    expect(built.status()).toBe(200);
    expect(await built.text()).toContain(
      `<link rel="canonical" href="${site.origin}/blog/${article.id}"/>`,
    );
  }
  const problems = watchConsole(page);
  await page.goto('/blog/99');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main')).toContainText(articles[0]!.title);
  expect(problems).toEqual([]);
});

test('a page that acts hydrates under the CSP, a content page runs its island, no refused script', async ({
  page,
}) => {
  const problems = watchConsole(page);
  expect((await page.goto('/pricing'))?.status()).toBe(200);
  await hydrated(page);
  const response = await page.goto('/toronto-seo');
  expect(response?.status()).toBe(200);
  // The island script and the inline speculation rules both pass the CSP.
  await islandReady(page);
  await page.locator('footer').getByRole('link', { name: 'Halifax' }).click();
  await expect(page).toHaveURL(/\/halifax-seo$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Halifax');
  expect(problems).toEqual([]);
});

/** A page's Markdown twin: `/x` → `/x.md`, the home page's `/index.md` (app/machine/twinPath.ts). */
const twinOf = (pathname: string) => (pathname === '/' ? '/index.md' : `${pathname}.md`);
/** The hosts that choose a response by the request (the others serve files as they are). */
const negotiates = (projectName: string) => ['nginx', 'local server'].includes(projectName);
/** The canonical URL a twin names, in English (`URL: …`) or French (`Adresse URL : …`). */
const urlOfTwin = (markdown: string) => markdown.match(/^(?:URL|Adresse URL\u00a0): (\S+)$/m)?.[1];

test('every indexable page of both languages has its Markdown twin at <url>.md, as UTF-8 Markdown, linked both ways', async ({
  page,
}, testInfo) => {
  expect(canonicalPaths).toEqual(expect.arrayContaining(['/pricing', '/fr', '/fr/forfaits']));
  for (const pathname of canonicalPaths) {
    const twin = await get(page, twinOf(pathname));
    expect(twin.status(), twinOf(pathname)).toBe(200);
    // Netlify writes the charset `UTF-8`: the same (RFC 9110: parameter values are case-blind).
    expect(twin.headers()['content-type']?.toLowerCase(), twinOf(pathname)).toBe(
      'text/markdown; charset=utf-8',
    );
    const markdown = await twin.text();
    expect(markdown, twinOf(pathname)).toMatch(/^# \S/);
    expect(urlOfTwin(markdown), twinOf(pathname)).toBe(`${site.origin}${pathname}`);
    const html = await get(page, pathname);
    expect(await html.text(), pathname).toContain(
      `<link rel="alternate" type="text/markdown" href="${site.origin}${twinOf(pathname)}"/>`,
    );
    // The Link header where the host sends one per page (nginx, the local server); `_headers`
    // has no per-page rules, within Cloudflare's 100 (site/DECISIONS.md).
    const link = negotiates(testInfo.project.name)
      ? `<${twinOf(pathname)}>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"`
      : undefined;
    expect(html.headers()['link'], pathname).toBe(link);
  }
  // No twin of a noindex route in either language: not the account pages, not the 404 pages.
  // (An unbuilt article's twin falls to the `/blog/:id` rule like the article itself: the app
  // shell, no Markdown.)
  for (const pathname of [
    '/auth.md',
    '/dashboard.md',
    '/fr/connexion.md',
    '/fr/tableau-de-bord.md',
    '/404.md',
    '/fr/404.md',
    '/blog/99.md',
    '/fr/blogue/99.md',
  ]) {
    const response = await get(page, pathname);
    if (!/\/99\.md$/.test(pathname)) expect(response.status(), pathname).toBe(404);
    expect(response.headers()['content-type'], pathname).toContain('text/html');
    expect(await response.text(), pathname).not.toMatch(/^(URL|Adresse URL\u00a0): https:/m);
  }
});

test('a request that asks for Markdown gets the twin at the page URL where the host negotiates', async ({
  page,
}, testInfo) => {
  // Cloudflare Pages and Netlify serve static files by path alone (negotiating would take a
  // Function or an Edge Function, which the site does not run); the page's head names the twin.
  test.skip(!negotiates(testInfo.project.name), 'a static file host does not negotiate on Accept');
  const asMarkdown = { headers: { Accept: 'text/markdown, text/html;q=0.5' }, maxRedirects: 0 };
  for (const pathname of [
    '/',
    '/pricing',
    '/blog/1',
    '/montreal-seo',
    '/fr',
    '/fr/forfaits',
    '/fr/blogue/1',
    '/fr/referencement-montreal',
  ]) {
    const response = await page.request.get(pathname, asMarkdown);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['content-type'], pathname).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['vary'], pathname).toContain('Accept');
    expect(urlOfTwin(await response.text()), pathname).toBe(`${site.origin}${pathname}`);
    const html = await get(page, pathname);
    expect(html.headers()['content-type'], pathname).toContain('text/html');
    expect(html.headers()['vary'], pathname).toContain('Accept');
  }
  // A noindex route asked for as Markdown is still its page, never a twin.
  for (const pathname of ['/auth', '/fr/connexion']) {
    const account = await page.request.get(pathname, asMarkdown);
    expect(account.status(), pathname).toBe(200);
    expect(await account.text(), pathname).toBe(built(`${pathname.slice(1)}.html`));
  }
});

// After `react-router build`: lays the prerendered pages out as `<route>.html` (the URL shape
// every static host serves directly, see static-hosts.mjs), moves their inline scripts into files
// so one short Content-Security-Policy covers them, writes each indexable page's Markdown twin,
// llms.txt and llms-full.txt from the typed content (machine-edition.mjs), sitemap.xml (every
// page but the 404 page and the noindex ones, with its content date) and robots.txt (robots.mjs),
// then the hosts' `_headers` and `_redirects` and an nginx configuration
// (build/nginx/northbeam-site.conf).
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTarget } from './build-env.mjs';
import { buildIslands } from './build-islands.mjs';
import { classesInCode, criticalCss } from './critical-css.mjs';
import { readActingParts } from './acting-parts.mjs';
import { accountPaths, partInPage, writePageRuntimes } from './page-runtime.mjs';
import { staticPage } from './static-page.mjs';
import { baseHeaders, contentSecurityPolicy, httpsHeaders } from './security-headers.mjs';
import {
  appShell,
  externalizeInlineScripts,
  headerRules,
  markdownTwinOf,
  nginxConf,
  pageFile,
  pageLinks,
  redirectsFile,
} from './static-hosts.mjs';
import { feedPath, writeMachineEdition } from './machine-edition.mjs';
import { robotsTxt } from './robots.mjs';

/** The 404 pages: no twin, not in the sitemap. */
const isNotFound = (route) => route === '/404' || route === '/fr/404';
const build = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');
const client = path.join(build, 'client');
const shellFile = path.join(client, `${appShell.slice(1)}.html`);

/** Every prerendered page, as React Router wrote it (`<route>/index.html`) or as laid out here. */
function prerenderedPages(dir = client) {
  const pages = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (dir === client && (entry === 'assets' || entry === 'images')) continue;
      pages.push(...prerenderedPages(full));
    } else if (entry.endsWith('.html') && full !== shellFile) {
      const relative = path.relative(client, full).split(path.sep).join('/');
      const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      pages.push({ route, file: full });
    }
  }
  return pages;
}

const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function describe({ route, html }) {
  const pick = (pattern) => {
    const match = html.match(pattern);
    return match ? decode(match[1]) : '';
  };
  return {
    route,
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    // The page's language twins as its head lists them (hreflang, x-default included).
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
      (match) => ({ hreflang: match[1], href: decode(match[2]) }),
    ),
  };
}

// A page with an acting part starts that part alone (the account pages' parts too), after its
// first paint. Every other page ships no framework: its own CSS
// rules inline, the island script after its first paint (see page-runtime.mjs and
// static-page.mjs); a page with an acting part is made the same way, then starts its part and the
// full stylesheet.
// The SPA fallback (articles not built yet) has nothing to paint without JavaScript and keeps its
// preloads.
const islands = await buildIslands(client);
const parts = readActingParts(build);
const pageOptions = { islandSrc: islands.content, criticalCss: criticalCss(client) };
/** @type {Record<string, string>} each page that acts, by route: its part */
const pageParts = {};
/** The site's stylesheet a page as React Router wrote it links. */
const stylesheetOf = (html) => {
  const href = /<link rel="stylesheet" href="\/([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('postbuild: a page with an acting part links no stylesheet');
  return href;
};
/** A page as it is served, from a page as React Router wrote it. */
async function servedPage(route, written) {
  // Every page React Router writes carries its context inline, and every rewrite removes it or
  // moves it into a file: a page without it was rewritten by an earlier run and stays as it is
  // (running twice is harmless).
  if (!written.includes('window.__reactRouterContext')) return written;
  // The route module declared the page's runtime by rendering an acting part, or none.
  const name = partInPage(written);
  if (name === null) return staticPage(written, pageOptions);
  const part = parts[name];
  if (!part) throw new Error(`postbuild: the acting part of ${route} was not built`);
  // A French page (under /fr/, as localeOfPath says) preloads the ui's French pack with its part.
  const french = route === '/fr' || route.startsWith('/fr/');
  const { entry } = part;
  const imports = french ? [...part.imports, ...part.french] : part.imports;
  // A public page's part renders from its prerendered markup, and its page carries the rules of
  // every class the part's code names (static-page.mjs); the account pages' parts, rendered in the
  // browser alone, start the full stylesheet.
  const classes = accountPaths.includes(route)
    ? undefined
    : classesInCode(
        readFileSync(path.join(client, stylesheetOf(written)), 'utf8'),
        [entry, ...imports].map((file) => readFileSync(path.join(client, file), 'utf8')),
      );
  return staticPage(written, {
    ...pageOptions,
    islandSrc: islands.part,
    part: { entry, imports, classes },
  });
}
/**
 * An indexable page's head names its Markdown twin (in the page's language: a French page's twin
 * is French) and llms.txt, after its canonical link. Written here rather than by the routes' meta,
 * so no page's JavaScript carries it (the pages that run React in the browser are the noindex
 * account pages, which get no twin). No hreflang on it: Google would take the `.md` for a language
 * version of the page; the page's hreflang links name its HTML twins, the twin names the other
 * language's twin.
 */
function withMachineLinks(route, html) {
  const { canonical, noindex } = describe({ route, html });
  if (noindex || isNotFound(route) || html.includes('type="text/markdown"')) return html;
  const origin = new URL(canonical).origin;
  const feed = /^\/blog(\/|$)/.test(route)
    ? `<link rel="alternate" type="application/atom+xml" title="Blog feed" href="${origin}${feedPath}"/>`
    : '';
  const links = `<link rel="alternate" type="text/markdown" href="${origin}${markdownTwinOf(route)}"/><link rel="describedby" type="text/plain" href="${origin}/llms.txt"/>${feed}`;
  return html.replace(/(<link rel="canonical" href="[^"]*"\/>)/, `$1${links}`);
}
const built = [];
for (const { route, file } of prerenderedPages()) {
  const html = withMachineLinks(route, await servedPage(route, readFileSync(file, 'utf8')));
  const target = path.join(client, pageFile(route));
  writeFileSync(target, html);
  if (target !== file) {
    rmSync(file);
    if (readdirSync(path.dirname(file)).length === 0) rmdirSync(path.dirname(file));
  }
  built.push({ route, html });
  const part = partInPage(html);
  if (part !== null) pageParts[route] = part;
}
writePageRuntimes(pageParts);
writeFileSync(shellFile, externalizeInlineScripts(readFileSync(shellFile, 'utf8'), client));

const pages = built
  .map(describe)
  .filter((page) => !page.noindex && !isNotFound(page.route))
  .sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route)));

const home = pages.find((page) => page.route === '/');
if (!home?.canonical) throw new Error('postbuild: the home page has no canonical URL');
const origin = new URL(home.canonical).origin;
const missing = pages.filter((page) => !page.canonical || !page.title || !page.description);
if (missing.length > 0) {
  throw new Error(
    `postbuild: pages without title/description/canonical: ${missing.map((p) => p.route)}`,
  );
}

// The Markdown twins of both languages, llms.txt and llms-full.txt (machine-edition.mjs); their
// content dates are the sitemap's lastmod (a French page's is its English twin's, which it
// translates: content/fr/ takes it from there).
const indexable = pages.map((page) => page.route);
const updated = await writeMachineEdition(client, indexable);
function contentDate(page) {
  const date = updated.get(page.route);
  if (!date) throw new Error(`postbuild: no content date for ${page.route}`);
  return date;
}
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${pages
  .map((page) =>
    [
      `  <url><loc>${page.canonical}</loc><lastmod>${contentDate(page)}</lastmod>`,
      ...page.alternates.map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${link.href}"/>`,
      ),
      '  </url>',
    ].join(page.alternates.length ? '\n' : ''),
  )
  .join('\n')}
</urlset>
`;
writeFileSync(path.join(client, 'sitemap.xml'), sitemap);
writeFileSync(path.join(client, 'robots.txt'), robotsTxt(origin));

// Production static hosts (Netlify, Cloudflare Pages) read `_headers` and `_redirects`; nginx
// includes the configuration written next to the client directory. All three send the local
// server's security headers plus HSTS, with one Content-Security-Policy for every page.
const { supabaseUrl } = buildTarget();
const siteHeaders = {
  ...baseHeaders,
  ...httpsHeaders,
  'Content-Security-Policy': contentSecurityPolicy(supabaseUrl),
};
const headerLines = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
// Site-wide rules only: each page's `Link` header would take a rule per page of Cloudflare's 100
// (static-hosts.mjs, headerRuleLimit); nginx and serve.mjs send it, every host has the head link.
const headersFile = `/*
${headerLines(siteHeaders)}
/assets/*
${headerLines({ 'Cache-Control': 'public, max-age=31536000, immutable' })}
`;
headerRules(headersFile);
writeFileSync(path.join(client, '_headers'), headersFile);
const articleRoutes = built
  .map((page) => page.route)
  .filter((route) => /^\/(blog|fr\/blogue)\/[^/]+$/.test(route))
  .sort();
writeFileSync(
  path.join(client, '_redirects'),
  redirectsFile(
    articleRoutes,
    articleRoutes.filter((route) => indexable.includes(route)),
  ),
);
mkdirSync(path.join(build, 'nginx'), { recursive: true });
writeFileSync(
  path.join(build, 'nginx/northbeam-site.conf'),
  nginxConf(
    siteHeaders,
    indexable.map((route) => ({ route, twin: markdownTwinOf(route), link: pageLinks(route) })),
  ),
);

console.log(
  `postbuild: ${built.length} pages as <route>.html, ${built.length - Object.keys(pageParts).length} of them without a framework, ${Object.keys(pageParts).length} starting only their acting part (${islands.content}, ${islands.part}); sitemap.xml lists ${pages.length} pages, llms.txt and llms-full.txt the ${indexable.length} Markdown twins (English and French); _headers, _redirects and nginx/northbeam-site.conf written`,
);

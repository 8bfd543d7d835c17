// The build's layout and routing rules for static hosts, written by postbuild and read by the
// local server, so Cloudflare Pages, Netlify, nginx and `serve.mjs` answer every URL alike.
//
// URL shape: a page lives at `/<route>` (no trailing slash) and is the file `<route>.html`; the
// home page is `index.html`. Every host serves that file at the extension-less URL with 200:
// Cloudflare Pages and Netlify by their own asset rules, nginx by `try_files $uri $uri.html`. (A
// `<route>/index.html` layout makes Cloudflare Pages and Netlify redirect `/<route>` to
// `/<route>/`.) `/<route>/` and `/<route>.html` redirect to `/<route>`.
//
// What no file answers: `_redirects` (Cloudflare Pages and Netlify read it; serve.mjs too) sends
// unbuilt /blog/<id> to the app shell with a 200 rewrite, and everything
// else gets `404.html` with status 404 (both hosts serve a top-level 404.html so; without one,
// Cloudflare Pages would answer every unknown path with the home page).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The app shell: unbuilt /blog/<id> start from it (client routing). */
export const appShell = '/__spa-fallback';
/** The 404 page; hosts serve it (status 404) for any path that matches nothing. */
export const notFoundPage = '/404';
/**
 * The French 404 page, for any unknown path under /fr/: Cloudflare Pages serves the nearest
 * 404.html up the path (fr/404.html) by itself; Netlify by the last `_redirects` rule; nginx and
 * serve.mjs by their own rule.
 */
export const frenchNotFoundPage = '/fr/404';
/** The 404 page a path that matches nothing gets: French under /fr/, English elsewhere. */
export const notFoundPageOf = (pathname) =>
  pathname === '/fr' || pathname.startsWith('/fr/') ? frenchNotFoundPage : notFoundPage;
/** Where the articles live, English and French: unbuilt ids get the app shell. */
const articleBases = ['/blog', '/fr/blogue'];

/**
 * The hosts' own configuration files in the build's client directory. They are read by the host,
 * never served: Cloudflare Pages and Netlify hide them themselves; `serve.mjs` and the nginx
 * configuration answer them with the 404 page.
 */
export const hostFiles = ['_headers', '_redirects'];

/**
 * The Markdown twin of a page route (machine-edition.mjs writes them): `/` → `/index.md`, `/x` →
 * `/x.md`, as app/machine/twinPath.ts.
 */
export const markdownTwinOf = (route) => (route === '/' ? '/index.md' : `${route}.md`);

/**
 * The `Link` header of a page with a Markdown twin: the twin and the site's llms.txt. nginx and
 * serve.mjs send it; `_headers` does not (see headerRuleLimit).
 */
export const pageLinks = (route) =>
  `<${markdownTwinOf(route)}>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"`;

/**
 * Cloudflare Pages reads at most 100 `_headers` rules and drops the others silently. Each page's
 * own `Link` would take a rule per page (about 80 with both languages, more with each new city
 * or article), so `_headers` keeps site-wide rules only (site/DECISIONS.md, "Linked both ways").
 */
export const headerRuleLimit = 100;

/**
 * The rules of a `_headers` file (its URL lines), refused past Cloudflare's limit with the count.
 * @param {string} text
 */
export function headerRules(text) {
  const rules = text.split('\n').filter((line) => /^[^\s#]/.test(line));
  if (rules.length > headerRuleLimit) {
    throw new Error(
      `_headers has ${rules.length} rules; Cloudflare Pages reads ${headerRuleLimit} and drops the rest`,
    );
  }
  return rules;
}

/** The file a page route is written to, relative to the build's client directory. */
export const pageFile = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/**
 * `_redirects` in the Netlify / Cloudflare Pages format. Cloudflare Pages applies a rule even
 * where a file exists, so the built articles rewrite to themselves before the `/blog/:id` rule
 * sends the others to the app shell (Netlify skips rules for existing files; same outcome); so do
 * their Markdown twins.
 * `/404` rewrites to a path that matches nothing, so it too answers with status 404.
 * @param {string[]} articleRoutes the built /blog/<id> and /fr/blogue/<id> routes
 * @param {string[]} twinnedArticles those of them with a Markdown twin
 */
export function redirectsFile(articleRoutes, twinnedArticles) {
  const lines = [
    `${notFoundPage} ${notFoundPage}/not-a-page 200`,
    `${frenchNotFoundPage} ${frenchNotFoundPage}/not-a-page 200`,
    ...articleRoutes.map((route) => `${route} ${route} 200`),
    // Their Markdown twins too, or `/blog/:id` would take `/blog/<id>.md` on Cloudflare Pages.
    ...twinnedArticles.map((route) => `${route}.md ${route}.md 200`),
    ...articleBases.map((base) => `${base}/:id ${appShell} 200`),
  ];
  return `${lines.join('\n')}\n`;
}

/** @returns {{ from: string, to: string, status: number, pattern: RegExp }[]} */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      const pattern = new RegExp(
        `^${from
          .split('/')
          .map((part) =>
            part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')}$`,
      );
      return { from, to, status: Number(status), pattern };
    });
}

/**
 * The page's inline scripts moved into files under /assets/inline/ (named by their content's
 * hash), so one short Content-Security-Policy (`script-src 'self'`) covers every page on every
 * host, with no per-page hashes. Classic scripts stay classic and in place (same order, same
 * blocking), module scripts stay modules. JSON-LD and other data blocks stay inline.
 * @param {string} html
 * @param {string} client the build's client directory (files are written under it)
 */
export function externalizeInlineScripts(html, client) {
  const dir = path.join(client, 'assets/inline');
  return html.replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (tag, attributes, body) => {
    if (/\ssrc=/.test(attributes) || body.trim() === '') return tag;
    const type = attributes.match(/\stype="([^"]*)"/)?.[1] ?? '';
    if (!['', 'module', 'text/javascript'].includes(type)) return tag;
    const name = `${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
    const file = path.join(dir, name);
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, body);
    }
    // React 19 hydrates a `<script>` it rendered inline against this one; a script with both a
    // src and `async` it takes for a third party's and skips, so the page would not match. A
    // module script is deferred without `async` anyway (it runs once the page is parsed).
    const kept = attributes.replace(/\sasync(="[^"]*")?/, '');
    return `<script${kept} src="/assets/inline/${name}"></script>`;
  });
}

/**
 * An nginx configuration for the built site, to `include` inside a `server` block whose `root`
 * is the build's client directory (see DEPLOY.md). nginx drops a level's `add_header`s where a
 * location sets its own, so the headers are written into each location that adds one.
 * @param {Record<string, string>} headers the security headers of every response
 * @param {{ route: string, twin: string, link: string }[]} twins the pages with a Markdown twin
 */
export function nginxConf(headers, twins = []) {
  const headerLines = (extra = {}) =>
    Object.entries({ ...headers, ...extra })
      .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
      .join('\n');
  const indent = (text, spaces) =>
    text
      .split('\n')
      .map((line) => (line ? ' '.repeat(spaces) + line : line))
      .join('\n');
  // Each page with a Markdown twin (machine-edition.mjs) has its exact location: a request that
  // asks for text/markdown gets the twin at the same URL (so `Vary: Accept`; `rewrite … last`
  // is the one safe use of `if` in a location), and the HTML names its twin and llms.txt in a
  // `Link` header. Exact locations win over the regex ones below.
  const twinLocations = twins
    .map(({ route, twin, link }) =>
      [
        `location = ${route} {`,
        `  if ($http_accept ~* "text/markdown") {`,
        `    rewrite ^ ${twin} last;`,
        `  }`,
        indent(headerLines({ 'Cache-Control': 'no-cache', Vary: 'Accept', Link: link }), 2),
        `  try_files ${route === '/' ? '/index' : route}.html =404;`,
        `}`,
      ].join('\n'),
    )
    .join('\n');
  return `# Northbeam Search: the built site (site/build/client) on nginx. Written by the site's build
# (scripts/postbuild.mjs) with the same headers as _headers; include it in a server block:
#
#   server {
#     listen 443 ssl;  http2 on;  server_name www.example.ca;
#     root /var/www/northbeam;   # a copy of site/build/client
#     include /etc/nginx/snippets/northbeam-site.conf;
#   }

index index.html;
absolute_redirect off;
server_tokens off;
charset utf-8;
gzip on;
gzip_comp_level 6;
gzip_vary on;
gzip_types text/css application/javascript text/javascript text/plain text/markdown application/xml image/svg+xml application/json;
error_page 404 /404.html;

${headerLines({ 'Cache-Control': 'no-cache' })}

# The 404 page and the app shell have no URL of their own.
location = /404.html {
  internal;
${indent(headerLines({ 'Cache-Control': 'no-cache' }), 2)}
}
location = ${appShell}.html {
  internal;
${indent(headerLines({ 'Cache-Control': 'no-cache' }), 2)}
}
location = ${notFoundPage} {
  return 404;
}
location = ${frenchNotFoundPage}.html {
  internal;
${indent(headerLines({ 'Cache-Control': 'no-cache' }), 2)}
}
location = ${frenchNotFoundPage} {
  error_page 404 ${frenchNotFoundPage}.html;
  return 404;
}
# The host configuration files are for the host, not for visitors (nginx matches the URI after
# decoding %XX and merging slashes, so /%5Fheaders and //_headers land here too).
${hostFiles.map((file) => `location = /${file} {\n  return 404;\n}`).join('\n')}

# The pages with a Markdown twin.
${twinLocations}
# Markdown twins (machine-edition.mjs): UTF-8 Markdown. Before the article rule, which would
# otherwise take /blog/<id>.md.
location ~ \\.md$ {
  types { }
  default_type "text/markdown; charset=utf-8";
${indent(headerLines({ 'Cache-Control': 'no-cache', Vary: 'Accept' }), 2)}
  try_files $uri =404;
}
# A built article is its file; any other id gets the app shell (it redirects to the blog).
location ~ ^/(blog|fr/blogue)/[^/]+$ {
  try_files $uri.html ${appShell}.html;
}

# Content-hashed files never change.
location ^~ /assets/ {
${indent(headerLines({ 'Cache-Control': 'public, max-age=31536000, immutable' }), 2)}
  try_files $uri =404;
}

# One URL per page: /<route>/ and /<route>.html redirect to /<route> when that page exists.
location = /index.html {
  return 301 /$is_args$args;
}
location ~ ^(/.+)\\.html$ {
  if (-f $document_root$1.html) {
    return 301 $1$is_args$args;
  }
  return 404;
}
location ~ ^(/.+)/$ {
  if (-f $document_root$1.html) {
    return 301 $1$is_args$args;
  }
  return 404;
}

${twins.some((page) => page.route === '/') ? '' : 'location = / {\n  try_files /index.html =404;\n}\n'}location / {
  try_files $uri $uri.html =404;
}
# The French edition: an unknown path under /fr/ gets the French 404 page.
location /fr/ {
  error_page 404 ${frenchNotFoundPage}.html;
  try_files $uri $uri.html =404;
}
`;
}

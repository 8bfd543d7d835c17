// Serves the built site (build/client) on 127.0.0.1:4173 the way the static hosts serve it (see
// static-hosts.mjs): `/<route>` is `<route>.html` with 200, `/<route>/` and `/<route>.html`
// redirect to it, the rules of the build's `_redirects` apply first (the app shell for /auth,
// /dashboard and unbuilt /blog/<id>), and anything else is the 404 page with status 404. Headers
// are the build's `_headers` for every path, less HSTS (a loopback server must not pin it).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { hostFiles, notFoundPageOf, pageLinks, parseRedirects } from './static-hosts.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// SITE_ROOT serves another directory (the server's own tests use a small fixture site).
const root = path.resolve(process.env.SITE_ROOT ?? path.resolve(here, '../build/client'));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

// Everything read from the build is keyed on the file's modification time, so a rebuild while
// the server runs is served fresh rather than from a cache.
const version = (file) => `${file}@${statSync(file).mtimeMs}`;
const parsed = new Map();
function readParsed(name, parse) {
  const file = path.join(root, name);
  const key = version(file);
  if (!parsed.has(key)) parsed.set(key, parse(readFileSync(file, 'utf8')));
  return parsed.get(key);
}

/**
 * The build's `_headers` rules: `/*` and `/assets/*`, and any others as patterns whose `*` matches
 * anything, as on Cloudflare Pages.
 */
function parseHeaders(text) {
  const rules = new Map();
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const at = line.indexOf(':');
      const name = line.slice(0, at).trim();
      if (name !== 'Strict-Transport-Security') current[name] = line.slice(at + 1).trim();
    }
  }
  const others = [...rules]
    .filter(([pattern]) => pattern !== '/*' && pattern !== '/assets/*')
    .map(([pattern, headers]) => ({
      pattern: new RegExp(
        `^${pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ),
      headers,
    }));
  /** The headers of the rules other than `/*` and `/assets/*` that match a path. */
  const of = (pathname) =>
    Object.assign(
      {},
      ...others.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers),
    );
  return { every: rules.get('/*') ?? {}, assets: rules.get('/assets/*') ?? {}, of };
}

// Text bodies go out compressed like any production host sends them (brotli when the browser
// accepts it, else gzip); each file is compressed once, at its first request.
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.md']);
const encodedCache = new Map();
function encodedBody(file, body, encoding) {
  const key = `${encoding}:${version(file)}`;
  let encoded = encodedCache.get(key);
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 });
    encodedCache.set(key, encoded);
  }
  return encoded;
}

function preferredEncoding(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function sendBody(req, res, status, headers, file, body) {
  const encoding = compressible.has(path.extname(file)) ? preferredEncoding(req) : null;
  const payload = encoding ? encodedBody(file, body, encoding) : body;
  res.writeHead(status, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...(compressible.has(path.extname(file))
      ? { Vary: headers.Vary ? `Accept-Encoding, ${headers.Vary}` : 'Accept-Encoding' }
      : {}),
    'Content-Length': payload.length,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * A page (or the 404 page); `pathname` picks the path's own `_headers` rules, and for a page with
 * a Markdown twin its `Link` header (as nginx sends it; `_headers` has no per-page rules).
 */
function sendHtml(req, res, file, status, pathname = null) {
  const headers = readParsed('_headers', parseHeaders);
  sendBody(
    req,
    res,
    status,
    {
      ...headers.every,
      ...(pathname ? headers.of(pathname) : {}),
      ...(pathname && twinOf(pathname) ? { Vary: 'Accept', Link: pageLinks(pathname) } : {}),
      'Content-Type': types['.html'],
      'Cache-Control': 'no-cache',
    },
    file,
    readFileSync(file),
  );
}

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

/** The page file of a route (`/` → index.html, `/x` → x.html), if it was built. */
function pageOf(route) {
  if (route === '/') return path.join(root, 'index.html');
  const file = path.join(root, `${route}.html`);
  return file.startsWith(root + path.sep) && isFile(file) ? file : null;
}

/** The 404 page of a path: the French one under /fr/ (when built), the English one elsewhere. */
function notFoundOf(pathname) {
  const page = pageOf(notFoundPageOf(pathname));
  return page ?? path.join(root, '404.html');
}

/** The Markdown twin of a page route (`/` → index.md, `/x` → x.md), if the build wrote one. */
function twinOf(route) {
  const file = path.join(root, route === '/' ? 'index.md' : `${route}.md`);
  return file.startsWith(root + path.sep) && isFile(file) ? file : null;
}

/** The request prefers Markdown: `text/markdown` in Accept, with a quality above zero. */
const wantsMarkdown = (req) =>
  String(req.headers.accept ?? '')
    .split(',')
    .some(
      (range) =>
        /^\s*text\/markdown\s*(;|$)/i.test(range) && !/;\s*q=0(\.0*)?\s*(;|$)/i.test(range),
    );

function handle(req, res) {
  const headers = readParsed('_headers', parseHeaders);
  const redirects = readParsed('_redirects', parseRedirects);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers.every, Allow: 'GET, HEAD' }).end();
    return;
  }
  // Prefixed, not resolved against a base: a request for `//host/x` is the path `//host/x` here
  // as on the hosts, not a URL of another host.
  const url = new URL(`http://localhost${req.url ?? '/'}`);
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400, headers.every).end();
    return;
  }
  // No page has a control character or a backslash in its path; they are how header injection and
  // path tricks start, so such a request is refused before anything is built from it.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) {
    res.writeHead(400, headers.every).end();
    return;
  }
  const target = path.join(root, pathname);
  if (target !== root && !target.startsWith(root + path.sep)) {
    res.writeHead(403, headers.every).end();
    return;
  }
  // `_headers` and `_redirects` configure the host; like Cloudflare Pages and Netlify, never serve
  // them. Compared after decoding and resolving (`//_headers`, `/%5Fheaders`, `/x/../_headers`).
  if (hostFiles.includes(path.relative(root, target))) {
    sendHtml(req, res, notFoundOf(pathname), 404);
    return;
  }
  // A page asked for as Markdown (`Accept: text/markdown`) is its twin, at the same URL.
  const twin = wantsMarkdown(req) ? twinOf(pathname) : null;
  if (twin) {
    sendBody(
      req,
      res,
      200,
      {
        ...headers.every,
        ...headers.of(pathname),
        Vary: 'Accept',
        'Content-Type': types['.md'],
        'Cache-Control': 'no-cache',
      },
      twin,
      readFileSync(twin),
    );
    return;
  }
  // The hosts apply `_redirects` before looking for a file: a 200 rule serves its target's page
  // (or the 404 page), any other status redirects to its fixed target.
  const rule = redirects.find((candidate) => candidate.pattern.test(pathname));
  // A rule that rewrites a file to itself (an article's Markdown twin) serves that file below.
  const toItself = rule?.status === 200 && rule.to === pathname && isFile(target);
  if (rule && !toItself) {
    if (rule.status !== 200) {
      res.writeHead(rule.status, { ...headers.every, Location: rule.to + url.search });
      res.end();
      return;
    }
    const page = pageOf(rule.to);
    sendHtml(req, res, page ?? notFoundOf(rule.to), page ? 200 : 404, page ? pathname : null);
    return;
  }
  if (isFile(target) && !target.endsWith('.html')) {
    sendBody(
      req,
      res,
      200,
      {
        ...headers.every,
        ...(pathname.startsWith('/assets/')
          ? headers.assets
          : { 'Cache-Control': 'public, max-age=3600' }),
        'Content-Type': types[path.extname(target)] ?? 'application/octet-stream',
        ...headers.of(pathname),
      },
      target,
      readFileSync(target),
    );
    return;
  }
  const page = pageOf(pathname);
  if (page) {
    sendHtml(req, res, page, 200, pathname);
    return;
  }
  // One URL per page: /about/, /about.html (and /index.html) redirect to /about (and /). The
  // location is the route of the file found, never the request's own text (`//host/` must not
  // become a redirect off the site).
  const bare = pathname.replace(/\/$/, '').replace(/\.html$/, '');
  const file = bare === '/index' ? path.join(root, 'index.html') : pageOf(bare);
  if (file && bare !== pathname) {
    const route = path
      .relative(root, file)
      .split(path.sep)
      .join('/')
      .replace(/\.html$/, '');
    res.writeHead(301, {
      ...headers.every,
      Location: `/${route === 'index' ? '' : route}${url.search}`,
    });
    res.end();
    return;
  }
  sendHtml(req, res, notFoundOf(pathname), 404);
}

// No request can end the server: whatever one throws (a URL that does not parse, a header value
// Node refuses, a build file missing) is answered with 500, or its socket closed, here.
const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (err) {
    console.error(`[site] ${req.method} ${JSON.stringify(req.url)} failed:`, err);
    if (res.headersSent) res.destroy();
    else res.writeHead(500).end();
  }
});
server.listen(port, host, () => {
  console.log(`Site: http://${host}:${server.address().port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));

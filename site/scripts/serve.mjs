// Serves the prerendered site (build/client) on 127.0.0.1:4173 like a static host would:
// <route>/index.html for prerendered routes, the SPA fallback for client-only routes (/auth,
// /dashboard, unknown /blog/<id>, which then redirects), and the 404 page with status 404.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { baseHeaders, contentSecurityPolicy } from './security-headers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../build/client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const supabaseUrl = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321';

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
};

/** Client-only routes answered with the SPA fallback (the client router takes over). */
const spaRoutes = [/^\/auth\/?$/, /^\/dashboard\/?$/, /^\/blog\/[^/]+\/?$/];

// Both caches below key on the file's modification time, so a rebuild while the server runs is
// served fresh rather than from the cache.
const version = (file) => `${file}@${statSync(file).mtimeMs}`;

const cspCache = new Map();
function pagePolicy(file, html) {
  const key = version(file);
  if (!cspCache.has(key)) cspCache.set(key, contentSecurityPolicy(html, supabaseUrl));
  return cspCache.get(key);
}

// Text bodies go out compressed like any production host sends them (brotli when the browser
// accepts it, else gzip); each file is compressed once, at its first request.
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);
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
    ...(compressible.has(path.extname(file)) ? { Vary: 'Accept-Encoding' } : {}),
    'Content-Length': payload.length,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function sendHtml(req, res, file, status) {
  const body = readFileSync(file);
  sendBody(
    req,
    res,
    status,
    {
      ...baseHeaders,
      'Content-Type': types['.html'],
      'Content-Security-Policy': pagePolicy(file, body.toString('utf8')),
      'Cache-Control': 'no-cache',
    },
    file,
    body,
  );
}

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...baseHeaders, Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400, baseHeaders).end();
    return;
  }
  const target = path.join(root, pathname);
  if (!target.startsWith(root)) {
    res.writeHead(403, baseHeaders).end();
    return;
  }
  // The 404 page is only ever served with status 404, never as a 200 at /404.
  const notFound = path.join(root, '404/index.html');
  if (/^\/404\/?$/.test(pathname) || pathname === '/__spa-fallback.html') {
    sendHtml(req, res, notFound, 404);
    return;
  }
  if (isFile(target) && !target.endsWith('.html')) {
    const immutable = pathname.startsWith('/assets/');
    sendBody(
      req,
      res,
      200,
      {
        ...baseHeaders,
        'Content-Type': types[path.extname(target)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      },
      target,
      readFileSync(target),
    );
    return;
  }
  const page = path.join(target, 'index.html');
  if (isFile(page)) {
    // One URL per page: /about/ redirects to /about.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, { ...baseHeaders, Location: pathname.replace(/\/+$/, '') + url.search });
      res.end();
      return;
    }
    sendHtml(req, res, page, 200);
    return;
  }
  if (spaRoutes.some((pattern) => pattern.test(pathname))) {
    sendHtml(req, res, path.join(root, '__spa-fallback.html'), 200);
    return;
  }
  sendHtml(req, res, notFound, 404);
});

server.listen(port, host, () => {
  console.log(`Site: http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));

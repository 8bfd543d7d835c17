// Serves the built site (dist/) with a fallback to index.html for the app's own routes, and
// Harbourline's enquiry endpoint: POST /api/enquiries with the contact form's JSON.
// Enquiries are kept in memory and printed; a real site would store or mail them.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.PORT ?? 4310);
const MAX_BODY = 16 * 1024;
const REQUIRED = ['firstName', 'lastName', 'email', 'message'];
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

const enquiries = [];

function readJson(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('too large'), { status: 413 }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(Object.assign(new Error('not JSON'), { status: 400 }));
      }
    });
    req.on('error', reject);
  });
}

async function enquiry(req, res) {
  try {
    const body = await readJson(req);
    const valid =
      body &&
      typeof body === 'object' &&
      REQUIRED.every((field) => typeof body[field] === 'string' && body[field].trim() !== '');
    if (!valid) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `${REQUIRED.join(', ')} are required` }));
      return;
    }
    // A filled honeypot (`fax`) gets the normal answer and is not kept.
    if (!body.fax) enquiries.push({ ...body, receivedAt: new Date().toISOString() });
    console.log(`enquiry from ${body.email}`);
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
  } catch (error) {
    if (!res.headersSent) res.writeHead(error.status ?? 500).end();
  }
}

async function page(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.normalize(path.join(dist, decodeURIComponent(url.pathname)));
  const inside = file.startsWith(dist + path.sep);
  try {
    if (!inside || !path.extname(file)) throw new Error('route');
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(body);
  } catch {
    if (path.extname(url.pathname)) {
      res.writeHead(404).end();
      return;
    }
    // The app's own routes (/pricing, /cities/galway, ...) all start from index.html.
    res.writeHead(200, { 'content-type': types['.html'] });
    res.end(await readFile(path.join(dist, 'index.html')));
  }
}

createServer((req, res) => {
  if (req.url === '/api/enquiries') {
    if (req.method === 'POST') void enquiry(req, res);
    else res.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  void page(req, res);
}).listen(port, '127.0.0.1', () => {
  console.log(`Harbourline Digital on http://127.0.0.1:${port}`);
});

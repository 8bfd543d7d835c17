import type { ServerResponse } from 'node:http';
import type { PageResult } from './pages.ts';

/** Writes a whole response with its length, so keep-alive clients know where it ends. */
export function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

/** A hosted page or its redirect; the pages run no script and may not be framed. */
export function sendPage(res: ServerResponse, page: PageResult): void {
  if (page.redirect) {
    res.writeHead(page.status, {
      Location: page.redirect,
      'Content-Length': '0',
      'Cache-Control': 'no-store',
    });
    res.end();
    return;
  }
  send(res, page.status, page.html ?? '', {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

/** An error that already knows its HTTP status and JSON body: thrown anywhere, answered by the gateway. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/**
 * Reads the body up to `limit` bytes. A body declared larger (Content-Length) is refused before a
 * byte of it is read; one that grows past the limit while streaming (chunked) is refused there.
 * Either way the rest is read and dropped (up to a hard cap), so the client gets the 413 instead of
 * a connection reset while it is still sending, and nothing past the limit is kept or parsed.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    const refuse = () => {
      over = true;
      chunks.length = 0;
      // No `Connection: close`: Node would close the socket once the 413 is written, while the
      // client is still sending, and a close with bytes still arriving resets the connection,
      // which on a busy machine reached the client before the 413 did ("fetch failed"). The
      // connection stays open while the rest is read and dropped below.
      reject(new HttpError(413, { code: 'request_too_large', message: 'Request body too large' }));
    };
    if (Number(req.headers['content-length'] ?? 0) > limit) refuse();
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (over) {
        if (size > limit * 16) req.destroy();
        return;
      }
      if (size > limit) return refuse();
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/** Parses a JSON body; an empty body is `undefined`, malformed JSON is the caller's `onInvalid` error. */
export function parseJson(raw: Buffer, onInvalid: () => HttpError): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw onInvalid();
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, headers);
  res.end();
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  // Scheme, then whitespace, then the token: read by position, not by a backtracking pattern.
  const text = header.trim();
  if (!/^bearer\s/i.test(text)) return null;
  return text.slice('bearer'.length).trim() || null;
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join(',') : v;
}

/**
 * decodeURIComponent for one path segment: a malformed % escape is the caller's mistake (the given
 * 4xx), never a URIError that would become a 500.
 */
export function decodePathSegment(segment: string, onInvalid: () => HttpError): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw onInvalid();
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDir } from './builtSite';

/*
 * `pnpm indexnow <site-url>` against a local server that stands for both the deployed site (its
 * sitemap.xml and the build's key file) and the IndexNow endpoint, recording what it is sent.
 */

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../scripts/indexnow.mjs',
);
const key = readFileSync(path.join(clientDir, 'indexnow.txt'), 'utf8');
const posts: { body: string; type: string | undefined }[] = [];
let endpointStatus = 200;
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/indexnow') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk));
      req.on('end', () => {
        posts.push({ body, type: req.headers['content-type'] });
        res.writeHead(endpointStatus).end();
      });
      return;
    }
    if (req.url === '/indexnow.txt') return void res.end(key);
    if (req.url === '/sitemap.xml') {
      return void res.end(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${origin}/</loc><lastmod>2026-11-22</lastmod></url>
  <url><loc>${origin}/pricing</loc><lastmod>2026-11-24</lastmod></url>
  <url><loc>${origin}/blog/1</loc><lastmod>2026-11-25</lastmod></url>
</urlset>
`);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function run(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { ...process.env, INDEXNOW_ENDPOINT: `${origin}/indexnow` }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

describe('pnpm indexnow', () => {
  it('publishes a key file in the build', () => {
    expect(key).toMatch(/^[a-f0-9]{32}$/);
  });

  it('posts the URLs changed since a date, with the key and its location', async () => {
    posts.length = 0;
    const { code, out } = await run(origin, '--since', '2026-11-24');
    expect(out).toContain('2 URL(s) sent');
    expect(code).toBe(0);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(posts[0]!.body)).toEqual({
      host: new URL(origin).host,
      key,
      keyLocation: `${origin}/indexnow.txt`,
      urlList: [`${origin}/pricing`, `${origin}/blog/1`],
    });
  });

  it('posts every URL without --since, and nothing when nothing changed', async () => {
    posts.length = 0;
    expect((await run(origin)).code).toBe(0);
    expect(JSON.parse(posts[0]!.body).urlList).toHaveLength(3);
    posts.length = 0;
    const { code, out } = await run(origin, '--since', '2026-12-01');
    expect(code).toBe(0);
    expect(out).toContain('nothing sent');
    expect(posts).toHaveLength(0);
  });

  it('fails with a message on bad input or a refusal', async () => {
    expect((await run()).out).toContain('usage: pnpm indexnow');
    expect((await run('ftp://example.ca')).code).toBe(1);
    expect((await run(origin, '--since', 'yesterday')).out).toContain('--since takes a date');
    // A site URL whose host the sitemap's URLs do not share.
    const other = await run(origin.replace('127.0.0.1', 'localhost'));
    expect(other.code).toBe(1);
    expect(other.out).toContain('another host');
    endpointStatus = 403;
    const refused = await run(origin);
    endpointStatus = 200;
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('answered 403');
  });
});

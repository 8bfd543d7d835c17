import { readFileSync } from 'node:fs';
import { request as http } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { referencedScripts, withInlineScripts } from '../scripts/js-budget.mjs';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');

/** A raw request (Playwright's client decodes bodies; here the bytes on the wire matter). */
function fetchRaw(
  baseURL: string,
  pathname: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = http(new URL(pathname, baseURL), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function firstScript(): string {
  const html = readFileSync(path.join(clientDir, 'toronto-seo.html'), 'utf8');
  const [script] = referencedScripts(withInlineScripts(clientDir, html));
  if (!script) throw new Error('the Toronto page loads no script');
  return script;
}

test('sends pages and scripts compressed with brotli or gzip, as the browser accepts', async ({
  baseURL,
}) => {
  const script = firstScript();
  const onDisk = readFileSync(path.join(clientDir, script));
  const brotli = await fetchRaw(baseURL!, script, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toBe('Accept-Encoding');
  expect(brotli.body.length).toBeLessThan(onDisk.length / 2);
  expect(brotliDecompressSync(brotli.body).equals(onDisk)).toBe(true);

  const gzip = await fetchRaw(baseURL!, '/toronto-seo', { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString('utf8')).toContain('Toronto');

  const plain = await fetchRaw(baseURL!, script, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(onDisk)).toBe(true);

  const head = await fetchRaw(baseURL!, '/toronto-seo', { 'Accept-Encoding': 'br' }, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
});

test('answers an unknown path with the 404 page and status 404, compressed too', async ({
  baseURL,
}) => {
  const missing = await fetchRaw(baseURL!, '/no-such-page', { 'Accept-Encoding': 'gzip' });
  expect(missing.status).toBe(404);
  expect(gunzipSync(missing.body).toString('utf8')).toContain('Oops! Page not found');
});

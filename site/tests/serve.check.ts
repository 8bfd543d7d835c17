import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The local site server (scripts/serve.mjs) against hostile paths, on a small fixture site so it
 * needs no build: no request may end the process, and no redirect may leave the site.
 */
const SERVE = fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url));
let fixture: string;
let server: ChildProcess;
let port = 0;
let exited: string | null = null;

function page(title: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
}

beforeAll(async () => {
  fixture = mkdtempSync(path.join(tmpdir(), 'serve-fixture-'));
  for (const [file, body] of [
    ['index.html', page('Home')],
    ['about.html', page('About')],
    ['404.html', page('Not found')],
    ['__spa-fallback.html', page('App')],
    ['assets/app.js', 'console.log(1);'],
    ['_headers', '/*\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: immutable\n'],
    ['_redirects', '/auth /__spa-fallback 200\n/old-about /about 301\n'],
  ]) {
    mkdirSync(path.dirname(path.join(fixture, file!)), { recursive: true });
    writeFileSync(path.join(fixture, file!), body!);
  }
  server = spawn(process.execPath, [SERVE], {
    env: { ...process.env, SITE_ROOT: fixture, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.once('exit', (code, signal) => {
    exited = `exited (${code ?? signal})`;
  });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /:(\d+)\s/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    server.once('exit', () => reject(new Error(`serve.mjs exited before listening: ${out}`)));
  });
});

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(fixture, { recursive: true, force: true });
});

/** Sends the request line exactly as given (no client-side normalisation) and reads the head. */
function rawGet(target: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer for ${target}`)));
    socket.on('connect', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      const location = /\r\nlocation: ([^\r\n]*)/i.exec(data)?.[1] ?? null;
      resolve({ status, location });
    });
  });
}

async function stillServing(): Promise<void> {
  expect(exited).toBeNull();
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<h1>Home</h1>');
}

/** A Location stays on this site: one leading slash, then no second one or a backslash. */
function expectInSite(location: string | null, target: string): void {
  if (location === null) return;
  expect(location, target).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, 'http://127.0.0.1:4173').host, target).toBe('127.0.0.1:4173');
}

describe('site server against hostile paths', () => {
  it('2. survives an encoded CR LF in the path (it used to throw from writeHead and exit)', async () => {
    const answer = await rawGet('/%0D%0A%2F..%2F');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    await stillServing();
  }, 30_000);

  it('3. never redirects to another host (/%2Fevil.example%2F..%2F used to 301 to //evil.example/..)', async () => {
    for (const target of [
      '/%2Fevil.example%2F..%2F',
      '//evil.example/..%2F',
      '/%2F%2Fevil.example%2F',
      '/%5Cevil.example%2F..%2F',
      '/about/%2F%2F',
      '/%2Fevil.example%2Fabout%2F..%2F..%2Fabout%2F',
    ]) {
      const answer = await rawGet(target);
      expect(answer.status, target).toBeGreaterThan(0);
      expectInSite(answer.location, target);
    }
    await stillServing();
  });

  it('never serves the host configuration files (_headers, _redirects), however spelt', async () => {
    for (const target of [
      '/_headers',
      '/_redirects',
      '//_headers',
      '/%5Fredirects',
      '/assets/../_headers',
      '/_headers?x=1',
      '/_redirects/',
      '/_headers.html',
    ]) {
      const answer = await fetch(`http://127.0.0.1:${port}${target}`, { redirect: 'manual' });
      const body = await answer.text();
      expect(answer.status, target).toBe(404);
      expect(body, target).toContain('<h1>Not found</h1>');
      expect(body, target).not.toContain('nosniff');
      expect(body, target).not.toContain('__spa-fallback');
    }
    const head = await fetch(`http://127.0.0.1:${port}/_headers`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    const raw = await rawGet('//_redirects');
    expect(raw.status).toBe(404);
  });

  it('still redirects a trailing slash to the one URL of the page', async () => {
    const answer = await rawGet('/about/?ref=x');
    expect(answer.status).toBe(301);
    expect(answer.location).toBe('/about?ref=x');
  });

  it('path fuzz: control characters, encoded slashes, dots and long paths never kill it or leave the site', async () => {
    const pieces = [
      '..',
      '.',
      '',
      '%2F',
      '%2f',
      '%5C',
      '%0D%0A',
      '%00',
      '%E0%A4%A',
      '%25',
      '%2E%2E',
      'evil.example',
      'about',
      'assets',
      'app.js',
      '%C0%AF',
      '\\',
      '%09',
      '%7F',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constantFrom(...pieces),
            fc.string({ maxLength: 12 }).map(encodeURIComponent),
            fc.integer({ min: 1000, max: 7000 }).map((n) => 'a'.repeat(n)),
          ),
          { maxLength: 12 },
        ),
        fc.boolean(),
        async (segments, trailing) => {
          const target = `/${segments.join('/')}${trailing ? '/' : ''}`;
          const answer = await rawGet(target);
          expect(answer.status, target).toBeGreaterThan(0);
          expect(answer.status, target).toBeLessThan(500);
          expectInSite(answer.location, target);
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
    await stillServing();
  }, 120_000);

  // Megabyte adversarial strings as bodies (the server reads none: 405 or the page) and as paths up
  // to Node's 16 KB head limit. Best of three tries within 200 ms, or, on a busy machine, under
  // 200 ms of the server's own CPU (from /proc) and within 2 s: work that grows faster than the
  // input fails every try on both counts; others' load adds to the wall time only.
  it('megabyte adversarial strings: each answered in time (best of 3), and it still serves', async () => {
    const cpuMs = () => {
      const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    };
    const units = ['.', '@', ' ', 'a.', '[', '%', '%2F..', '\r\n\t\u0001', '\u00e9\u{1F600}', '/'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...units),
        fc.constantFrom('POST', 'PUT', 'GET', 'path'),
        fc.string({ maxLength: 8 }),
        async (unit, how, prefix) => {
          const text = prefix + unit.repeat(Math.ceil(1_000_000 / unit.length));
          const target = how === 'path' ? `/${encodeURIComponent(text).slice(0, 12_000)}` : '/';
          const body = how === 'POST' || how === 'PUT' ? text : undefined;
          const tries: { wall: number; cpu: number; status: number }[] = [];
          while (tries.length < 3) {
            const cpu = cpuMs();
            const started = performance.now();
            const answer = await fetch(`http://127.0.0.1:${port}${target}`, {
              method: how === 'path' ? 'GET' : how,
              body,
              redirect: 'manual',
              signal: AbortSignal.timeout(10_000),
            });
            await answer.arrayBuffer();
            tries.push({
              wall: performance.now() - started,
              cpu: cpuMs() - cpu,
              status: answer.status,
            });
            if (tries.at(-1)!.wall < 200) break;
          }
          const what = `${how} ${JSON.stringify(unit)}: ${JSON.stringify(tries)}`;
          for (const t of tries) expect(t.status, what).toBeLessThan(500);
          expect(
            tries.some((t) => t.wall < 200 || (t.cpu < 200 && t.wall < 2_000)),
            what,
          ).toBe(true);
        },
      ),
      { numRuns: 40, seed: 20261122 },
    );
    await stillServing();
  }, 120_000);
});

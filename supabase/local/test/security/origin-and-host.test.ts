import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend.ts';
import { SITE, startAuthOnlyBackend } from '../support/backend.ts';

// The local keys are public: a page the developer visits must not be able to use them, neither
// through CORS nor by DNS rebinding (a foreign name resolving to 127.0.0.1).

let backend: Backend;

beforeAll(async () => {
  backend = await startAuthOnlyBackend();
});

afterAll(async () => {
  await backend?.stop();
});

const EVIL = 'https://evil.example';

function preflight(path: string, origin: string) {
  return fetch(`${backend.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'apikey, authorization, content-type',
    },
  });
}

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(
  path: string,
  host: string,
  target: Backend = backend,
): Promise<{ status: number; body: string }> {
  const url = new URL(path, target.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: { host },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe("the site's own origins only", () => {
  it('answers preflights from the site (under either loopback name)', async () => {
    const twin = SITE.replace('127.0.0.1', 'localhost');
    for (const origin of [SITE, twin]) {
      for (const path of ['/auth/v1/token?grant_type=password', '/rest/v1/contact_enquiries']) {
        const res = await preflight(path, origin);
        expect(res.status, `${origin} ${path}`).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      }
    }
  });

  it('refuses a foreign origin: the preflight gets 403 and no Access-Control-Allow-Origin', async () => {
    for (const path of ['/auth/v1/token?grant_type=password', '/rest/v1/contact_enquiries']) {
      const res = await preflight(path, EVIL);
      expect(res.status, path).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses a simple request from a foreign page, which needs no preflight, before it acts', async () => {
    // A form post or a no-cors fetch: the apikey in the query, the body as text/plain.
    const res = await fetch(
      `${backend.url}/rest/v1/contact_enquiries?apikey=${backend.serviceRoleKey}`,
      {
        method: 'POST',
        headers: { origin: EVIL, 'content-type': 'text/plain' },
        body: JSON.stringify({ name: 'x', email: 'x@example.com', message: 'planted' }),
      },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toMatchObject({ code: 'origin_not_allowed' });
    const planted = await backend.db.query(
      "select 1 from public.contact_enquiries where message = 'planted'",
    );
    expect(planted).toEqual([]);
  });
});

describe('Host names of this machine only', () => {
  it('answers localhost, 127.0.0.1 and [::1] on any port', async () => {
    for (const host of ['localhost:54321', '127.0.0.1', '[::1]:8080', 'LOCALHOST']) {
      expect((await getWithHost('/health', host)).status, host).toBe(200);
    }
  });

  it('refuses a rebinding Host with 403, on every path', async () => {
    for (const host of ['evil.example', 'evil.example:54321', '127.0.0.1.evil.example']) {
      for (const path of [
        '/health',
        '/auth/v1/settings',
        '/rest/v1/contact_enquiries',
        '/functions/v1/x',
      ]) {
        const res = await getWithHost(path, host);
        expect(res.status, `${host} ${path}`).toBe(403);
        expect(JSON.parse(res.body)).toMatchObject({ code: 'host_not_allowed' });
      }
    }
  });

  it('answers a Host listed in allowedHosts', async () => {
    const proxied = await startAuthOnlyBackend({ allowedHosts: ['api.dev.internal'] });
    try {
      const { status } = await getWithHost('/health', 'api.dev.internal', proxied);
      expect(status).toBe(200);
    } finally {
      await proxied.stop();
    }
  });
});

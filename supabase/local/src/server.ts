import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { apiKey, resolveCaller } from './caller.ts';
import type { JwtKeys } from './auth/jwt.ts';
import type { Database } from './db/types.ts';
import { HttpError, sendEmpty, sendJson } from './http.ts';
import { API_VERSION_HEADER } from './auth/options.ts';
import { checkHost, foreignOrigin, originAllowed } from './origin-guard.ts';
import { handleRest } from './rest/handler.ts';

export interface GatewayOptions {
  db: Database;
  handleAuth: (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => Promise<void>;
  proxyFunction: (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    search: string,
  ) => Promise<void>;
  /** Origins whose browsers may call auth and REST (CORS); '*' allows any. */
  corsOrigins: string[] | '*';
  /** Host names answered besides localhost, 127.0.0.1 and [::1] (see origin-guard.ts). */
  allowedHosts: string[];
  /** The project's signing keys: tokens they signed are the project's (REST's caller). */
  jwtKeys: JwtKeys;
  /** 'cli': a call without an apikey goes on, as through the Supabase CLI's gateway (BackendOptions). */
  gateway: 'hosted' | 'cli';
}

const ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, x-supabase-api-version, x-region, x-retry-count';

function applyCors(req: IncomingMessage, res: ServerResponse, origins: string[] | '*'): void {
  const origin = req.headers.origin;
  if (!origin || !originAllowed(origin, origins)) return;
  res.setHeader('access-control-allow-origin', origins === '*' ? '*' : origin);
  res.setHeader('vary', 'Origin');
  res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'access-control-allow-headers',
    req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
  );
  res.setHeader(
    'access-control-expose-headers',
    'content-range, content-profile, x-supabase-api-version, x-relay-error',
  );
  res.setHeader('access-control-max-age', '600');
}

/**
 * Sent with every gateway answer (JSON, redirects, function responses unless a function sets its
 * own): nothing here is meant to be rendered as a page, framed, sniffed into HTML or leak a Referer.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Paths a browser or a verifier opens without an apikey: mailed links, the public keys. */
const OPEN_AUTH_GETS = new Set(['/auth/v1/verify', '/auth/v1/.well-known/jwks.json']);

function requireApiKey(req: IncomingMessage, url: URL, gateway: 'hosted' | 'cli'): void {
  if (gateway === 'hosted' && !apiKey(req, url.searchParams)) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
}

/** The gateway on :54321 — auth/v1, rest/v1 and functions/v1 behind one origin, as on hosted Supabase. */
export function createGateway(options: GatewayOptions): Server {
  return createServer((req, res) => {
    void route(req, res).catch((err: unknown) => {
      const isAuth = (req.url ?? '').startsWith('/auth/');
      if (err instanceof HttpError) {
        if (res.headersSent) return res.destroy();
        return sendJson(res, err.status, err.body, {
          ...(isAuth ? API_VERSION_HEADER : {}),
          ...err.headers,
        });
      }
      // Text Postgres cannot store (NUL, invalid encodings) is the caller's mistake, not ours.
      const pgCode = (err as { code?: unknown } | null)?.code;
      if (isAuth && (pgCode === '22P05' || pgCode === '22021') && !res.headersSent) {
        return sendJson(
          res,
          400,
          {
            code: 'validation_failed',
            message: 'Request contains characters that are not allowed',
          },
          API_VERSION_HEADER,
        );
      }
      console.error(`[gateway] ${req.method} ${req.url} failed:`, err);
      if (res.headersSent) return res.destroy();
      const body = isAuth
        ? {
            code: 'unexpected_failure',
            message: 'Unexpected failure, please check server logs for more information',
          }
        : {
            code: 'XX000',
            details: null,
            hint: null,
            message: 'internal error in the local backend',
          };
      sendJson(res, 500, body, isAuth ? API_VERSION_HEADER : {});
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    checkHost(req, options.allowedHosts);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://127.0.0.1');
    } catch {
      throw new HttpError(400, { message: 'Malformed URL' });
    }
    const path = url.pathname;
    // One CORS policy per answer: a function owns its own (its allow-list, its preflight, as on
    // hosted Supabase, where OPTIONS reaches the function); the gateway's covers auth and REST only.
    // Adding the gateway's `*` to a function's answer would open what the function keeps closed.
    if (path.startsWith('/functions/v1/')) {
      return options.proxyFunction(req, res, path.slice('/functions/v1'.length), url.search);
    }
    // A browser on a foreign page is refused outright, preflight or not: a simple request (a form
    // post, no-cors fetch) needs no preflight, and the local keys are public.
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(origin, options.corsOrigins)) throw foreignOrigin();
    applyCors(req, res, options.corsOrigins);
    if (req.method === 'OPTIONS') return sendEmpty(res, 204);
    if (path.startsWith('/auth/v1/')) {
      // Mailed links are opened in a browser, which sends no apikey; the JWKS is public (it is
      // what verifies the project's tokens anywhere), as hosted Auth's /.well-known/jwks.json.
      if (!OPEN_AUTH_GETS.has(path) || req.method !== 'GET')
        requireApiKey(req, url, options.gateway);
      return options.handleAuth(req, res, path.slice('/auth/v1'.length), url);
    }
    if (path.startsWith('/rest/v1/')) {
      requireApiKey(req, url, options.gateway);
      const caller = await resolveCaller(req, url.searchParams, options.jwtKeys);
      return handleRest({
        req,
        res,
        db: options.db,
        caller,
        path: path.slice('/rest/v1'.length),
        query: url.searchParams,
      });
    }
    if (path === '/' || path === '/health') {
      return sendJson(res, 200, {
        name: 'northbeam-supabase-local',
        services: ['auth/v1', 'rest/v1', 'functions/v1'],
      });
    }
    throw new HttpError(404, { message: 'no Route matched with those values' });
  }
}

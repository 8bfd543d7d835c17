import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Api } from './api.ts';
import { Engine, StripeApiError } from './engine.ts';
import { MAX_API_BODY_BYTES, parseStripeForm, readForm } from './form.ts';
import {
  payPage,
  portalAction,
  portalPage,
  submitPayment,
  type PageResult,
  type PortalFeatures,
} from './pages.ts';
import {
  createState,
  newId,
  restoreState,
  serializeState,
  type LocalStripeState,
} from './store.ts';
import { API_VERSION, signPayload, webhookSender } from './webhooks.ts';

export { signPayload, API_VERSION };
export type { LocalStripeState };

/** Local-only credentials (same values as src/backend.ts); the emulator accepts any sk_test_ key. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_northbeam';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_northbeam';
export const LOCAL_STRIPE_PORT = 54326;

export interface LocalStripeOptions {
  port?: number;
  host?: string;
  /** Where signed events are POSTed, e.g. http://127.0.0.1:54321/functions/v1/stripe-webhook. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** Used as the default place the hosted pages link back to. */
  siteUrl?: string;
  /** Base URL the hosted pages are reached at (defaults to http://<host>:<port>). */
  publicUrl?: string;
  merchantName?: string;
  log?: (line: string) => void;
  /** JSON file to keep customers, prices and subscriptions across restarts (local dev). */
  stateFile?: string;
  /**
   * The portal lets customers switch plans (Stripe's portal configuration
   * `features.subscription_update`). Off by default, as the site's portal must be: a switch there
   * is immediate and prorated, while plan changes apply from the next billing cycle.
   */
  portalPlanChanges?: boolean;
}

export interface LocalStripe {
  url: string;
  port: number;
  state: LocalStripeState;
  webhookSecret: string;
  /** Points event delivery somewhere else (tests start the receiver after the emulator). */
  setWebhookUrl(url: string | undefined): void;
  /** Sends a recorded event again, as Stripe does when it retries. */
  redeliver(eventId: string): Promise<{ status: number | null; error: string | null }>;
  stop(): Promise<void>;
}

interface CachedResponse {
  fingerprint: string;
  status: number;
  body: string;
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

function sendPage(res: ServerResponse, page: PageResult): void {
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

/**
 * Starts a local Stripe: the REST API subset the edge functions use (Stripe's wire format, so the
 * official SDK talks to it via host/port/protocol) and hosted checkout and portal pages that send
 * signed webhooks like Stripe does.
 */
export async function startLocalStripe(options: LocalStripeOptions = {}): Promise<LocalStripe> {
  const host = options.host ?? '127.0.0.1';
  const secret = options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  const merchant = options.merchantName ?? 'Northbeam SEO';
  const portalFeatures: PortalFeatures = { planChanges: options.portalPlanChanges === true };
  let webhookUrl = options.webhookUrl;
  let publicUrl = options.publicUrl ?? '';
  const state = createState();
  const stateFile = options.stateFile;
  if (stateFile && existsSync(stateFile)) restoreState(state, readFileSync(stateFile, 'utf8'));
  let saveTimer: NodeJS.Timeout | null = null;
  const saveNow = () => {
    if (!stateFile) return;
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    mkdirSync(dirname(stateFile), { recursive: true });
    // Write-then-rename so a crash never leaves half a file.
    writeFileSync(`${stateFile}.tmp`, serializeState(state));
    renameSync(`${stateFile}.tmp`, stateFile);
  };
  const scheduleSave = () => {
    if (!stateFile || saveTimer) return;
    saveTimer = setTimeout(saveNow, 200);
    saveTimer.unref();
  };
  const log = options.log ?? ((line: string) => console.log(line));
  const webhooks = webhookSender(
    state,
    () => webhookUrl,
    secret,
    (d) => log(`[stripe] webhook ${d.type} ${d.eventId} attempt ${d.attempt} failed: ${d.error}`),
  );
  const engine = new Engine(state, webhooks, () => publicUrl);
  const api = new Api(engine, state);
  const idempotency = new Map<string, CachedResponse>();

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = newId('req', 14);
    const headers = {
      'Content-Type': 'application/json',
      'Request-Id': requestId,
      'Stripe-Version': API_VERSION,
    };
    const reply = (status: number, body: unknown) =>
      send(res, status, JSON.stringify(body, null, 2), headers);
    const auth = req.headers.authorization ?? '';
    const key = /^Bearer\s+(\S+)$/.exec(auth)?.[1];
    if (!key) {
      return reply(
        401,
        new StripeApiError(
          401,
          'You did not provide an API key. Provide it in the Authorization header as Bearer <key>.',
        ).body(),
      );
    }
    if (!key.startsWith('sk_test_') && !key.startsWith('rk_test_')) {
      return reply(
        401,
        new StripeApiError(
          401,
          `Invalid API Key provided: ${key.slice(0, 8)}***`,
          'api_key_invalid',
        ).body(),
      );
    }
    const method = req.method ?? 'GET';
    let raw: string;
    try {
      raw =
        method === 'GET' || method === 'DELETE'
          ? url.search.slice(1)
          : await readForm(req, MAX_API_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      return send(res, error.status, JSON.stringify(error.body(), null, 2), {
        ...headers,
        Connection: 'close',
      });
    }
    const idemKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const cacheKey = typeof idemKey === 'string' ? `${key}:${idemKey}` : undefined;
    const fingerprint = createHash('sha256')
      .update(`${method} ${url.pathname} ${raw}`)
      .digest('hex');
    if (cacheKey) {
      const cached = idempotency.get(cacheKey);
      if (cached) {
        if (cached.fingerprint !== fingerprint) {
          return reply(
            400,
            new StripeApiError(
              400,
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
              'idempotency_key_in_use',
              undefined,
              'idempotency_error',
            ).body(),
          );
        }
        return send(res, cached.status, cached.body, { ...headers, 'Idempotent-Replayed': 'true' });
      }
    }
    let status: number;
    let body: unknown;
    try {
      const params = parseStripeForm(raw);
      const result = await api.handle({ method, path: url.pathname, params });
      status = result.status;
      body = result.body;
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = error.body();
    }
    const text = JSON.stringify(body, null, 2);
    if (cacheKey && status < 500) {
      idempotency.set(cacheKey, { fingerprint, status, body: text });
      if (idempotency.size > 5000) idempotency.delete(idempotency.keys().next().value as string);
    }
    send(res, status, text, headers);
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const method = req.method ?? 'GET';
    let m: RegExpExecArray | null;
    if ((m = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname))) {
      if (method === 'GET') sendPage(res, payPage(engine, m[1] as string, merchant));
      else if (method === 'POST') {
        const form = new URLSearchParams(await readForm(req, 64 * 1024));
        sendPage(
          res,
          await submitPayment(engine, m[1] as string, merchant, {
            email: form.get('email') ?? undefined,
            cardNumber: form.get('cardNumber') ?? undefined,
            expiry: form.get('expiry') ?? undefined,
            cvc: form.get('cvc') ?? undefined,
            cardName: form.get('cardName') ?? undefined,
          }),
        );
      } else return false;
      return true;
    }
    if ((m = /^\/portal\/([A-Za-z0-9_]+)(?:\/(update|cancel|renew))?$/.exec(url.pathname))) {
      const [, id, action] = m as unknown as [string, string, string | undefined];
      if (method === 'GET' && !action) {
        sendPage(
          res,
          portalPage(
            engine,
            id,
            merchant,
            url.searchParams.get('notice') ?? undefined,
            undefined,
            portalFeatures,
          ),
        );
      } else if (method === 'POST' && action) {
        const form = new URLSearchParams(await readForm(req, 64 * 1024));
        sendPage(res, await portalAction(engine, id, action, merchant, form, portalFeatures));
      } else return false;
      return true;
    }
    if (url.pathname === '/' && method === 'GET') {
      send(
        res,
        200,
        JSON.stringify({
          name: 'local-stripe',
          api_version: API_VERSION,
          site: options.siteUrl ?? null,
        }),
        {
          'Content-Type': 'application/json',
        },
      );
      return true;
    }
    return false;
  }

  const server = createServer((req, res) => {
    if (req.method !== 'GET') res.once('finish', scheduleSave);
    // Everything, URL parsing included, runs inside the promise: no input can throw past it.
    const work = Promise.resolve().then(() => {
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://local');
      } catch {
        return send(res, 400, 'Malformed URL', { 'Content-Type': 'text/plain; charset=utf-8' });
      }
      // /local/… is the emulator's own API (advancing a subscription to its period end).
      return url.pathname.startsWith('/v1/') || url.pathname.startsWith('/local/')
        ? handleApi(req, res, url)
        : handlePage(req, res, url).then((handled) => {
            if (!handled)
              send(res, 404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
          });
    });
    work.catch((error: unknown) => {
      // A page's form over its limit: Stripe's error, not a crash of the emulator.
      if (error instanceof StripeApiError && !res.headersSent) {
        return send(res, error.status, JSON.stringify(error.body()), {
          'Content-Type': 'application/json',
          Connection: 'close',
        });
      }
      log(`[stripe] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) {
        send(
          res,
          500,
          JSON.stringify({ error: { type: 'api_error', message: 'Internal emulator error' } }),
          {
            'Content-Type': 'application/json',
          },
        );
      } else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? LOCAL_STRIPE_PORT, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  if (!publicUrl) publicUrl = url;

  return {
    url,
    port,
    state,
    webhookSecret: secret,
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    async redeliver(eventId) {
      const d = await webhooks.redeliver(eventId);
      return { status: d.status, error: d.error };
    },
    async stop() {
      webhooks.stop();
      saveNow();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

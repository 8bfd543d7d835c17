import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Api } from './api.ts';
import { apiRoute } from './api-route.ts';
import { Engine } from './engine.ts';
import { StripeApiError } from './errors.ts';
import type { AccountTaxIds } from './invoice-page.ts';
import { pageRoutes } from './page-routes.ts';
import { send } from './respond.ts';
import { stateFile } from './state-file.ts';
import { DEFAULT_PORTS, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../keys.ts';
import { createState, type LocalStripeState } from './store.ts';
import { webhookSender } from './webhooks.ts';

export { signPayload } from './webhooks.ts';

export { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET };

export interface LocalStripeOptions {
  port?: number;
  host?: string;
  /** Where signed events are POSTed, e.g. http://127.0.0.1:54321/functions/v1/stripe-webhook. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** The one secret key the API accepts (default LOCAL_STRIPE_SECRET_KEY). */
  secretKey?: string;
  /** Used as the default place the hosted pages link back to. */
  siteUrl?: string;
  /** Base URL the hosted pages are reached at (defaults to http://<host>:<port>). */
  publicUrl?: string;
  merchantName?: string;
  /**
   * The seller's GST/HST and QST registration numbers printed on invoices (in Stripe: the
   * account's tax IDs, Settings → Tax → Registrations and the invoice template).
   */
  accountTaxIds?: AccountTaxIds;
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
  secretKey: string;
  /** Points event delivery somewhere else (tests start the receiver after the emulator). */
  setWebhookUrl(url: string | undefined): void;
  /** Sends a recorded event again, as Stripe does when it retries. */
  redeliver(eventId: string): Promise<{ status: number | null; error: string | null }>;
  stop(): Promise<void>;
}

/**
 * Starts a local Stripe: the REST API subset the edge functions use (Stripe's wire format, so the
 * official SDK talks to it via host/port/protocol) and hosted checkout and portal pages that send
 * signed webhooks like Stripe does.
 */
export async function startLocalStripe(options: LocalStripeOptions = {}): Promise<LocalStripe> {
  const host = options.host ?? '127.0.0.1';
  const secret = options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  let webhookUrl = options.webhookUrl;
  let publicUrl = options.publicUrl ?? '';
  const state = createState();
  const persisted = stateFile(state, options.stateFile);
  const log = options.log ?? ((line: string) => console.log(line));
  const webhooks = webhookSender(
    state,
    () => webhookUrl,
    secret,
    () => publicUrl,
    (d) => log(`[stripe] webhook ${d.type} ${d.eventId} attempt ${d.attempt} failed: ${d.error}`),
  );
  const engine = new Engine(state, webhooks, () => publicUrl);
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const handleApi = apiRoute(new Api(engine, state), secretKey);
  const handlePage = pageRoutes(engine, {
    merchant: options.merchantName ?? 'Northbeam SEO',
    portalFeatures: { planChanges: options.portalPlanChanges === true },
    siteUrl: options.siteUrl,
    accountTaxIds: options.accountTaxIds ?? {},
  });

  const server = createServer((req, res) => {
    if (req.method !== 'GET') res.once('finish', persisted.scheduleSave);
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
      // A page's form over its limit: Stripe's error, not a crash of the emulator. The connection
      // stays open while readBody drops the rest of the body (see http.ts).
      if (error instanceof StripeApiError && !res.headersSent) {
        return send(res, error.status, JSON.stringify(error.body()), {
          'Content-Type': 'application/json',
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
    server.listen(options.port ?? DEFAULT_PORTS.stripe, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  if (!publicUrl) publicUrl = url;

  return {
    url,
    port,
    state,
    webhookSecret: secret,
    secretKey,
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    async redeliver(eventId) {
      const d = await webhooks.redeliver(eventId);
      return { status: d.status, error: d.error };
    },
    async stop() {
      webhooks.stop();
      persisted.saveNow();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

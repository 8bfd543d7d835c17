import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Api } from './api.ts';
import { StripeApiError } from './errors.ts';
import { invalidApiKey } from './errors.ts';
import { MAX_API_BODY_BYTES, parseStripeForm, readForm } from './form.ts';
import { send } from './respond.ts';
import { newId } from './store.ts';
import { API_VERSION } from './webhooks.ts';

interface CachedResponse {
  fingerprint: string;
  status: number;
  body: string;
}

/** How many idempotent answers are kept; the oldest goes first. */
const IDEMPOTENCY_CACHE_SIZE = 5000;

/**
 * The REST side (/v1/… and the emulator's own /local/…) as Stripe answers it: the account's own
 * secret key as Bearer token (any other key is a 401, so a wrong key fails here as in production),
 * form-encoded parameters, JSON errors, and Idempotency-Key replay of a POST's first answer (a
 * different request under the same key is refused, as Stripe does).
 */
export function apiRoute(api: Api, secretKey: string) {
  const idempotency = new Map<string, CachedResponse>();

  return async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<void> {
    const headers = {
      'Content-Type': 'application/json',
      'Request-Id': newId('req', 14),
      'Stripe-Version': API_VERSION,
    };
    const reply = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      send(res, status, JSON.stringify(body, null, 2), { ...headers, ...extra });
    const key = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key) {
      return reply(
        401,
        new StripeApiError(
          401,
          'You did not provide an API key. Provide it in the Authorization header as Bearer <key>.',
        ).body(),
      );
    }
    if (key !== secretKey) return reply(401, invalidApiKey(key).body());
    const method = req.method ?? 'GET';
    let raw: string;
    try {
      raw =
        method === 'GET' || method === 'DELETE'
          ? url.search.slice(1)
          : await readForm(req, MAX_API_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      // Open, as http.ts's readBody explains: the rest of the body is read and dropped.
      return reply(error.status, error.body());
    }
    const idemKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const cacheKey = typeof idemKey === 'string' ? `${key}:${idemKey}` : undefined;
    const fingerprint = createHash('sha256')
      .update(`${method} ${url.pathname} ${raw}`)
      .digest('hex');
    const cached = cacheKey ? idempotency.get(cacheKey) : undefined;
    if (cached) {
      if (cached.fingerprint !== fingerprint) {
        return reply(
          400,
          new StripeApiError(
            400,
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(idemKey)}' if you meant to execute a different request.`,
            'idempotency_key_in_use',
            undefined,
            'idempotency_error',
          ).body(),
        );
      }
      return send(res, cached.status, cached.body, { ...headers, 'Idempotent-Replayed': 'true' });
    }
    let status: number;
    let body: unknown;
    try {
      const result = await api.handle({ method, path: url.pathname, params: parseStripeForm(raw) });
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
      if (idempotency.size > IDEMPOTENCY_CACHE_SIZE)
        idempotency.delete(idempotency.keys().next().value as string);
    }
    send(res, status, text, headers);
  };
}

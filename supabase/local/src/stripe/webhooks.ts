import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import { API_VERSION, eventObject, type EventObjects, type EventType } from './objects/event.ts';
import {
  present,
  presentPrevious,
  type LocalRecord,
  type PresentContext,
} from './objects/index.ts';
import { now, type Delivery, type LocalStripeState } from './store.ts';

export { API_VERSION };

/** Stripe-Signature header value: `t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signPayload(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface WebhookSender {
  emit(
    type: EventType,
    record: LocalRecord,
    previous?: Record<string, unknown>,
  ): Promise<Stripe.Event>;
  redeliver(eventId: string): Promise<Delivery>;
  stop(): void;
}

const RETRY_DELAYS_MS = [1_000, 3_000, 9_000];

/**
 * Records events and POSTs them, signed, to the webhook endpoint. Delivery is awaited so that the
 * hosted page redirects after the webhook was answered; a failed delivery is retried a few times
 * in the background like Stripe does (over seconds instead of hours).
 */
export function webhookSender(
  state: LocalStripeState,
  webhookUrl: () => string | undefined,
  secret: string,
  publicUrl: () => string,
  onFailure: (delivery: Delivery) => void = () => undefined,
): WebhookSender {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  async function deliver(event: Stripe.Event, attempt: number): Promise<Delivery> {
    const url = webhookUrl();
    const payload = JSON.stringify(event, null, 2);
    const record: Delivery = {
      eventId: event.id,
      type: event.type,
      attempt,
      status: null,
      error: null,
      at: Date.now(),
    };
    if (!url) {
      record.error = 'no webhook endpoint configured';
      state.deliveries.push(record);
      return record;
    }
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signPayload(payload, secret),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      record.status = res.status;
      await res.arrayBuffer();
      if (!res.ok) record.error = `HTTP ${res.status}`;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    state.deliveries.push(record);
    if (record.error) onFailure(record);
    const delay = RETRY_DELAYS_MS[attempt - 1];
    if (record.error && delay !== undefined && !stopped) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopped) void deliver(event, attempt + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
    return record;
  }

  return {
    async emit(type, record, previous) {
      // A snapshot in Stripe's shape: later changes must not alter an event already sent.
      const ctx: PresentContext = { state, publicUrl };
      const object = present(record, ctx) as EventObjects[typeof type];
      const event = eventObject(type, object, presentPrevious(previous) as Partial<typeof object>);
      state.events.push(event);
      await deliver(event, 1);
      return event;
    },
    async redeliver(eventId) {
      const event = state.events.find((e) => e.id === eventId);
      if (!event) throw new Error(`No such event: ${eventId}`);
      return await deliver(event, 99);
    },
    stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

import { syncCustomer, userForCustomer } from '../_shared/billing.ts';
import { adminClient, rpc } from '../_shared/db.ts';
import { endpoint, HttpError, json, readLimitedText } from '../_shared/http.ts';
import { cryptoProvider, Stripe, stripeClient, webhookSecret } from '../_shared/stripe.ts';

// Events that can change what a customer is subscribed to; each triggers a full re-read.
const SYNC_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  // A plan change waiting for the period end lives in a subscription schedule.
  'subscription_schedule.created',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  'subscription_schedule.canceled',
  'subscription_schedule.completed',
]);

function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: string | { id: string } | null };
  const customer = object.customer;
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/**
 * Verifies Stripe's signature, then re-syncs the customer's state from Stripe. Processing is
 * idempotent (a sync reads the current truth), so a duplicate or late event cannot regress state;
 * recorded event ids only save the repeat work. Non-2xx answers make Stripe retry.
 */
export const handler = endpoint(['POST'], async (req) => {
  const signature = req.headers.get('stripe-signature');
  if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header.', 'invalid_signature');
  const payload = await readLimitedText(req, 512 * 1024);
  const stripe = stripeClient();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      webhookSecret(),
      undefined,
      cryptoProvider,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown';
    console.warn('webhook signature rejected:', reason);
    throw new HttpError(400, 'Webhook signature verification failed.', 'invalid_signature');
  }

  const db = adminClient();
  if (await rpc<boolean>(db, 'stripe_event_processed', { p_id: event.id })) {
    return json(req, 200, { received: true, duplicate: true });
  }
  const customerId = SYNC_EVENTS.has(event.type) ? customerOf(event) : null;
  let synced = false;
  if (customerId) {
    const userId = await userForCustomer(stripe, db, customerId);
    if (userId) {
      await syncCustomer(stripe, db, userId, customerId);
      synced = true;
    } else {
      console.warn(`event ${event.id}: customer ${customerId} belongs to no user; ignored`);
    }
  }
  await rpc<boolean>(db, 'record_stripe_event', {
    p_id: event.id,
    p_type: event.type,
    p_created: event.created,
  });
  return json(req, 200, { received: true, synced });
});

if (import.meta.main) Deno.serve(handler);

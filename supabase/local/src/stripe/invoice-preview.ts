import type Stripe from 'stripe';
import { StripeApiError, missing, noSuch } from './errors.ts';
import { str, type FormObject } from './form.ts';
import { paidInvoice } from './invoices.ts';
import { invoiceObject } from './objects/invoice.ts';
import { addInterval, type LocalStripeState, type SubscriptionItem } from './store.ts';

// `POST /v1/invoices/create_preview` (stripe `invoices.createPreview`; the pinned SDK has no
// `retrieveUpcoming`, which API 2025-03-31 removed): the invoice a subscription's renewal will
// make, as the next charge a dashboard shows. It is built by the same code as a renewal's invoice
// (invoices.ts paidInvoice, with its lines, totals and taxes), at the prices of the schedule's
// next phase when a plan change waits for the period end, and is never stored.

/** Stripe's answer when there is nothing to invoice next (a subscription ending, or none). */
function nothingUpcoming(customer: string): StripeApiError {
  return new StripeApiError(
    400,
    `No upcoming invoices for customer: ${customer}`,
    'invoice_upcoming_none',
  );
}

/** The items as the renewal at `boundary` will bill them (schedules.ts renew does the same). */
function nextItems(state: LocalStripeState, subId: string, boundary: number): SubscriptionItem[] {
  const sub = state.subscriptions.get(subId)!;
  const schedule = sub.schedule ? state.subscriptionSchedules.get(sub.schedule) : undefined;
  const next = schedule?.phases.find((p) => p.start_date === boundary);
  return sub.items.data.map((item, j) => {
    const phaseItem = next && (next.items[j] ?? next.items[0]!);
    const price = (phaseItem && state.prices.get(phaseItem.price)) || item.price;
    const { interval, interval_count: count } = price.recurring!;
    return {
      ...structuredClone(item),
      price: structuredClone(price),
      quantity: phaseItem?.quantity ?? item.quantity,
      current_period_start: boundary,
      current_period_end: addInterval(boundary, interval, count),
    };
  });
}

function invoicePreview(
  state: LocalStripeState,
  publicUrl: string,
  params: FormObject,
): Stripe.Invoice {
  const subId = str(params, 'subscription');
  const customerId = str(params, 'customer');
  if (!subId && !customerId) throw missing('customer');
  if (customerId && !state.customers.has(customerId))
    throw noSuch('customer', customerId, 'customer');
  // A customer alone previews pending invoice items, which the emulator never has.
  if (!subId) throw nothingUpcoming(customerId!);
  const sub = state.subscriptions.get(subId);
  if (!sub) throw noSuch('subscription', subId, 'subscription');
  if (customerId && sub.customer !== customerId)
    throw new StripeApiError(
      400,
      `The subscription ${subId} does not belong to customer ${customerId}.`,
      'parameter_invalid',
      'subscription',
    );
  const boundary = sub.items.data[0]?.current_period_end;
  if (sub.status === 'canceled' || sub.cancel_at_period_end || boundary === undefined)
    throw nothingUpcoming(sub.customer);
  const periodStart = sub.items.data[0]!.current_period_start;
  const record = paidInvoice(
    state,
    { ...sub, items: nextItems(state, sub.id, boundary) },
    'subscription_cycle',
    boundary,
    { start: periodStart, end: boundary },
  );
  // A preview is not an invoice of the account: it leaves no trace in the list.
  state.invoices.delete(record.id);
  const built = invoiceObject(record, publicUrl);
  const id = `upcoming_${record.id}`;
  return {
    ...built,
    id,
    amount_paid: 0,
    amount_remaining: built.amount_due,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    effective_at: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: {
      ...built.lines,
      data: built.lines.data.map((line) => ({ ...line, invoice: id })),
      url: `/v1/invoices/${id}/lines`,
    },
    next_payment_attempt: boundary,
    number: null,
    status: 'draft',
    status_transitions: {
      finalized_at: null,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    webhooks_delivered_at: null,
  };
}

/** The route, or undefined when the request is another one. */
export function invoicePreviewRoute(
  state: LocalStripeState,
  publicUrl: () => string,
  method: string,
  path: string,
  params: FormObject,
): Stripe.Invoice | undefined {
  if (path !== '/v1/invoices/create_preview' || method !== 'POST') return undefined;
  return invoicePreview(state, publicUrl(), params);
}

import { invalid, noSuch } from './errors.ts';
import { str, type FormObject } from './form.ts';
import { listObject, newestFirst, type Row } from './lists.ts';
import { invoicePrefix } from './objects/customer.ts';
import { taxesFor } from './tax.ts';
import { newId, type Invoice, type LocalStripeState, type SubscriptionItem } from './store.ts';

/**
 * A subscription's invoice, paid at once by the test card: one line per item for the period the
 * items now run (Stripe bills subscriptions in advance). `period` is Stripe's invoice period, the
 * usage period before: a single moment for the first invoice, the period just ended for a renewal.
 */
export function paidInvoice(
  state: LocalStripeState,
  sub: {
    id: string;
    customer: string;
    currency: string;
    items: SubscriptionItem[];
    automatic_tax: boolean;
  },
  reason: Invoice['billing_reason'],
  created: number,
  period: { start: number; end: number },
): Invoice {
  const customer = state.customers.get(sub.customer);
  const count = [...state.invoices.values()].filter((i) => i.customer === sub.customer).length;
  const invoice: Invoice = {
    id: newId('in', 24),
    object: 'invoice',
    created,
    customer: sub.customer,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    number: `${invoicePrefix(sub.customer)}-${String(count + 1).padStart(4, '0')}`,
    status: 'paid',
    currency: sub.currency,
    subscription: sub.id,
    billing_reason: reason,
    period_start: period.start,
    period_end: period.end,
    lines: sub.items.map((item) => {
      const amount = item.price.unit_amount * item.quantity;
      return {
        id: newId('il', 24),
        price: structuredClone(item.price),
        quantity: item.quantity,
        amount,
        period: { start: item.current_period_start, end: item.current_period_end },
        subscription_item: item.id,
        // Stripe Tax on each line, from the customer's address when the invoice is made.
        taxes: sub.automatic_tax ? taxesFor(state, customer?.address ?? null, amount) : [],
      };
    }),
    automatic_tax: sub.automatic_tax,
    customer_address: customer?.address ?? null,
    customer_tax_ids: structuredClone(customer?.tax_ids ?? []),
    livemode: false,
  };
  state.invoices.set(invoice.id, invoice);
  return invoice;
}

/** `GET /v1/invoices` (by customer, subscription, status) and `GET /v1/invoices/:id`. */
export function invoiceRoute(
  state: LocalStripeState,
  method: string,
  path: string,
  params: FormObject,
  pathId: (segment: string) => string,
): unknown {
  if (path === '/v1/invoices' && method === 'GET') {
    const customer = str(params, 'customer');
    const subscription = str(params, 'subscription');
    const status = str(params, 'status');
    const statuses = ['draft', 'open', 'paid', 'uncollectible', 'void'];
    if (status && !statuses.includes(status)) {
      throw invalid('status', `Invalid status: must be one of ${statuses.join(', ')}`);
    }
    const rows = newestFirst(state.invoices.values()).filter(
      (i) =>
        (!customer || i.customer === customer) &&
        (!subscription || i.subscription === subscription) &&
        (!status || i.status === status),
    );
    return listObject('/v1/invoices', rows as unknown as Row[], params);
  }
  const m = /^\/v1\/invoices\/([^/]+)$/.exec(path);
  if (m && method === 'GET') {
    const id = pathId(m[1]!);
    const invoice = state.invoices.get(id);
    if (!invoice) throw noSuch('invoice', id);
    return invoice;
  }
  return undefined;
}

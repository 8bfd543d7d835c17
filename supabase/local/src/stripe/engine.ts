import {
  addInterval,
  newId,
  now,
  type CheckoutSession,
  type PortalSession,
  type Subscription,
  type SubscriptionItem,
} from './store.ts';
import { Catalog } from './catalog.ts';
import { paidInvoice } from './invoices.ts';
import { checkoutTaxOptions, type BuyerDetails, type CheckoutTaxInput } from './checkout-tax.ts';
import { sumTaxes, taxesFor } from './tax.ts';
import { invalid, missing, noSuch, StripeApiError } from './errors.ts';

export type { PriceInput } from './catalog.ts';

/**
 * The state changes behind both the REST API and the hosted pages (checkout, subscriptions, the
 * portal), emitting Stripe's events; the catalogue it sells from is Catalog's.
 */
export class Engine extends Catalog {
  createCheckoutSession(input: {
    mode: CheckoutSession['mode'];
    customer?: string;
    customer_email?: string;
    client_reference_id?: string;
    success_url?: string;
    cancel_url?: string;
    locale?: string | null;
    line_items: { price: string; quantity: number }[];
    metadata?: Record<string, string>;
    subscription_metadata?: Record<string, string>;
    tax?: CheckoutTaxInput;
  }): CheckoutSession {
    const customer = input.customer ? this.customer(input.customer, 'customer') : undefined;
    const tax = checkoutTaxOptions(input.tax ?? {}, customer);
    if (input.line_items.length === 0) throw missing('line_items');
    const prices = input.line_items.map((li, i) => this.price(li.price, `line_items[${i}][price]`));
    if (input.mode === 'subscription' && prices.some((p) => !p.recurring)) {
      throw invalid(
        'line_items',
        'You must provide at least one recurring price in `subscription` mode when using prices.',
      );
    }
    const currency = prices[0]?.currency ?? 'usd';
    if (prices.some((p) => p.currency !== currency)) {
      throw invalid('line_items', 'All prices on a Checkout Session must use the same currency.');
    }
    const total = input.line_items.reduce(
      (sum, li, i) => sum + (prices[i]?.unit_amount ?? 0) * li.quantity,
      0,
    );
    const id = newId('cs_test', 58);
    const created = now();
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      created,
      expires_at: created + 24 * 3600,
      mode: input.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: input.customer ?? null,
      customer_email: input.customer_email ?? null,
      client_reference_id: input.client_reference_id ?? null,
      success_url: input.success_url ?? null,
      cancel_url: input.cancel_url ?? null,
      url: `${this.publicUrl()}/pay/${id}`,
      locale: input.locale ?? null,
      currency,
      amount_subtotal: total,
      amount_total: total,
      metadata: input.metadata ?? {},
      subscription: null,
      invoice: null,
      ...tax,
      taxes: [],
      customer_address: null,
      customer_tax_ids: [],
      livemode: false,
      _line_items: input.line_items,
      _subscription_metadata: input.subscription_metadata ?? {},
    };
    this.state.checkoutSessions.set(id, session);
    return session;
  }

  checkoutSession(id: string): CheckoutSession {
    const s = this.state.checkoutSessions.get(id);
    if (!s) throw noSuch('checkout.session', id);
    if (s.status === 'open' && s.expires_at <= now()) s.status = 'expired';
    return s;
  }

  async expireCheckoutSession(id: string): Promise<CheckoutSession> {
    const session = this.checkoutSession(id);
    if (session.status !== 'open') {
      throw new StripeApiError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired.`,
        'checkout_session_not_open',
      );
    }
    session.status = 'expired';
    session.url = null;
    await this.webhooks.emit('checkout.session.expired', session);
    return session;
  }

  /** What the hosted page does after a successful test payment. */
  async completeCheckout(
    sessionId: string,
    email?: string,
    buyer: BuyerDetails = {},
  ): Promise<CheckoutSession> {
    const session = this.checkoutSession(sessionId);
    if (session.status !== 'open')
      throw new StripeApiError(400, 'This Checkout Session is no longer open.');
    let customerId = session.customer;
    if (!customerId) {
      customerId = (
        await this.createCustomer({ email: email ?? session.customer_email ?? undefined })
      ).id;
      session.customer = customerId;
    }
    const customer = this.customer(customerId);
    // Checkout saves what it collected on the customer, so renewals are taxed the same way.
    if (buyer.address) customer.address = buyer.address;
    if (buyer.taxId) customer.tax_ids = [buyer.taxId];
    session.customer_address = buyer.address ?? customer.address;
    session.customer_tax_ids = buyer.taxId ? [buyer.taxId] : [];
    if (session.automatic_tax) {
      session.taxes = taxesFor(this.state, session.customer_address, session.amount_subtotal);
      session.amount_total = session.amount_subtotal + sumTaxes(session.taxes);
    }
    const created = now();
    const subId = newId('sub', 24);
    const items: SubscriptionItem[] = session._line_items.map((li) => {
      const price = this.price(li.price);
      return {
        id: newId('si', 14),
        object: 'subscription_item',
        created,
        price,
        quantity: li.quantity,
        subscription: subId,
        current_period_start: created,
        current_period_end: addInterval(
          created,
          price.recurring?.interval ?? 'month',
          price.recurring?.interval_count ?? 1,
        ),
        metadata: {},
      };
    });
    const sub: Subscription = {
      id: subId,
      object: 'subscription',
      created,
      start_date: created,
      customer: customerId,
      status: 'active',
      currency: session.currency,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      billing_cycle_anchor: created,
      collection_method: 'charge_automatically',
      latest_invoice: null,
      metadata: { ...session._subscription_metadata },
      items: {
        object: 'list',
        data: items,
        has_more: false,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
      schedule: null,
      automatic_tax: session.automatic_tax,
      livemode: false,
    };
    this.state.subscriptions.set(sub.id, sub);
    const invoice = paidInvoice(this.state, { ...sub, items }, 'subscription_create', created, {
      start: created,
      end: created,
    });
    sub.latest_invoice = invoice.id;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.subscription = sub.id;
    session.invoice = invoice.id;
    session.url = null;
    await this.webhooks.emit('checkout.session.completed', session);
    await this.webhooks.emit('customer.subscription.created', sub);
    await this.webhooks.emit('invoice.paid', invoice);
    return session;
  }

  async updateSubscription(
    id: string,
    changes: {
      cancel_at_period_end?: boolean;
      metadata?: Record<string, string>;
      items?: { id?: string; price?: string; quantity?: number }[];
    },
  ): Promise<Subscription> {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') {
      throw new StripeApiError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const previous: Record<string, unknown> = {};
    if (
      changes.cancel_at_period_end !== undefined &&
      changes.cancel_at_period_end !== sub.cancel_at_period_end
    ) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      previous.cancel_at = sub.cancel_at;
      sub.cancel_at_period_end = changes.cancel_at_period_end;
      sub.cancel_at = changes.cancel_at_period_end
        ? (sub.items.data[0]?.current_period_end ?? null)
        : null;
    }
    if (changes.metadata) {
      previous.metadata = { ...sub.metadata };
      sub.metadata = { ...sub.metadata, ...changes.metadata };
    }
    for (const [i, change] of (changes.items ?? []).entries()) {
      const item = change.id ? sub.items.data.find((it) => it.id === change.id) : undefined;
      if (change.id && !item) throw noSuch('subscription item', change.id, `items[${i}][id]`);
      if (!item)
        throw invalid(
          `items[${i}][id]`,
          'This emulator only swaps existing items; pass items[0][id].',
        );
      if (change.price && change.price !== item.price.id) {
        const price = this.price(change.price, `items[${i}][price]`);
        if (price.currency !== sub.currency) {
          throw invalid(
            `items[${i}][price]`,
            'The price currency must match the subscription currency.',
          );
        }
        previous.items = structuredClone(sub.items);
        item.price = price;
        if (price.recurring && price.recurring.interval !== this.intervalOf(sub)) {
          // Changing the billing interval starts a new period immediately, as in Stripe.
          const start = now();
          item.current_period_start = start;
          item.current_period_end = addInterval(
            start,
            price.recurring.interval,
            price.recurring.interval_count,
          );
        }
      }
      if (change.quantity !== undefined) item.quantity = change.quantity;
    }
    await this.webhooks.emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  private intervalOf(sub: Subscription): string | undefined {
    return sub.items.data[0]?.price.recurring?.interval;
  }

  async cancelSubscription(id: string): Promise<Subscription> {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') return sub;
    const at = now();
    sub.status = 'canceled';
    sub.canceled_at = at;
    sub.ended_at = at;
    // A schedule ends with its subscription, as in Stripe.
    const schedule = sub.schedule ? this.state.subscriptionSchedules.get(sub.schedule) : undefined;
    if (schedule && (schedule.status === 'active' || schedule.status === 'not_started')) {
      schedule.status = 'canceled';
      schedule.canceled_at = at;
      schedule.current_phase = null;
      await this.webhooks.emit('subscription_schedule.canceled', schedule);
    }
    await this.webhooks.emit('customer.subscription.deleted', sub);
    return sub;
  }

  createPortalSession(input: {
    customer: string;
    return_url?: string;
    locale?: string | null;
  }): PortalSession {
    this.customer(input.customer, 'customer');
    const id = newId('bps', 24);
    const session: PortalSession = {
      id,
      object: 'billing_portal.session',
      created: now(),
      customer: input.customer,
      return_url: input.return_url ?? null,
      url: `${this.publicUrl()}/portal/${id}`,
      locale: input.locale ?? null,
      livemode: false,
    };
    this.state.portalSessions.set(id, session);
    return session;
  }

  portalSession(id: string): PortalSession {
    const s = this.state.portalSessions.get(id);
    if (!s) throw noSuch('billing_portal.session', id);
    return s;
  }

  customerSubscriptions(customer: string): Subscription[] {
    // Newest first; reversed insertion order breaks ties within one second.
    return [...this.state.subscriptions.values()]
      .reverse()
      .filter((s) => s.customer === customer)
      .sort((a, b) => b.created - a.created);
  }
}

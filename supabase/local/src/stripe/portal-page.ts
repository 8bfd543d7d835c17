import { escapeHtml as esc } from '../../../functions/_shared/escape.ts';
import { StripeApiError, type Engine } from './engine.ts';
import { layout, longDate, notFound, type PageResult } from './page-layout.ts';
import { describePrice, type Price, type Subscription } from './store.ts';

// The hosted billing portal: the current plan, switching to another price, cancelling and renewing.

function subscriptionName(engine: Engine, sub: Subscription): string {
  return sub.items.data
    .map((it) => engine.state.products.get(it.price.product)?.name ?? 'Subscription')
    .join(', ');
}

/** Prices a subscription may switch to: active recurring prices of products marked the same kind. */
function alternatives(engine: Engine, sub: Subscription): Price[] {
  const current = sub.items.data[0]?.price;
  if (!current) return [];
  const kind = engine.state.products.get(current.product)?.metadata.kind;
  if (!kind) return [];
  return [...engine.state.prices.values()].filter(
    (p) =>
      p.active &&
      p.recurring &&
      p.lookup_key !== null &&
      p.currency === current.currency &&
      engine.state.products.get(p.product)?.metadata.kind === kind,
  );
}

const NOTICES: Record<string, string> = {
  updated: 'Your plan has been updated.',
  canceled: 'Your subscription has been canceled.',
  scheduled: 'Your subscription will be canceled at the end of the billing period.',
  renewed: 'Your subscription will renew as normal.',
};

/**
 * What the portal offers, as a Stripe portal configuration does. Plan switching is off unless
 * asked for: plan changes apply from the next billing cycle (change-plan), and Stripe's portal
 * would switch at once and prorate.
 */
export interface PortalFeatures {
  planChanges: boolean;
}

export function portalPage(
  engine: Engine,
  portalId: string,
  merchant: string,
  notice?: string,
  error?: string,
  features: PortalFeatures = { planChanges: false },
): PageResult {
  let portal;
  try {
    portal = engine.portalSession(portalId);
  } catch {
    return notFound('Billing portal session');
  }
  const customer = engine.state.customers.get(portal.customer);
  const subs = engine.customerSubscriptions(portal.customer).filter((s) => s.status !== 'canceled');
  const cards = subs
    .map((sub) => {
      const item = sub.items.data[0];
      const price = item?.price;
      const end = item?.current_period_end;
      const options = alternatives(engine, sub)
        .map((p) => {
          const name = engine.state.products.get(p.product)?.name ?? p.id;
          const selected = p.id === price?.id ? ' selected' : '';
          return `<option value="${esc(p.id)}"${selected}>${esc(name)} – ${esc(describePrice(p))}</option>`;
        })
        .join('');
      const selectId = `price-${sub.id}`;
      const status = sub.cancel_at_period_end
        ? `Cancels on ${esc(end ? longDate(end) : 'the period end')}.`
        : `Active. Renews on ${esc(end ? longDate(end) : 'the period end')}.`;
      const change =
        features.planChanges && options && !sub.cancel_at_period_end
          ? `<form method="post" action="/portal/${esc(portal.id)}/update">
<input type="hidden" name="subscription" value="${esc(sub.id)}">
<label for="${esc(selectId)}">Change plan</label>
<select id="${esc(selectId)}" name="price">${options}</select>
<button type="submit">Update plan</button>
</form>`
          : '';
      const cancel = sub.cancel_at_period_end
        ? `<form method="post" action="/portal/${esc(portal.id)}/renew">
<input type="hidden" name="subscription" value="${esc(sub.id)}">
<button type="submit">Don't cancel</button>
</form>`
        : `<form method="post" action="/portal/${esc(portal.id)}/cancel">
<input type="hidden" name="subscription" value="${esc(sub.id)}">
<fieldset class="card"><legend>Cancel ${esc(subscriptionName(engine, sub))}</legend>
<label class="radio"><input type="radio" name="when" value="period_end" checked>At the end of the billing period</label>
<label class="radio"><input type="radio" name="when" value="now">Immediately</label>
<button type="submit" class="secondary">Cancel subscription</button>
</fieldset>
</form>`;
      return `<section class="card" aria-labelledby="h-${esc(sub.id)}">
<h3 id="h-${esc(sub.id)}">${esc(subscriptionName(engine, sub))}</h3>
<p>${esc(price ? describePrice(price) : '')}</p>
<p>${status}</p>
${change}
${cancel}
</section>`;
    })
    .join('\n');
  const message = notice ? NOTICES[notice] : undefined;
  const body = `
<p class="merchant">${esc(merchant)}</p>
<h1>Manage your billing</h1>
${customer?.email ? `<p>Signed in as ${esc(customer.email)}</p>` : ''}
${message ? `<div class="notice" role="status">${esc(message)}</div>` : ''}
${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<h2>Current subscriptions</h2>
${cards || '<p>You have no active subscriptions.</p>'}
${portal.return_url ? `<a class="back" href="${esc(portal.return_url)}">Return to ${esc(merchant)}</a>` : ''}`;
  return { status: error ? 400 : 200, html: layout(`Billing – ${merchant}`, body) };
}

export async function portalAction(
  engine: Engine,
  portalId: string,
  action: string,
  merchant: string,
  form: URLSearchParams,
  features: PortalFeatures = { planChanges: false },
): Promise<PageResult> {
  let portal;
  try {
    portal = engine.portalSession(portalId);
  } catch {
    return notFound('Billing portal session');
  }
  const subId = form.get('subscription') ?? '';
  const sub = engine.state.subscriptions.get(subId);
  // A portal session may only touch its own customer's subscriptions.
  if (!sub || sub.customer !== portal.customer) {
    return portalPage(
      engine,
      portalId,
      merchant,
      undefined,
      'That subscription was not found.',
      features,
    );
  }
  const back = (notice: string): PageResult => ({
    status: 303,
    redirect: `/portal/${portal.id}?notice=${notice}`,
  });
  try {
    if (action === 'update' && features.planChanges) {
      const priceId = form.get('price') ?? '';
      if (!alternatives(engine, sub).some((p) => p.id === priceId)) {
        return portalPage(
          engine,
          portalId,
          merchant,
          undefined,
          'Choose one of the listed plans.',
          features,
        );
      }
      const item = sub.items.data[0];
      if (item && item.price.id !== priceId) {
        await engine.updateSubscription(sub.id, { items: [{ id: item.id, price: priceId }] });
      }
      return back('updated');
    }
    if (action === 'cancel') {
      if (form.get('when') === 'now') {
        await engine.cancelSubscription(sub.id);
        return back('canceled');
      }
      await engine.updateSubscription(sub.id, { cancel_at_period_end: true });
      return back('scheduled');
    }
    if (action === 'renew') {
      await engine.updateSubscription(sub.id, { cancel_at_period_end: false });
      return back('renewed');
    }
  } catch (error) {
    if (error instanceof StripeApiError)
      return portalPage(engine, portalId, merchant, undefined, error.message, features);
    throw error;
  }
  return notFound('Page');
}

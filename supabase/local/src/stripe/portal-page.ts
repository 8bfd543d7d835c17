import { escapeHtml as esc } from '../../../functions/_shared/escape.ts';
import type { Engine } from './engine.ts';
import { StripeApiError } from './errors.ts';
import { pageLanguage, type PageLanguage } from './locales.ts';
import { layout, linked, notFound, type PageResult } from './page-layout.ts';
import { PAGE_TEXT, pageDate, pagePrice } from './page-texts.ts';
import type { Price, Subscription } from './store.ts';

// The hosted billing portal: the current plan, switching to another price, cancelling and
// renewing; in the portal session's language (fr and fr-CA in French).

function subscriptionName(engine: Engine, sub: Subscription, lang: PageLanguage): string {
  return sub.items.data
    .map((it) => engine.state.products.get(it.price.product)?.name ?? PAGE_TEXT[lang].subscription)
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
  const portal = linked(() => engine.portalSession(portalId));
  if (!portal) return notFound('portalSession');
  const lang = pageLanguage(portal.locale);
  const t = PAGE_TEXT[lang];
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
          return `<option value="${esc(p.id)}"${selected}>${esc(name)} – ${esc(pagePrice(lang, p))}</option>`;
        })
        .join('');
      const selectId = `price-${sub.id}`;
      const date = end ? pageDate(lang, end) : t.periodEnd;
      const status = esc(sub.cancel_at_period_end ? t.cancelsOn(date) : t.renewsOn(date));
      const change =
        features.planChanges && options && !sub.cancel_at_period_end
          ? `<form method="post" action="/portal/${esc(portal.id)}/update">
<input type="hidden" name="subscription" value="${esc(sub.id)}">
<label for="${esc(selectId)}">${esc(t.changePlan)}</label>
<select id="${esc(selectId)}" name="price">${options}</select>
<button type="submit">${esc(t.updatePlan)}</button>
</form>`
          : '';
      const cancel = sub.cancel_at_period_end
        ? `<form method="post" action="/portal/${esc(portal.id)}/renew">
<input type="hidden" name="subscription" value="${esc(sub.id)}">
<button type="submit">${esc(t.dontCancel)}</button>
</form>`
        : `<form method="post" action="/portal/${esc(portal.id)}/cancel">
<input type="hidden" name="subscription" value="${esc(sub.id)}">
<fieldset class="card"><legend>${esc(t.cancelName(subscriptionName(engine, sub, lang)))}</legend>
<label class="radio"><input type="radio" name="when" value="period_end" checked>${esc(t.atPeriodEnd)}</label>
<label class="radio"><input type="radio" name="when" value="now">${esc(t.immediately)}</label>
<button type="submit" class="secondary">${esc(t.cancelSubscription)}</button>
</fieldset>
</form>`;
      return `<section class="card" aria-labelledby="h-${esc(sub.id)}">
<h3 id="h-${esc(sub.id)}">${esc(subscriptionName(engine, sub, lang))}</h3>
<p>${esc(price ? pagePrice(lang, price) : '')}</p>
<p>${status}</p>
${change}
${cancel}
</section>`;
    })
    .join('\n');
  const message = notice ? t.notices[notice] : undefined;
  const body = `
<p class="merchant">${esc(merchant)}</p>
<h1>${esc(t.manage)}</h1>
${customer?.email ? `<p>${esc(t.signedInAs(customer.email))}</p>` : ''}
${message ? `<div class="notice" role="status">${esc(message)}</div>` : ''}
${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<h2>${esc(t.current)}</h2>
${cards || `<p>${esc(t.none)}</p>`}
${portal.return_url ? `<a class="back" href="${esc(portal.return_url)}">${esc(t.returnTo(merchant))}</a>` : ''}`;
  return { status: error ? 400 : 200, html: layout(`${t.billing} – ${merchant}`, body, lang) };
}

export async function portalAction(
  engine: Engine,
  portalId: string,
  action: string,
  merchant: string,
  form: URLSearchParams,
  features: PortalFeatures = { planChanges: false },
): Promise<PageResult> {
  const portal = linked(() => engine.portalSession(portalId));
  if (!portal) return notFound('portalSession');
  const t = PAGE_TEXT[pageLanguage(portal.locale)];
  const subId = form.get('subscription') ?? '';
  const sub = engine.state.subscriptions.get(subId);
  // A portal session may only touch its own customer's subscriptions.
  if (!sub || sub.customer !== portal.customer) {
    return portalPage(engine, portalId, merchant, undefined, t.subscriptionNotFound, features);
  }
  const back = (notice: string): PageResult => ({
    status: 303,
    redirect: `/portal/${portal.id}?notice=${notice}`,
  });
  try {
    if (action === 'update' && features.planChanges) {
      const priceId = form.get('price') ?? '';
      if (!alternatives(engine, sub).some((p) => p.id === priceId)) {
        return portalPage(engine, portalId, merchant, undefined, t.chooseListed, features);
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
  return notFound('page');
}

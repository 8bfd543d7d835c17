import { escapeHtml as esc } from '../../../functions/_shared/escape.ts';
import { Engine, StripeApiError } from './engine.ts';
import {
  describePrice,
  formatAmount,
  type CheckoutSession,
  type Price,
  type Subscription,
} from './store.ts';

// Hosted checkout and billing-portal pages that a person uses in a browser: real labels, visible
// errors announced to screen readers, high-contrast colours and focus rings.

export interface PageResult {
  status: number;
  html?: string;
  redirect?: string;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1f36;background:#f6f8fa;line-height:1.5}
.test{background:#fff4e5;color:#5c3b00;border-bottom:1px solid #e0b15c;padding:.5rem 1rem;text-align:center;margin:0}
main{max-width:34rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;border:1px solid #d0d7de}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}h3{font-size:1.05rem;margin:0 0 .25rem}
.merchant{font-weight:600;color:#3c4257;margin:0 0 1rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}.amount span{font-size:1rem;font-weight:400;color:#3c4257}
label,legend{display:block;font-weight:600;margin:1rem 0 .25rem}
input,select{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7280;border-radius:6px;color:#1a1f36;background:#fff}
input[aria-invalid=true]{border:2px solid #b3261e}
input[type=radio]{width:auto;margin-right:.5rem}
.radio{display:flex;align-items:center;font-weight:400;margin:.25rem 0}
.row{display:flex;gap:1rem}.row>div{flex:1}
.hint{color:#3c4257;font-size:.9rem;margin:.25rem 0 0}
button{margin-top:1.25rem;width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:6px;background:#0a2540;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#8a1c14;border:2px solid #8a1c14}
a{color:#0b4f99}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0b4f99;outline-offset:2px}
.error{background:#fdecea;color:#8a1c14;border:1px solid #b3261e;border-radius:6px;padding:.75rem;margin:1rem 0}
.notice{background:#e7f5ec;color:#14532d;border:1px solid #2f855a;border-radius:6px;padding:.75rem;margin:1rem 0}
.card{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem;margin:0}dt{color:#3c4257}dd{margin:0;text-align:right}
.back{display:inline-block;margin-top:1.5rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="test" role="note">Test mode: no real payment is taken.</p>
<main>
${body}
</main>
</body>
</html>`;
}

function longDate(unix: number): string {
  return new Date(unix * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function notFound(what: string): PageResult {
  return {
    status: 404,
    html: layout(
      'Not found',
      `<h1>${esc(what)} not found</h1><p>This link is invalid or has expired.</p>`,
    ),
  };
}

// ---------- Checkout ----------

interface PayForm {
  email?: string;
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  cardName?: string;
}

type PayField = 'cardNumber' | 'expiry' | 'cvc' | 'email';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's test-card behaviour for the numbers a tester types. */
export function checkCard(
  form: PayForm,
  today = new Date(),
): { field: PayField; message: string; status: number } | null {
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!number)
    return { field: 'cardNumber', message: 'Your card number is incomplete.', status: 400 };
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return { field: 'cardNumber', message: 'Your card number is invalid.', status: 400 };
  }
  const exp = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec((form.expiry ?? '').replace(/\s/g, ''));
  if (!exp)
    return { field: 'expiry', message: "Your card's expiration date is incomplete.", status: 400 };
  const month = Number(exp[1]);
  const year = Number(exp[2]) + ((exp[2] as string).length === 2 ? 2000 : 0);
  if (month < 1 || month > 12)
    return { field: 'expiry', message: "Your card's expiration month is invalid.", status: 400 };
  if (
    year < today.getUTCFullYear() ||
    (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
  ) {
    return { field: 'expiry', message: "Your card's expiration date is in the past.", status: 400 };
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) {
    return { field: 'cvc', message: "Your card's security code is incomplete.", status: 400 };
  }
  if (number === '4000000000000002')
    return { field: 'cardNumber', message: 'Your card was declined.', status: 402 };
  if (number === '4000000000009995') {
    return { field: 'cardNumber', message: 'Your card has insufficient funds.', status: 402 };
  }
  if (number === '4000000000000069')
    return { field: 'cardNumber', message: 'Your card has expired.', status: 402 };
  return null;
}

function lineItemsHtml(
  engine: Engine,
  session: CheckoutSession,
): { title: string; rows: string; prices: Price[] } {
  const prices = session._line_items.map((li) => engine.price(li.price));
  const names = prices.map((p) => engine.state.products.get(p.product)?.name ?? 'Item');
  const rows = prices
    .map(
      (p, i) =>
        `<dt>${esc(names[i])}${(session._line_items[i]?.quantity ?? 1) > 1 ? ` × ${session._line_items[i]?.quantity}` : ''}</dt><dd>${esc(describePrice(p))}</dd>`,
    )
    .join('');
  return { title: names.join(', '), rows, prices };
}

export function payPage(
  engine: Engine,
  sessionId: string,
  merchant: string,
  form: PayForm = {},
  error?: { field: PayField; message: string },
): PageResult {
  let session: CheckoutSession;
  try {
    session = engine.checkoutSession(sessionId);
  } catch {
    return notFound('Checkout session');
  }
  if (session.status === 'complete') {
    return {
      status: 200,
      html: layout(
        `Payment complete – ${merchant}`,
        `<p class="merchant">${esc(merchant)}</p><h1>This checkout is already complete</h1>` +
          (session.success_url
            ? `<p><a href="${esc(successUrl(session))}">Continue to ${esc(merchant)}</a></p>`
            : ''),
      ),
    };
  }
  if (session.status === 'expired') {
    return {
      status: 410,
      html: layout(
        `Checkout expired – ${merchant}`,
        `<p class="merchant">${esc(merchant)}</p><h1>This checkout has expired</h1>` +
          (session.cancel_url
            ? `<p><a href="${esc(session.cancel_url)}">Return to ${esc(merchant)}</a></p>`
            : ''),
      ),
    };
  }
  const items = lineItemsHtml(engine, session);
  const first = items.prices[0];
  const customer = session.customer ? engine.state.customers.get(session.customer) : undefined;
  const email = form.email ?? customer?.email ?? session.customer_email ?? '';
  const invalid = (f: PayField) => (error?.field === f ? ' aria-invalid="true"' : '');
  const describedBy = (f: PayField, hint?: string) => {
    const ids = [hint, error?.field === f ? 'pay-error' : undefined].filter(Boolean).join(' ');
    return ids ? ` aria-describedby="${ids}"` : '';
  };
  const verb = session.mode === 'subscription' ? 'Subscribe' : 'Pay';
  const body = `
<p class="merchant">${esc(merchant)}</p>
<h1>${esc(verb)} to ${esc(items.title)}</h1>
<p class="amount">${esc(formatAmount(first?.unit_amount ?? 0, session.currency))}${first?.recurring ? ` <span>per ${esc(first.recurring.interval)}</span>` : ''}</p>
<dl>${items.rows}<dt><strong>Total due today</strong></dt><dd><strong>${esc(formatAmount(session.amount_total, session.currency))}</strong></dd></dl>
${error ? `<div class="error" id="pay-error" role="alert">${esc(error.message)}</div>` : ''}
<form method="post" action="/pay/${esc(session.id)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" value="${esc(email)}"${invalid('email')}${describedBy('email')}>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required value="${esc(form.cardNumber ?? '')}"${invalid('cardNumber')}${describedBy('cardNumber', 'card-hint')}>
<p class="hint" id="card-hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any future date and any 3 digits.</p>
<div class="row">
<div><label for="expiry">Expiry date (MM / YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required value="${esc(form.expiry ?? '')}"${invalid('expiry')}${describedBy('expiry')}></div>
<div><label for="cvc">Security code (CVC)</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required value="${esc(form.cvc ?? '')}"${invalid('cvc')}${describedBy('cvc')}></div>
</div>
<label for="cardName">Name on card</label>
<input id="cardName" name="cardName" autocomplete="cc-name" value="${esc(form.cardName ?? '')}">
<button type="submit">${esc(verb)}</button>
</form>
${session.cancel_url ? `<a class="back" href="${esc(session.cancel_url)}">Cancel and return to ${esc(merchant)}</a>` : ''}`;
  return { status: error ? 400 : 200, html: layout(`${verb} – ${merchant}`, body) };
}

function successUrl(session: CheckoutSession): string {
  return (session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id);
}

export async function submitPayment(
  engine: Engine,
  sessionId: string,
  merchant: string,
  form: PayForm,
): Promise<PageResult> {
  let session: CheckoutSession;
  try {
    session = engine.checkoutSession(sessionId);
  } catch {
    return notFound('Checkout session');
  }
  if (session.status !== 'open') return payPage(engine, sessionId, merchant);
  const problem = checkCard(form);
  if (problem) {
    const page = payPage(engine, sessionId, merchant, form, problem);
    return { ...page, status: problem.status };
  }
  await engine.completeCheckout(sessionId, form.email?.trim() || undefined);
  return { status: 303, redirect: successUrl(session) };
}

// ---------- Billing portal ----------

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

export function portalPage(
  engine: Engine,
  portalId: string,
  merchant: string,
  notice?: string,
  error?: string,
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
        options && !sub.cancel_at_period_end
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
    return portalPage(engine, portalId, merchant, undefined, 'That subscription was not found.');
  }
  const back = (notice: string): PageResult => ({
    status: 303,
    redirect: `/portal/${portal.id}?notice=${notice}`,
  });
  try {
    if (action === 'update') {
      const priceId = form.get('price') ?? '';
      if (!alternatives(engine, sub).some((p) => p.id === priceId)) {
        return portalPage(engine, portalId, merchant, undefined, 'Choose one of the listed plans.');
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
      return portalPage(engine, portalId, merchant, undefined, error.message);
    throw error;
  }
  return notFound('Page');
}

import { escapeHtml as esc } from '../../../functions/_shared/escape.ts';
import type { Engine } from './engine.ts';
import { layout, notFound, type PageResult } from './page-layout.ts';
import { describePrice, formatAmount, type CheckoutSession, type Price } from './store.ts';

// The hosted checkout page: the order, a card form with Stripe's test-card behaviour, and the
// redirect back to the site once the payment went through.

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
function checkCard(
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

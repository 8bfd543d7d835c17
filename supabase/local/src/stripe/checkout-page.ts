import { escapeHtml as esc } from '../../../functions/_shared/escape.ts';
import type { Engine } from './engine.ts';
import { pageLanguage } from './locales.ts';
import { layout, linked, notFound, type PageResult } from './page-layout.ts';
import { PAGE_TEXT, pageAmount, pagePrice, type PageText } from './page-texts.ts';
import type { CheckoutSession, Price } from './store.ts';
import {
  buyerFieldsHtml,
  pendingTaxHtml,
  readBuyer,
  taxRowsHtml,
  type BuyerForm,
} from './checkout-tax.ts';
import { TAX_TEXT } from './tax-texts.ts';

// The hosted checkout page: the order, a card form with Stripe's test-card behaviour, and the
// redirect back to the site once the payment went through; in the session's language (fr and fr-CA
// in French), which it keeps however often the page is opened, as Stripe's own page does.

interface PayForm extends BuyerForm {
  email?: string;
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  cardName?: string;
}

type PayField = 'cardNumber' | 'expiry' | 'cvc' | 'email' | keyof BuyerForm;

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
  e: PageText['cardErrors'],
  today = new Date(),
): { field: PayField; message: string; status: number } | null {
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!number) return { field: 'cardNumber', message: e.incomplete, status: 400 };
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return { field: 'cardNumber', message: e.invalid, status: 400 };
  }
  const exp = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec((form.expiry ?? '').replace(/\s/g, ''));
  if (!exp) return { field: 'expiry', message: e.expiryIncomplete, status: 400 };
  const month = Number(exp[1]);
  const year = Number(exp[2]) + ((exp[2] as string).length === 2 ? 2000 : 0);
  if (month < 1 || month > 12) return { field: 'expiry', message: e.monthInvalid, status: 400 };
  if (
    year < today.getUTCFullYear() ||
    (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
  ) {
    return { field: 'expiry', message: e.expiryPast, status: 400 };
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) {
    return { field: 'cvc', message: e.cvcIncomplete, status: 400 };
  }
  if (number === '4000000000000002')
    return { field: 'cardNumber', message: e.declined, status: 402 };
  if (number === '4000000000009995') {
    return { field: 'cardNumber', message: e.insufficient, status: 402 };
  }
  if (number === '4000000000000069')
    return { field: 'cardNumber', message: e.cardExpired, status: 402 };
  return null;
}

function lineItemsHtml(
  engine: Engine,
  session: CheckoutSession,
  lang: 'en' | 'fr',
): { title: string; rows: string; prices: Price[] } {
  const prices = session._line_items.map((li) => engine.price(li.price));
  const names = prices.map((p) => engine.state.products.get(p.product)?.name ?? 'Item');
  const rows = prices
    .map(
      (p, i) =>
        `<dt>${esc(names[i])}${(session._line_items[i]?.quantity ?? 1) > 1 ? ` × ${session._line_items[i]?.quantity}` : ''}</dt><dd>${esc(pagePrice(lang, p))}</dd>`,
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
  const session = linked(() => engine.checkoutSession(sessionId));
  if (!session) return notFound('checkoutSession');
  const lang = pageLanguage(session.locale);
  const t = PAGE_TEXT[lang];
  // A finished session: its heading and, when the session has one, the link back to the site.
  const ended = (status: number, title: string, heading: string, link?: [string, string]) => ({
    status,
    html: layout(
      `${title} – ${merchant}`,
      `<p class="merchant">${esc(merchant)}</p><h1>${esc(heading)}</h1>` +
        (link ? `<p><a href="${esc(link[0])}">${esc(link[1])}</a></p>` : ''),
      lang,
    ),
  });
  if (session.status === 'complete')
    return ended(
      200,
      t.paymentComplete,
      t.alreadyComplete,
      session.success_url ? [successUrl(session), t.continueTo(merchant)] : undefined,
    );
  if (session.status === 'expired')
    return ended(
      410,
      t.checkoutExpired,
      t.expired,
      session.cancel_url ? [session.cancel_url, t.returnTo(merchant)] : undefined,
    );
  const items = lineItemsHtml(engine, session, lang);
  const first = items.prices[0];
  const customer = session.customer ? engine.state.customers.get(session.customer) : undefined;
  const email = form.email ?? customer?.email ?? session.customer_email ?? '';
  const invalid = (f: PayField) => (error?.field === f ? ' aria-invalid="true"' : '');
  const describedBy = (f: PayField, hint?: string) => {
    const ids = [hint, error?.field === f ? 'pay-error' : undefined].filter(Boolean).join(' ');
    return ids ? ` aria-describedby="${ids}"` : '';
  };
  const verb = session.mode === 'subscription' ? t.subscribe : t.pay;
  // The taxes follow from the address typed below: until the payment, the page says so.
  const taxRows = session.automatic_tax
    ? taxRowsHtml(engine.state, lang, session.currency, session.amount_subtotal, [], false) +
      pendingTaxHtml(lang)
    : '';
  const body = `
<p class="merchant">${esc(merchant)}</p>
<h1>${esc(t.heading(session.mode === 'subscription', items.title))}</h1>
<p class="amount">${esc(pageAmount(lang, first?.unit_amount ?? 0, session.currency))}${first?.recurring ? ` <span>${esc(t.per(first.recurring.interval))}</span>` : ''}</p>
<dl>${items.rows}${taxRows}<dt><strong>${esc(t.totalDue)}</strong></dt><dd><strong>${esc(pageAmount(lang, session.amount_total, session.currency))}${session.automatic_tax ? ` ${esc(t.plusTaxes)}` : ''}</strong></dd></dl>
${error ? `<div class="error" id="pay-error" role="alert">${esc(error.message)}</div>` : ''}
<form method="post" action="/pay/${esc(session.id)}">
<label for="email">${esc(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" value="${esc(email)}"${invalid('email')}${describedBy('email')}>
${buyerFieldsHtml(session, lang, form, error && error.field in TAX_TEXT.en.errors ? (error.field as keyof BuyerForm) : undefined)}
<label for="cardNumber">${esc(t.cardNumber)}</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required value="${esc(form.cardNumber ?? '')}"${invalid('cardNumber')}${describedBy('cardNumber', 'card-hint')}>
<p class="hint" id="card-hint">${esc(t.testCards)}</p>
<div class="row">
<div><label for="expiry">${esc(t.expiry)}</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="${esc(t.expiryPlaceholder)}" required value="${esc(form.expiry ?? '')}"${invalid('expiry')}${describedBy('expiry')}></div>
<div><label for="cvc">${esc(t.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required value="${esc(form.cvc ?? '')}"${invalid('cvc')}${describedBy('cvc')}></div>
</div>
<label for="cardName">${esc(t.cardName)}</label>
<input id="cardName" name="cardName" autocomplete="cc-name" value="${esc(form.cardName ?? '')}">
<button type="submit">${esc(verb)}</button>
</form>
${session.cancel_url ? `<a class="back" href="${esc(session.cancel_url)}">${esc(t.cancelAndReturn(merchant))}</a>` : ''}`;
  return { status: error ? 400 : 200, html: layout(`${verb} – ${merchant}`, body, lang) };
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
  const session = linked(() => engine.checkoutSession(sessionId));
  if (!session) return notFound('checkoutSession');
  if (session.status !== 'open') return payPage(engine, sessionId, merchant);
  const lang = pageLanguage(session.locale);
  const buyer = readBuyer(session, form);
  if ('field' in buyer) {
    const message = TAX_TEXT[lang].errors[buyer.field];
    return payPage(engine, sessionId, merchant, form, { field: buyer.field, message });
  }
  const problem = checkCard(form, PAGE_TEXT[lang].cardErrors);
  if (problem) {
    const page = payPage(engine, sessionId, merchant, form, problem);
    return { ...page, status: problem.status };
  }
  await engine.completeCheckout(sessionId, form.email?.trim() || undefined, buyer.buyer);
  return { status: 303, redirect: successUrl(session) };
}

// ---------- Billing portal ----------

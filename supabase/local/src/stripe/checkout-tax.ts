import { escapeHtml as esc } from '../../../functions/_shared/escape.ts';
import { invalid } from './errors.ts';
import type { PageLanguage } from './locales.ts';
import { pageAmount } from './page-texts.ts';
import type { CheckoutSession, Customer, LocalStripeState } from './store.ts';
import {
  addressProblem,
  parseTaxId,
  type Address,
  type AddressField,
  type CustomerTaxId,
  type TaxAmount,
} from './tax.ts';
import { TAX_TEXT, taxPercent } from './tax-texts.ts';

// Checkout's tax options (automatic_tax, billing_address_collection, tax_id_collection,
// customer_update) as Stripe accepts and refuses them, and the billing-address part of the page.

export interface CheckoutTaxInput {
  automatic_tax?: boolean;
  billing_address_collection?: string;
  tax_id_collection?: boolean;
  customer_update?: { address?: string; name?: string };
}

export interface BuyerDetails {
  address?: Address;
  taxId?: CustomerTaxId;
}

/** The session's tax settings; the combinations Stripe refuses are refused with its 400s. */
export function checkoutTaxOptions(
  input: CheckoutTaxInput,
  customer: Customer | undefined,
): Pick<CheckoutSession, 'automatic_tax' | 'billing_address_collection' | 'tax_id_collection'> {
  const collection = input.billing_address_collection;
  if (collection !== undefined && collection !== 'auto' && collection !== 'required') {
    throw invalid(
      'billing_address_collection',
      'Invalid billing_address_collection: must be one of auto or required',
    );
  }
  const update = input.customer_update ?? {};
  for (const key of ['address', 'name'] as const) {
    const value = update[key];
    if (value !== undefined && value !== 'auto' && value !== 'never') {
      throw invalid(
        `customer_update[${key}]`,
        `Invalid customer_update[${key}]: must be one of auto or never`,
      );
    }
  }
  if (input.automatic_tax && customer && !customer.address && update.address !== 'auto') {
    throw invalid(
      'automatic_tax[enabled]',
      "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set either `customer_update[address]` to 'auto' or `customer_update[shipping]` to 'auto' to save the address entered in Checkout to the Customer.",
    );
  }
  if (input.tax_id_collection && customer && update.name !== 'auto') {
    throw invalid(
      'tax_id_collection[enabled]',
      "Tax ID collection requires updating business name on the customer. To enable tax ID collection for an existing customer, please set `customer_update[name]` to 'auto'.",
    );
  }
  return {
    automatic_tax: input.automatic_tax === true,
    // Stripe Tax needs the address: with automatic tax on, Checkout asks for it whatever this says.
    billing_address_collection: (collection as 'auto' | 'required' | undefined) ?? null,
    tax_id_collection: input.tax_id_collection === true,
  };
}

export type BuyerForm = Partial<Record<AddressField | 'taxId', string>>;

/** Whether the page asks for a billing address (Stripe asks whenever it computes tax). */
const asksAddress = (s: CheckoutSession) =>
  s.automatic_tax || s.billing_address_collection === 'required';

/** The buyer's details from the page's form, or the first field that is wrong. */
export function readBuyer(
  session: CheckoutSession,
  form: BuyerForm,
): { buyer: BuyerDetails } | { field: AddressField | 'taxId' } {
  const buyer: BuyerDetails = {};
  if (asksAddress(session)) {
    const value = (key: AddressField) => form[key]?.trim() || null;
    const address: Address = {
      country: value('country')?.toUpperCase() ?? null,
      line1: value('line1'),
      line2: null,
      city: value('city'),
      state: value('state')?.toUpperCase() ?? null,
      postal_code: value('postal_code')?.toUpperCase() ?? null,
    };
    if (address.country !== 'CA') address.state = address.state || null;
    const problem = addressProblem(address);
    if (problem) return { field: problem };
    buyer.address = address;
  }
  const rawTaxId = session.tax_id_collection ? form.taxId?.trim() : undefined;
  if (rawTaxId) {
    const taxId = parseTaxId(rawTaxId);
    if (!taxId) return { field: 'taxId' };
    buyer.taxId = taxId;
  }
  return { buyer };
}

function field(id: string, label: string, input: string, error?: string): string {
  return `<label for="${id}">${esc(label)}</label>${input}${error ? `<p class="hint" id="${id}-error">${esc(error)}</p>` : ''}`;
}

/** The billing address and business-number fields of the checkout form. */
export function buyerFieldsHtml(
  session: CheckoutSession,
  lang: PageLanguage,
  form: BuyerForm,
  wrong?: AddressField | 'taxId',
): string {
  const t = TAX_TEXT[lang];
  const attrs = (id: AddressField | 'taxId') =>
    wrong === id ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const err = (id: AddressField | 'taxId') => (wrong === id ? t.errors[id] : undefined);
  const options = (all: Record<string, string>, chosen: string | undefined, blank: boolean) =>
    (blank ? '<option value=""></option>' : '') +
    Object.entries(all)
      .map(
        ([code, name]) =>
          `<option value="${code}"${code === chosen ? ' selected' : ''}>${esc(name)}</option>`,
      )
      .join('');
  const text = (id: AddressField | 'taxId', autocomplete: string, required = true) =>
    `<input id="${id}" name="${id}" autocomplete="${autocomplete}"${required ? ' required' : ''} value="${esc(form[id] ?? '')}"${attrs(id)}>`;
  let html = '';
  if (asksAddress(session)) {
    html +=
      `<fieldset><legend>${esc(t.billingAddress)}</legend>` +
      field(
        'country',
        t.country,
        `<select id="country" name="country" autocomplete="country"${attrs('country')}>${options(t.countries, form.country ?? 'CA', false)}</select>`,
        err('country'),
      ) +
      field('line1', t.line1, text('line1', 'address-line1'), err('line1')) +
      field('city', t.city, text('city', 'address-level2'), err('city')) +
      field(
        'state',
        t.province,
        `<select id="state" name="state" autocomplete="address-level1"${attrs('state')}>${options(t.provinces, form.state, true)}</select>`,
        err('state'),
      ) +
      field(
        'postal_code',
        t.postalCode,
        text('postal_code', 'postal-code', false),
        err('postal_code'),
      ) +
      '</fieldset>';
  }
  if (session.tax_id_collection) {
    html += field('taxId', t.taxId, text('taxId', 'off', false), err('taxId') ?? t.taxIdHint);
  }
  return html;
}

/** Subtotal, each tax and the total, as rows of the order's <dl>. */
export function taxRowsHtml(
  state: LocalStripeState,
  lang: PageLanguage,
  currency: string,
  subtotal: number,
  taxes: readonly TaxAmount[],
  outsideCanada: boolean,
): string {
  const t = TAX_TEXT[lang];
  const row = (label: string, amount: number) =>
    `<dt>${esc(label)}</dt><dd>${esc(pageAmount(lang, amount, currency))}</dd>`;
  return (
    row(t.subtotal, subtotal) +
    taxes
      .map((tax) => {
        const rate = state.taxRates.get(tax.tax_rate);
        const label = rate ? t.tax[rate.tax_type](taxPercent(lang, rate.percentage)) : tax.tax_rate;
        return row(label, tax.amount);
      })
      .join('') +
    (outsideCanada ? row(t.noTax, 0) : '')
  );
}

/** Before the address is known: the subtotal and a line saying the taxes follow from it. */
export function pendingTaxHtml(lang: PageLanguage): string {
  return `<dt>${esc(TAX_TEXT[lang].taxLater)}</dt><dd></dd>`;
}

import type Stripe from 'stripe';
import type { Invoice, InvoiceLine } from '../store.ts';
import { sumTaxes, type Address, type TaxAmount } from '../tax.ts';
import { wireDecimal } from './price.ts';

/** Where an invoice is shown and downloaded; the emulator serves both (page-routes.ts). */
function invoiceUrls(publicUrl: string, id: string) {
  return { page: `${publicUrl}/invoice/${id}`, pdf: `${publicUrl}/invoice/${id}/pdf` };
}

/** What the invoice's lines cost before tax, their taxes, and the total charged. */
export function invoiceAmounts(invoice: Invoice) {
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = invoice.lines.reduce((sum, line) => sum + sumTaxes(line.taxes), 0);
  return { subtotal, tax, total: subtotal + tax };
}

/** A tax in Stripe's shape (`Stripe.InvoiceLineItem.Tax`, `Stripe.Invoice.TotalTax`). */
function taxObject(tax: TaxAmount) {
  return {
    amount: tax.amount,
    tax_behavior: 'exclusive' as const,
    tax_rate_details: { tax_rate: tax.tax_rate },
    taxability_reason: tax.taxability_reason,
    taxable_amount: tax.taxable_amount,
    type: 'tax_rate_details' as const,
  };
}

/** The taxes of all lines, one entry per rate, as Stripe sums them into `total_taxes`. */
function totalTaxes(invoice: Invoice): Stripe.Invoice.TotalTax[] {
  const byRate = new Map<string, TaxAmount>();
  for (const tax of invoice.lines.flatMap((line) => line.taxes)) {
    const seen = byRate.get(tax.tax_rate);
    byRate.set(
      tax.tax_rate,
      seen
        ? {
            ...seen,
            amount: seen.amount + tax.amount,
            taxable_amount: seen.taxable_amount + tax.taxable_amount,
          }
        : { ...tax },
    );
  }
  return [...byRate.values()].map(taxObject);
}

export function addressObject(address: Address | null): Stripe.Address | null {
  return address && { ...address };
}

function lineObject(invoice: Invoice, line: InvoiceLine): Stripe.InvoiceLineItem {
  return {
    id: line.id,
    object: 'line_item',
    amount: line.amount,
    currency: invoice.currency,
    description: `${line.quantity} × ${line.price.nickname ?? line.price.product}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: invoice.subscription,
        subscription_item: line.subscription_item,
      },
      type: 'subscription_item_details',
    },
    period: { ...line.period },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: line.price.id, product: line.price.product },
      type: 'price_details',
      unit_amount_decimal: wireDecimal(line.price.unit_amount_decimal),
    },
    quantity: line.quantity,
    quantity_decimal: wireDecimal(String(line.quantity)),
    subscription: invoice.subscription,
    subtotal: line.amount,
    taxes: line.taxes.map(taxObject),
  };
}

/**
 * A paid subscription invoice as Stripe's API returns it (`Stripe.Invoice`), paid in full at
 * creation: with Stripe Tax on, each line's taxes and their sum per rate in `total_taxes`.
 */
export function invoiceObject(invoice: Invoice, publicUrl: string): Stripe.Invoice {
  const { subtotal, total } = invoiceAmounts(invoice);
  const urls = invoiceUrls(publicUrl, invoice.id);
  return {
    id: invoice.id,
    object: 'invoice',
    account_country: 'CA',
    account_name: null,
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: total,
    amount_remaining: 0,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: false,
    automatic_tax: invoice.automatic_tax
      ? {
          disabled_reason: null,
          enabled: true,
          liability: { type: 'self' },
          provider: 'stripe',
          status: 'complete',
        }
      : { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: invoice.billing_reason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: invoice.currency,
    custom_fields: null,
    customer: invoice.customer,
    customer_account: null,
    customer_address: addressObject(invoice.customer_address),
    customer_email: invoice.customer_email,
    customer_name: invoice.customer_name,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: invoice.customer_tax_ids.map((id) => ({ ...id })),
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: invoice.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: urls.page,
    invoice_pdf: urls.pdf,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: invoice.lines.map((line) => lineObject(invoice, line)),
      has_more: false,
      url: `/v1/invoices/${invoice.id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: invoice.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: null, subscription: invoice.subscription },
      type: 'subscription_details',
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    period_end: invoice.period_end,
    period_start: invoice.period_start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: invoice.status,
    status_transitions: {
      finalized_at: invoice.created,
      marked_uncollectible_at: null,
      paid_at: invoice.created,
      voided_at: null,
    },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: subtotal,
    total_pretax_credit_amounts: [],
    total_taxes: totalTaxes(invoice),
    webhooks_delivered_at: invoice.created,
  };
}

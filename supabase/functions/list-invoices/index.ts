import { requireUser } from '../_shared/auth.ts';
import { findCustomerId, isMissingCustomer } from '../_shared/billing.ts';
import { adminClient } from '../_shared/db.ts';
import { endpoint, json } from '../_shared/http.ts';
import { priceSpecForLookupKey } from '../_shared/plans.ts';
import { stripeClient, type Stripe } from '../_shared/stripe.ts';
import type { InvoiceRow, InvoiceTax } from './answer.ts';

/** The invoices shown: two years of monthly billing; older ones stay in the portal. */
const LIMIT = 24;

function taxesOf(invoice: Stripe.Invoice): InvoiceTax[] {
  return (invoice.total_taxes ?? []).flatMap((tax) => {
    // The SDK types the id only; the list call expands it to the TaxRate. An id alone (never
    // expected) says nothing a customer can read.
    const rate = tax.tax_rate_details?.tax_rate as string | Stripe.TaxRate | undefined;
    if (!rate || typeof rate === 'string') return [];
    return [{ name: rate.display_name, percentage: rate.percentage, amount: tax.amount }];
  });
}

function priceIdOf(invoice: Stripe.Invoice): string | null {
  const price = invoice.lines.data[0]?.pricing?.price_details?.price;
  if (!price) return null;
  return typeof price === 'string' ? price : price.id;
}

/**
 * The caller's own invoices, newest first: date, plan, subtotal, each tax, total, status and the
 * hosted page and PDF Stripe serves. The customer is the one stored for the signed-in user (never
 * a parameter), so nobody can list another person's invoices; a user without a billing account
 * has none.
 */
export const handler = endpoint(['POST', 'GET'], async (req) => {
  const db = adminClient();
  const user = await requireUser(req, db);
  const customer = await findCustomerId(db, user.id);
  if (!customer) return json(req, 200, { invoices: [] });
  const stripe = stripeClient();
  let list: Stripe.ApiList<Stripe.Invoice>;
  try {
    list = await stripe.invoices.list({
      customer,
      limit: LIMIT,
      expand: ['data.total_taxes.tax_rate_details.tax_rate'],
    });
  } catch (error) {
    // Stripe no longer has the customer (deleted, or a restarted local emulator): no invoices.
    if (isMissingCustomer(error)) return json(req, 200, { invoices: [] });
    throw error;
  }
  // The plan each invoice paid for, from its price's lookup key (a handful of distinct prices).
  const specs = new Map<string, ReturnType<typeof priceSpecForLookupKey>>();
  for (const id of new Set(list.data.map(priceIdOf))) {
    if (id) specs.set(id, priceSpecForLookupKey((await stripe.prices.retrieve(id)).lookup_key));
  }
  const invoices: InvoiceRow[] = list.data
    .filter((invoice) => invoice.customer === customer && invoice.status !== 'draft')
    .map((invoice) => {
      const spec = specs.get(priceIdOf(invoice) ?? '');
      return {
        id: invoice.id,
        number: invoice.number,
        date: new Date(invoice.created * 1000).toISOString(),
        status: invoice.status,
        plan: spec?.productName ?? null,
        interval: spec?.interval ?? null,
        currency: invoice.currency,
        subtotal: invoice.subtotal,
        taxes: taxesOf(invoice),
        total: invoice.total,
        hostedUrl: invoice.hosted_invoice_url ?? null,
        pdfUrl: invoice.invoice_pdf ?? null,
      };
    });
  return json(req, 200, { invoices });
});

if (import.meta.main) Deno.serve(handler);

import { escapeHtml as esc } from '../../../functions/_shared/escape.ts';
import { pageLanguage, type PageLanguage } from './locales.ts';
import { invoiceAmounts } from './objects/invoice.ts';
import { layout, notFound, type PageResult } from './page-layout.ts';
import { pageAmount, pageDate } from './page-texts.ts';
import type { Invoice, InvoiceLine, LocalStripeState } from './store.ts';
import { TAX_TEXT, taxPercent } from './tax-texts.ts';

// The invoice's hosted page (`hosted_invoice_url`) and its PDF (`invoice_pdf`), as Stripe serves
// both to anyone holding the link: number, dates, lines with their periods, subtotal, each tax,
// total, the seller's tax registration numbers; in the customer's language (preferred_locales).

/** The seller's registration numbers, as Stripe prints the account's tax IDs on invoices. */
export interface AccountTaxIds {
  gstHst?: string;
  qst?: string;
}

interface InvoiceView {
  state: LocalStripeState;
  merchant: string;
  accountTaxIds: AccountTaxIds;
}

function languageOf(state: LocalStripeState, invoice: Invoice): PageLanguage {
  return pageLanguage(state.customers.get(invoice.customer)?.preferred_locales[0]);
}

function lineText(lang: PageLanguage, line: InvoiceLine): string {
  const what = line.price.nickname ?? line.price.product;
  return `${line.quantity} × ${what} (${pageDate(lang, line.period.start)} – ${pageDate(lang, line.period.end)})`;
}

/** The seller's lines: name and registration numbers. */
function sellerRows(lang: PageLanguage, view: InvoiceView): string[] {
  const t = TAX_TEXT[lang].registration;
  return [
    view.merchant,
    ...(view.accountTaxIds.gstHst ? [`${t.gstHst}: ${view.accountTaxIds.gstHst}`] : []),
    ...(view.accountTaxIds.qst ? [`${t.qst}: ${view.accountTaxIds.qst}`] : []),
  ];
}

function summary(lang: PageLanguage, view: InvoiceView, invoice: Invoice): [string, string][] {
  const t = TAX_TEXT[lang];
  const money = (amount: number) => pageAmount(lang, amount, invoice.currency);
  const { subtotal, total } = invoiceAmounts(invoice);
  const taxes = new Map<string, number>();
  for (const tax of invoice.lines.flatMap((l) => l.taxes)) {
    taxes.set(tax.tax_rate, (taxes.get(tax.tax_rate) ?? 0) + tax.amount);
  }
  const taxRows = [...taxes].map(([id, amount]): [string, string] => {
    const rate = view.state.taxRates.get(id);
    return [rate ? t.tax[rate.tax_type](taxPercent(lang, rate.percentage)) : id, money(amount)];
  });
  const outside = invoice.automatic_tax && invoice.customer_address?.country !== 'CA';
  return [
    [t.subtotal, money(subtotal)],
    ...taxRows,
    ...(outside ? [[t.noTax, money(0)] as [string, string]] : []),
    [t.total, money(total)],
    [t.amountPaid, money(total)],
  ];
}

function customerRows(lang: PageLanguage, invoice: Invoice): string[] {
  const t = TAX_TEXT[lang];
  const a = invoice.customer_address;
  const place = a
    ? [
        a.line1,
        [a.city, a.state, a.postal_code].filter(Boolean).join(' '),
        t.countries[a.country ?? ''] ?? a.country,
      ]
    : [];
  return [
    ...[invoice.customer_name, invoice.customer_email, ...place].filter((v): v is string => !!v),
    ...invoice.customer_tax_ids.map((id) => `${t.customerTaxId}: ${id.value}`),
  ];
}

export function invoicePage(invoice: Invoice | undefined, view: InvoiceView): PageResult {
  if (!invoice) return notFound('page');
  const lang = languageOf(view.state, invoice);
  const t = TAX_TEXT[lang];
  const dl = (rows: [string, string][]) =>
    rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('');
  const lines = dl(
    invoice.lines.map((l) => [lineText(lang, l), pageAmount(lang, l.amount, invoice.currency)]),
  );
  const [merchant, ...registration] = sellerRows(lang, view);
  const billTo = customerRows(lang, invoice);
  return {
    status: 200,
    html: layout(
      t.invoice(invoice.number),
      `<p class="merchant">${esc(merchant)}</p>
${registration.map((r) => `<p>${esc(r)}</p>`).join('')}
<h1>${esc(t.invoice(invoice.number))}</h1>
<p>${esc(t.paidOn(pageDate(lang, invoice.created)))}</p>
${billTo.length ? `<h2>${esc(t.billTo)}</h2><p>${billTo.map(esc).join('<br>')}</p>` : ''}
<div class="card"><dl>${lines}</dl></div>
<div class="card"><dl>${dl(summary(lang, view, invoice))}</dl></div>
<a class="back" href="/invoice/${esc(invoice.id)}/pdf">${esc(t.download)}</a>`,
      lang,
    ),
  };
}

/** PDF strings are Latin-1 between parentheses; backslash, parentheses and the rest escaped. */
function pdfText(text: string): string {
  return text
    .replace(/–/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page PDF (Helvetica, WinAnsi) of the invoice: a real document any reader opens. */
export function invoicePdf(invoice: Invoice, view: InvoiceView): Buffer {
  const lang = languageOf(view.state, invoice);
  const t = TAX_TEXT[lang];
  const rows = [
    ...sellerRows(lang, view),
    '',
    t.invoice(invoice.number),
    t.paidOn(pageDate(lang, invoice.created)),
    '',
    `${t.billTo}:`,
    ...customerRows(lang, invoice),
    '',
    ...invoice.lines.map(
      (l) => `${lineText(lang, l)}   ${pageAmount(lang, l.amount, invoice.currency)}`,
    ),
    '',
    ...summary(lang, view, invoice).map(([k, v]) => `${k}: ${v}`),
  ];
  const text = rows.map((r, i) => `${i === 0 ? '' : '0 -18 Td '}(${pdfText(r)}) Tj`).join('\n');
  const content = `BT /F1 11 Tf 56 760 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

import { escapeHtml as esc } from '../../../functions/_shared/escape.ts';
import { invoiceTotal } from './objects/invoice.ts';
import { layout, notFound, type PageResult } from './page-layout.ts';
import { pageAmount, pageDate } from './page-texts.ts';
import type { Invoice, InvoiceLine } from './store.ts';

// In English for now: the invoice's language (the customer's preferred_locales) comes with issue 28.
const longDate = (unix: number) => pageDate('en', unix);
const formatAmount = (amount: number, currency: string) => pageAmount('en', amount, currency);

// The invoice's hosted page (`hosted_invoice_url`) and its PDF (`invoice_pdf`), as Stripe serves
// both to anyone holding the link: number, dates, lines with their periods, subtotal, tax, total.

function lineText(line: InvoiceLine): string {
  const what = line.price.nickname ?? line.price.product;
  return `${line.quantity} × ${what} (${longDate(line.period.start)} – ${longDate(line.period.end)})`;
}

function summary(invoice: Invoice): [string, string][] {
  const total = formatAmount(invoiceTotal(invoice), invoice.currency);
  return [
    ['Subtotal', total],
    ['Tax', formatAmount(0, invoice.currency)],
    ['Total', total],
    ['Amount paid', total],
  ];
}

export function invoicePage(invoice: Invoice | undefined, merchant: string): PageResult {
  if (!invoice) return notFound('page');
  const lines = invoice.lines
    .map(
      (l) =>
        `<dt>${esc(lineText(l))}</dt><dd>${esc(formatAmount(l.amount, invoice.currency))}</dd>`,
    )
    .join('');
  const totals = summary(invoice)
    .map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`)
    .join('');
  return {
    status: 200,
    html: layout(
      `Invoice ${invoice.number}`,
      `<p class="merchant">${esc(merchant)}</p>
<h1>Invoice ${esc(invoice.number)}</h1>
<p>Paid ${esc(longDate(invoice.created))}${invoice.customer_email ? ` · ${esc(invoice.customer_email)}` : ''}</p>
<div class="card"><dl>${lines}</dl></div>
<div class="card"><dl>${totals}</dl></div>
<a class="back" href="/invoice/${esc(invoice.id)}/pdf">Download the invoice (PDF)</a>`,
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
export function invoicePdf(invoice: Invoice, merchant: string): Buffer {
  const rows = [
    merchant,
    `Invoice ${invoice.number}`,
    `Date paid: ${longDate(invoice.created)}`,
    ...(invoice.customer_email ? [`Bill to: ${invoice.customer_email}`] : []),
    '',
    ...invoice.lines.map((l) => `${lineText(l)}   ${formatAmount(l.amount, invoice.currency)}`),
    '',
    ...summary(invoice).map(([k, v]) => `${k}: ${v}`),
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

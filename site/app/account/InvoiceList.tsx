import { useEffect, useState } from 'react';
import { Heading, Stack, Text, VisuallyHidden } from '@northbeam/ui';
import { getFunctions } from './authClient';
import * as css from './invoices.css';
import * as en from '../content/invoices';
import * as fr from '../content/fr/invoices';
import { taxRegistration } from '../content/site';
import { byLocale } from '../lib/byLocale';
import { useLang } from './pageAddress';
// One invoice as the list-invoices function answers it (amounts in cents): the function owns the shape.
import type { InvoiceRow } from '../../../supabase/functions/list-invoices/answer.ts';

// The dashboard's invoices, loaded on their own (React.lazy in DashboardPage): the table, its
// texts and the call stay out of the dashboard's first script.

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; rows: InvoiceRow[] };

async function listInvoices(): Promise<InvoiceRow[]> {
  const functions = await getFunctions();
  const { data, error } = await functions.invoke<{ invoices: InvoiceRow[] }>('list-invoices');
  if (error || !data || !Array.isArray(data.invoices)) throw error ?? new Error('no invoices');
  return data.invoices;
}

/** Money with its cents, in the page's language: "$2,296.05", « 2 296,05 $ ». */
function money(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })
    .format(cents / 100)
    .replace(/\u202f/g, '\u00a0');
}

function percent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 })
    .format(value / 100)
    .replace(/\u202f/g, '\u00a0');
}

function date(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' })
    .format(new Date(iso))
    .replace(/\u202f/g, '\u00a0');
}

export default function InvoiceList() {
  const lang = useLang();
  const t = byLocale(lang, en.invoicesText, fr.invoicesText);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    listInvoices().then(
      (rows) => live && setLoad({ state: 'done', rows }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const c = t.columns;
  return (
    <Stack space="md" as="section" aria-labelledby="invoices-heading">
      <Heading level={2} id="invoices-heading">
        {t.heading}
      </Heading>
      <div role="status">
        {load.state === 'loading' && <Text>{t.loading}</Text>}
        {load.state === 'failed' && <Text>{t.failed}</Text>}
      </div>
      {load.state === 'done' && load.rows.length === 0 && <Text>{t.none}</Text>}
      {load.state === 'done' && load.rows.length > 0 && (
        <div className={css.scroll}>
          <table className={css.table}>
            <caption className={css.caption}>{t.caption}</caption>
            <thead>
              <tr>
                {[c.date, c.plan, c.subtotal, c.taxes, c.total, c.status].map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
                <th scope="col">
                  <VisuallyHidden>PDF</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {load.rows.map((row) => (
                <tr key={row.id}>
                  <td>{date(row.date, lang)}</td>
                  <td>
                    {row.plan ?? '—'}
                    {row.interval === 'year' ? ` (${t.annual})` : ''}
                  </td>
                  <td>{money(row.subtotal, row.currency, lang)}</td>
                  <td>
                    {row.taxes.map((tax) => (
                      <div key={tax.name}>
                        {tax.name} ({percent(tax.percentage, lang)}){' '}
                        {money(tax.amount, row.currency, lang)}
                      </div>
                    ))}
                  </td>
                  <td>{money(row.total, row.currency, lang)}</td>
                  <td>
                    {row.hostedUrl ? (
                      <a href={row.hostedUrl} aria-label={t.view(row.number ?? '')}>
                        {t.status[row.status ?? ''] ?? row.status}
                      </a>
                    ) : (
                      (t.status[row.status ?? ''] ?? row.status)
                    )}
                  </td>
                  <td>
                    {row.pdfUrl && (
                      <a href={row.pdfUrl} aria-label={t.pdf(row.number ?? '')}>
                        PDF
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Text tone="muted">{t.registration(taxRegistration.gstHst, taxRegistration.qst)}</Text>
    </Stack>
  );
}

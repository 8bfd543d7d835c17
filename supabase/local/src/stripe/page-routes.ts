import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Engine } from './engine.ts';
import { readForm } from './form.ts';
import { invoicePage, invoicePdf, type AccountTaxIds } from './invoice-page.ts';
import { payPage, portalAction, portalPage, submitPayment, type PortalFeatures } from './pages.ts';
import { send, sendPage } from './respond.ts';
import { API_VERSION } from './webhooks.ts';

/** The largest form a hosted page accepts (a card form or a portal button). */
const MAX_PAGE_FORM_BYTES = 64 * 1024;

export interface PageRouteOptions {
  merchant: string;
  portalFeatures: PortalFeatures;
  siteUrl: string | undefined;
  accountTaxIds: AccountTaxIds;
}

/**
 * The hosted pages a browser opens: /pay/{session} (checkout), /portal/{session} with its
 * update, cancel and renew forms, /invoice/{id} and its /pdf, and / (what this server is). Answers false for anything else.
 */
export function pageRoutes(
  engine: Engine,
  { merchant, portalFeatures, siteUrl, accountTaxIds }: PageRouteOptions,
) {
  const invoiceView = { state: engine.state, merchant, accountTaxIds };
  const formOf = async (req: IncomingMessage) =>
    new URLSearchParams(await readForm(req, MAX_PAGE_FORM_BYTES));

  return async function handlePage(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const method = req.method ?? 'GET';
    let m: RegExpExecArray | null;
    if ((m = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname))) {
      const id = m[1] as string;
      if (method === 'GET') sendPage(res, payPage(engine, id, merchant));
      else if (method === 'POST') {
        const form = await formOf(req);
        sendPage(
          res,
          await submitPayment(engine, id, merchant, {
            email: form.get('email') ?? undefined,
            cardNumber: form.get('cardNumber') ?? undefined,
            expiry: form.get('expiry') ?? undefined,
            cvc: form.get('cvc') ?? undefined,
            cardName: form.get('cardName') ?? undefined,
            country: form.get('country') ?? undefined,
            line1: form.get('line1') ?? undefined,
            city: form.get('city') ?? undefined,
            state: form.get('state') ?? undefined,
            postal_code: form.get('postal_code') ?? undefined,
            taxId: form.get('taxId') ?? undefined,
          }),
        );
      } else return false;
      return true;
    }
    if ((m = /^\/portal\/([A-Za-z0-9_]+)(?:\/(update|cancel|renew))?$/.exec(url.pathname))) {
      const [, id, action] = m as unknown as [string, string, string | undefined];
      if (method === 'GET' && !action) {
        const notice = url.searchParams.get('notice') ?? undefined;
        sendPage(res, portalPage(engine, id, merchant, notice, undefined, portalFeatures));
      } else if (method === 'POST' && action) {
        const form = await formOf(req);
        sendPage(res, await portalAction(engine, id, action, merchant, form, portalFeatures));
      } else return false;
      return true;
    }
    if ((m = /^\/invoice\/([A-Za-z0-9_]+)(\/pdf)?$/.exec(url.pathname)) && method === 'GET') {
      const invoice = engine.state.invoices.get(m[1] as string);
      if (m[2] && invoice) {
        const pdf = invoicePdf(invoice, invoiceView);
        res.writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.length),
          'Content-Disposition': `inline; filename="Invoice-${invoice.number}.pdf"`,
          'Cache-Control': 'no-store',
        });
        res.end(pdf);
      } else sendPage(res, invoicePage(invoice, invoiceView));
      return true;
    }
    if (url.pathname === '/' && method === 'GET') {
      const about = { name: 'local-stripe', api_version: API_VERSION, site: siteUrl ?? null };
      send(res, 200, JSON.stringify(about), { 'Content-Type': 'application/json' });
      return true;
    }
    return false;
  };
}

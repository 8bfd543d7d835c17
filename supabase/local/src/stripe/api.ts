import { Engine, type PriceInput } from './engine.ts';
import { invalid, missing, noSuch, StripeApiError } from './errors.ts';
import {
  bool,
  int,
  list,
  metadata,
  updatedMetadata,
  obj,
  requiredStr,
  str,
  strings,
  type FormObject,
} from './form.ts';
import { invoicePreviewRoute } from './invoice-preview.ts';
import { invoiceRoute } from './invoices.ts';
import { listObject, matchesSearch, newestFirst, type Row } from './lists.ts';
import { createCheckoutSession } from './checkout-params.ts';
import { sessionLocale } from './locales.ts';
import { scheduleRoute } from './schedule-routes.ts';
import { Schedules } from './schedules.ts';
import { present, presentBody } from './objects/index.ts';
import type { LocalStripeState } from './store.ts';

/** A product tax code (`txcd_` and eight digits), refused otherwise as Stripe refuses it. */
function taxCode(params: FormObject, param: string): string | undefined {
  const code = str(params, param.replace(/^.*\[(\w+)\]$/, '$1'));
  if (code !== undefined && !/^txcd_\d{8}$/.test(code)) {
    throw invalid(param, `Invalid tax_code: '${code}' is not a valid tax code.`);
  }
  return code;
}

/** An id from the path; a malformed % escape is a 400 like any other bad id, never a URIError. */
function pathId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new StripeApiError(400, 'Invalid id in the request path: malformed percent-encoding.');
  }
}

export interface ApiRequest {
  method: string;
  path: string;
  params: FormObject;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

export class Api {
  private readonly schedules: Schedules;

  constructor(
    private readonly engine: Engine,
    private readonly state: LocalStripeState,
  ) {
    this.schedules = new Schedules(engine);
  }

  /** Replaces ids with objects along dotted expand paths (`customer`, `data.product`, ...). */
  private expand(value: unknown, paths: string[]): unknown {
    if (paths.length === 0) return value;
    const copy = structuredClone(value);
    for (const path of paths) this.expandPath(copy, path.split('.'));
    return copy;
  }

  private expandPath(node: unknown, path: string[]): void {
    if (!node || typeof node !== 'object' || path.length === 0) return;
    if (Array.isArray(node)) {
      for (const item of node) this.expandPath(item, path);
      return;
    }
    const record = node as Record<string, unknown>;
    const [head, ...rest] = path as [string, ...string[]];
    if (rest.length > 0) {
      this.expandPath(record[head], rest);
      return;
    }
    const id = record[head];
    if (typeof id !== 'string') return;
    record[head] = this.lookup(id) ?? id;
  }

  private lookup(id: string): unknown {
    const record = this.record(id);
    return record && present(record, this.context);
  }

  private record(id: string) {
    const s = this.state;
    if (id.startsWith('cus_')) return s.customers.get(id);
    if (id.startsWith('prod_')) return s.products.get(id);
    if (id.startsWith('price_')) return s.prices.get(id);
    if (id.startsWith('sub_sched_')) return s.subscriptionSchedules.get(id);
    if (id.startsWith('sub_')) return s.subscriptions.get(id);
    if (id.startsWith('in_')) return s.invoices.get(id);
    if (id.startsWith('txr_')) return s.taxRates.get(id);
    return undefined;
  }

  private get context() {
    return { state: this.state, publicUrl: this.engine.publicUrl };
  }

  async handle(req: ApiRequest): Promise<ApiResponse> {
    const { method, path, params } = req;
    const expand = strings(params, 'expand');
    const ok = (body: unknown): ApiResponse => ({
      status: 200,
      body: this.expand(presentBody(body, { ...this.context, expand }), expand),
    });
    const e = this.engine;
    let m: RegExpExecArray | null;

    if (path === '/v1/customers' && method === 'POST') {
      return ok(
        await e.createCustomer({
          email: str(params, 'email'),
          name: str(params, 'name'),
          description: str(params, 'description'),
          metadata: metadata(params),
          preferred_locales: strings(params, 'preferred_locales'),
        }),
      );
    }
    if (path === '/v1/customers' && method === 'GET') {
      const email = str(params, 'email');
      const rows = newestFirst(this.state.customers.values()).filter(
        (c) => !email || c.email === email,
      );
      return ok(listObject('/v1/customers', rows as unknown as Row[], params));
    }
    if (path === '/v1/customers/search' && method === 'GET') {
      const query = requiredStr(params, 'query');
      const rows = newestFirst(this.state.customers.values()).filter((c) =>
        matchesSearch(query, c),
      );
      const limit = int(params, 'limit') ?? 10;
      return ok({
        object: 'search_result',
        data: rows.slice(0, limit),
        has_more: rows.length > limit,
        next_page: null,
        url: '/v1/customers/search',
      });
    }
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = e.customer(pathId(m[1] as string));
      if (method === 'GET') return ok(customer);
      if (method === 'POST') {
        customer.metadata = updatedMetadata(customer.metadata, params);
        const email = str(params, 'email');
        if (email !== undefined) customer.email = email || null;
        const name = str(params, 'name');
        if (name !== undefined) customer.name = name || null;
        if (params.preferred_locales !== undefined) {
          customer.preferred_locales = strings(params, 'preferred_locales');
        }
        return ok(customer);
      }
    }

    if (path === '/v1/products' && method === 'POST') {
      return ok(
        e.createProduct({
          name: requiredStr(params, 'name'),
          metadata: metadata(params),
          tax_code: taxCode(params, 'tax_code'),
        }),
      );
    }
    if ((m = /^\/v1\/products\/([^/]+)$/.exec(path)) && (method === 'GET' || method === 'POST')) {
      const product = e.product(pathId(m[1] as string));
      if (method === 'POST') {
        const code = taxCode(params, 'tax_code');
        if (code) product.tax_code = code;
        const meta = metadata(params);
        if (meta) product.metadata = { ...product.metadata, ...meta };
      }
      return ok(product);
    }

    if (path === '/v1/prices' && method === 'POST')
      return ok(e.createPrice(this.priceInput(params)));
    if (path === '/v1/prices' && method === 'GET') {
      const keys = strings(params, 'lookup_keys');
      const active = bool(params, 'active');
      const product = str(params, 'product');
      const rows = newestFirst(this.state.prices.values()).filter(
        (p) =>
          (keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key))) &&
          (active === undefined || p.active === active) &&
          (!product || p.product === product),
      );
      return ok(listObject('/v1/prices', rows as unknown as Row[], params));
    }
    if ((m = /^\/v1\/prices\/([^/]+)$/.exec(path)) && method === 'GET') {
      return ok(e.price(pathId(m[1] as string), 'id'));
    }

    if ((m = /^\/v1\/tax_rates\/([^/]+)$/.exec(path)) && method === 'GET') {
      const id = pathId(m[1] as string);
      const rate = this.state.taxRates.get(id);
      if (!rate) throw noSuch('tax_rate', id);
      return ok(rate);
    }

    if (path === '/v1/checkout/sessions' && method === 'POST')
      return ok(this.createSession(params));
    if (path === '/v1/checkout/sessions' && method === 'GET') {
      // Stripe filters by customer and status (open, complete, expired); newest first.
      const customer = str(params, 'customer');
      const status = str(params, 'status');
      if (status && !['open', 'complete', 'expired'].includes(status)) {
        throw invalid('status', 'Invalid status: must be one of complete, expired, or open');
      }
      const rows = newestFirst(this.state.checkoutSessions.values())
        .map((session) => e.checkoutSession(session.id))
        .filter((s) => (!customer || s.customer === customer) && (!status || s.status === status));
      return ok(listObject('/v1/checkout/sessions', rows as unknown as Row[], params));
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      return ok(e.checkoutSession(pathId(m[1] as string)));
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === 'POST') {
      return ok(await e.expireCheckoutSession(pathId(m[1] as string)));
    }

    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      return ok(
        e.createPortalSession({
          customer: requiredStr(params, 'customer'),
          return_url: str(params, 'return_url'),
          locale: sessionLocale(str(params, 'locale')),
        }),
      );
    }

    if (path === '/v1/subscriptions' && method === 'GET') {
      const customer = str(params, 'customer');
      // Stripe answers 404 for an unknown customer filter, as for an unknown object.
      if (customer && !this.state.customers.has(customer)) throw noSuch('customer', customer);
      const status = str(params, 'status');
      const price = str(params, 'price');
      const rows = newestFirst(this.state.subscriptions.values()).filter(
        (s) =>
          (!customer || s.customer === customer) &&
          (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled') &&
          (!price || s.items.data.some((it) => it.price.id === price)),
      );
      return ok(listObject('/v1/subscriptions', rows as unknown as Row[], params));
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const id = pathId(m[1] as string);
      if (method === 'GET') return ok(e.subscription(id));
      if (method === 'DELETE') return ok(await e.cancelSubscription(id));
      if (method === 'POST') {
        const items = (list(params, 'items') ?? []).map((raw, i) => {
          if (typeof raw !== 'object' || Array.isArray(raw))
            throw invalid(`items[${i}]`, 'Invalid object');
          const quantity = int(raw, 'quantity');
          return {
            id: str(raw, 'id'),
            price: str(raw, 'price'),
            ...(quantity !== undefined ? { quantity } : {}),
          };
        });
        return ok(
          await e.updateSubscription(id, {
            cancel_at_period_end: bool(params, 'cancel_at_period_end'),
            metadata: metadata(params),
            items,
          }),
        );
      }
    }

    if (path === '/v1/events' && method === 'GET') {
      const type = str(params, 'type');
      const rows = newestFirst(this.state.events).filter((ev) => !type || ev.type === type);
      return ok(listObject('/v1/events', rows as unknown as Row[], params));
    }
    if ((m = /^\/v1\/events\/([^/]+)$/.exec(path)) && method === 'GET') {
      const id = pathId(m[1] as string);
      const event = this.state.events.find((ev) => ev.id === id);
      if (!event) throw noSuch('event', id);
      return ok(event);
    }

    const invoiced = invoiceRoute(this.state, method, path, params, pathId);
    if (invoiced !== undefined) return ok(invoiced);
    const preview = invoicePreviewRoute(this.state, e.publicUrl, method, path, params);
    if (preview) return { status: 200, body: this.expand(preview, expand) };

    const scheduled = await scheduleRoute(this.schedules, method, path, params, pathId);
    if (scheduled !== undefined) return ok(scheduled);

    throw new StripeApiError(
      404,
      `Unrecognized request URL (${method}: ${path}).`,
      undefined,
      undefined,
    );
  }

  private priceInput(params: FormObject, param = ''): PriceInput {
    const p = (name: string) => (param ? `${param}[${name}]` : name);
    const currency = requiredStr(params, 'currency', p('currency'));
    const amount = int(params, 'unit_amount');
    if (amount === undefined) throw missing(p('unit_amount'));
    const recurring = obj(params, 'recurring');
    const interval = recurring ? str(recurring, 'interval') : undefined;
    if (recurring && !interval) throw missing(p('recurring[interval]'));
    if (interval && !['day', 'week', 'month', 'year'].includes(interval)) {
      throw invalid(
        p('recurring[interval]'),
        `Invalid recurring[interval]: must be one of day, week, month, or year`,
      );
    }
    const productData = obj(params, 'product_data');
    const productName = productData ? str(productData, 'name') : undefined;
    if (productData && !productName) throw missing(p('product_data[name]'));
    return {
      currency,
      unit_amount: amount,
      interval: interval as PriceInput['interval'],
      interval_count: recurring ? int(recurring, 'interval_count') : undefined,
      product: str(params, 'product'),
      product_data: productName
        ? {
            name: productName,
            metadata: productData ? metadata(productData) : undefined,
            tax_code: productData ? taxCode(productData, p('product_data[tax_code]')) : undefined,
          }
        : undefined,
      lookup_key: str(params, 'lookup_key'),
      transfer_lookup_key: bool(params, 'transfer_lookup_key'),
      nickname: str(params, 'nickname'),
      metadata: metadata(params),
    };
  }

  private createSession(params: FormObject) {
    return createCheckoutSession(this.engine, params, (raw, param) => this.priceInput(raw, param));
  }
}

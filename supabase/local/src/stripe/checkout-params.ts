import type { Engine, PriceInput } from './engine.ts';
import { invalid, missing } from './errors.ts';
import {
  bool,
  int,
  list,
  metadata,
  obj,
  requiredStr,
  str,
  type FormObject,
  type FormValue,
} from './form.ts';
import { sessionLocale } from './locales.ts';

/** `POST /v1/checkout/sessions`: the parameters the product sends, checked as Stripe checks them. */
export function createCheckoutSession(
  engine: Engine,
  params: FormObject,
  priceInput: (raw: FormObject, param: string) => PriceInput,
) {
  const mode = requiredStr(params, 'mode');
  if (!['subscription', 'payment', 'setup'].includes(mode)) {
    throw invalid('mode', 'Invalid mode: must be one of payment, setup, or subscription');
  }
  const successUrl = requiredStr(params, 'success_url');
  for (const key of ['success_url', 'cancel_url']) {
    const url = str(params, key);
    if (url && !/^https?:\/\//.test(url)) throw invalid(key, `Not a valid URL`);
  }
  const rawItems = list(params, 'line_items');
  if (!rawItems || rawItems.length === 0) throw missing('line_items');
  const lineItems = rawItems.map((raw: FormValue, i) => {
    if (typeof raw !== 'object' || Array.isArray(raw))
      throw invalid(`line_items[${i}]`, 'Invalid object');
    const quantity = int(raw, 'quantity') ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1)
      throw invalid(`line_items[${i}][quantity]`, 'Invalid quantity');
    let price = str(raw, 'price');
    const priceData = obj(raw, 'price_data');
    if (!price && priceData)
      price = engine.createPrice(priceInput(priceData, `line_items[${i}][price_data]`)).id;
    if (!price) throw missing(`line_items[${i}][price]`);
    return { price, quantity };
  });
  const subscriptionData = obj(params, 'subscription_data');
  const customerUpdate = obj(params, 'customer_update');
  return engine.createCheckoutSession({
    tax: {
      automatic_tax: bool(obj(params, 'automatic_tax') ?? {}, 'enabled'),
      billing_address_collection: str(params, 'billing_address_collection'),
      tax_id_collection: bool(obj(params, 'tax_id_collection') ?? {}, 'enabled'),
      customer_update: customerUpdate && {
        address: str(customerUpdate, 'address'),
        name: str(customerUpdate, 'name'),
      },
    },
    mode: mode as 'subscription' | 'payment' | 'setup',
    customer: str(params, 'customer'),
    customer_email: str(params, 'customer_email'),
    client_reference_id: str(params, 'client_reference_id'),
    success_url: successUrl,
    cancel_url: str(params, 'cancel_url'),
    locale: sessionLocale(str(params, 'locale')),
    line_items: lineItems,
    metadata: metadata(params),
    subscription_metadata: subscriptionData ? metadata(subscriptionData) : undefined,
  });
}

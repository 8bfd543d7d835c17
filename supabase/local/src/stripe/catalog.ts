import { invalid, missing, noSuch } from './errors.ts';
import {
  newId,
  now,
  type Customer,
  type LocalStripeState,
  type Price,
  type Product,
  type Subscription,
} from './store.ts';
import type { WebhookSender } from './webhooks.ts';

export interface PriceInput {
  currency: string;
  unit_amount: number;
  interval?: 'day' | 'week' | 'month' | 'year';
  interval_count?: number;
  product?: string;
  product_data?: { name: string; metadata?: Record<string, string>; tax_code?: string };
  lookup_key?: string;
  transfer_lookup_key?: boolean;
  nickname?: string;
  metadata?: Record<string, string>;
}

/** Customers, products and prices: what checkout and subscriptions are made of. */
export class Catalog {
  constructor(
    readonly state: LocalStripeState,
    readonly webhooks: WebhookSender,
    readonly publicUrl: () => string,
  ) {}

  customer(id: string, param = 'id'): Customer {
    const c = this.state.customers.get(id);
    if (!c) throw noSuch('customer', id, param);
    return c;
  }

  price(id: string, param = 'price'): Price {
    const p = this.state.prices.get(id);
    if (!p) throw noSuch('price', id, param);
    return p;
  }

  product(id: string): Product {
    const p = this.state.products.get(id);
    if (!p) throw noSuch('product', id, 'product');
    return p;
  }

  subscription(id: string): Subscription {
    const s = this.state.subscriptions.get(id);
    if (!s) throw noSuch('subscription', id);
    return s;
  }

  async createCustomer(input: {
    email?: string;
    name?: string;
    description?: string;
    metadata?: Record<string, string>;
    preferred_locales?: string[];
  }): Promise<Customer> {
    const customer: Customer = {
      id: newId('cus', 14),
      object: 'customer',
      created: now(),
      email: input.email ?? null,
      name: input.name ?? null,
      description: input.description ?? null,
      metadata: input.metadata ?? {},
      address: null,
      tax_ids: [],
      preferred_locales: input.preferred_locales ?? [],
      livemode: false,
    };
    this.state.customers.set(customer.id, customer);
    await this.webhooks.emit('customer.created', customer);
    return customer;
  }

  createProduct(input: {
    name: string;
    metadata?: Record<string, string>;
    tax_code?: string;
  }): Product {
    const product: Product = {
      id: newId('prod', 14),
      object: 'product',
      created: now(),
      name: input.name,
      active: true,
      metadata: input.metadata ?? {},
      tax_code: input.tax_code ?? null,
      livemode: false,
    };
    this.state.products.set(product.id, product);
    return product;
  }

  createPrice(input: PriceInput): Price {
    if (!Number.isInteger(input.unit_amount) || input.unit_amount < 0) {
      throw invalid('unit_amount', 'Invalid integer: unit_amount');
    }
    let productId = input.product;
    if (productId) this.product(productId);
    else if (input.product_data?.name) productId = this.createProduct(input.product_data).id;
    else throw missing('product');
    if (input.lookup_key) {
      const holder = [...this.state.prices.values()].find((p) => p.lookup_key === input.lookup_key);
      if (holder && !input.transfer_lookup_key) {
        throw invalid(
          'lookup_key',
          `A price (\`${holder.id}\`) already uses that lookup key. Use transfer_lookup_key to move it.`,
        );
      }
      if (holder) holder.lookup_key = null;
    }
    const price: Price = {
      id: newId('price', 24),
      object: 'price',
      created: now(),
      active: true,
      currency: input.currency.toLowerCase(),
      unit_amount: input.unit_amount,
      unit_amount_decimal: String(input.unit_amount),
      type: input.interval ? 'recurring' : 'one_time',
      recurring: input.interval
        ? {
            interval: input.interval,
            interval_count: input.interval_count ?? 1,
            usage_type: 'licensed',
          }
        : null,
      lookup_key: input.lookup_key ?? null,
      nickname: input.nickname ?? null,
      product: productId,
      metadata: input.metadata ?? {},
      livemode: false,
    };
    this.state.prices.set(price.id, price);
    return price;
  }
}

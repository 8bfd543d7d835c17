import Stripe from 'stripe';

/** The official SDK pointed at a local Stripe on `port`: Stripe's wire format over plain HTTP. */
export function localStripeSdk(port: number, key: string): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
}

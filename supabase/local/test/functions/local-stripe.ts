import type Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import {
  startLocalStripe,
  type LocalStripe,
  type LocalStripeOptions,
} from '../../src/stripe/index.ts';
import { localStripeSdk } from '../support/stripe.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

export interface FileStripe {
  emulator: LocalStripe;
  /** The official SDK on the emulator, with its secret key. */
  stripe: Stripe;
  /** Where the emulator's events go, with `webhooks: true`; undefined otherwise. */
  receiver: Receiver;
}

/**
 * The file's own local Stripe on a free port, quiet, started before its tests and stopped after
 * them (its receiver too); `started` receives it. With `webhooks: true` its events go to a
 * receiver that records them.
 */
export function localStripeForFile(
  started: (s: FileStripe) => unknown,
  options: Omit<LocalStripeOptions, 'port' | 'webhookUrl'> & { webhooks?: boolean } = {},
): void {
  let s: Partial<FileStripe> = {};
  beforeAll(async () => {
    const { webhooks, ...stripeOptions } = options;
    const receiver = webhooks ? await startWebhookReceiver() : undefined;
    s.receiver = receiver;
    s.emulator = await startLocalStripe({
      log: () => undefined,
      ...stripeOptions,
      port: 0,
      ...(receiver ? { webhookUrl: receiver.url } : {}),
    });
    s.stripe = localStripeSdk(s.emulator.port, s.emulator.secretKey);
    await started(s as FileStripe);
  });
  afterAll(async () => {
    await s.emulator?.stop();
    await s.receiver?.stop();
    s = {};
  });
}

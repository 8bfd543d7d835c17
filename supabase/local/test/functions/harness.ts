import type { SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort, startBackend, type Backend } from '../../src/index.ts';
import { startInbox, type Inbox } from '../../src/mail/maildev.ts';
import { startLocalStripe, type LocalStripe } from '../../src/stripe/index.ts';
import { client } from '../support/clients.ts';
import { localStripeSdk, PAYING_CARD, postForm, TORONTO_ADDRESS } from '../support/stripe.ts';

export const SITE_URL = 'http://localhost:5173';
export const WEBHOOK_SECRET = 'whsec_functions_test';
const STRIPE_KEY = 'sk_test_functions_test';

export interface Harness {
  backend: Backend;
  stripe: LocalStripe;
  /** The official SDK pointed at the emulator, for arranging and inspecting Stripe's side. */
  sdk: Stripe;
  smtpPort: number;
  webPort: number;
  logs: string[];
  admin: SupabaseClient;
  stop(): Promise<void>;
}

/**
 * The embedded backend running the real functions under Deno, with its own Stripe emulator whose
 * webhook delivery the tests control (the backend uses it because STRIPE_SECRET_KEY is set, exactly
 * the path a real Stripe account takes). MailDev is not started: tests decide when mail is up.
 */
interface HarnessOptions {
  /** The STRIPE_SECRET_KEY the functions get; by default the emulator's own key. */
  functionsStripeKey?: string;
  /** Puts something (a proxy that fails chosen calls) between the functions and the emulator. */
  stripeInFront?: (emulatorPort: number) => Promise<number>;
}

async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const logs: string[] = [];
  const stripe = await startLocalStripe({
    port: 0,
    webhookSecret: WEBHOOK_SECRET,
    secretKey: STRIPE_KEY,
    siteUrl: SITE_URL,
    log: (l) => logs.push(l),
  });
  const saved = { ...process.env };
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: options.functionsStripeKey ?? STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(
      options.stripeInFront ? await options.stripeInFront(stripe.port) : stripe.port,
    ),
    STRIPE_API_PROTOCOL: 'http',
  });
  const smtpPort = await freePort();
  const webPort = await freePort();
  let backend: Backend;
  try {
    backend = await startBackend({
      port: 0,
      siteUrl: SITE_URL,
      mail: { start: false, smtpPort, webPort },
      functions: { port: await freePort() },
      outboxIntervalMs: 0,
      log: (line) => logs.push(line),
    });
  } catch (error) {
    await stripe.stop();
    throw error;
  } finally {
    process.env = saved;
  }
  stripe.setWebhookUrl(`${backend.url}/functions/v1/stripe-webhook`);
  const sdk = localStripeSdk(stripe.port, STRIPE_KEY);
  const admin = client(backend.url, backend.serviceRoleKey);
  return {
    backend,
    stripe,
    sdk,
    smtpPort,
    webPort,
    logs,
    admin,
    async stop() {
      await backend.stop();
      await stripe.stop();
    },
  };
}

/**
 * The file's harness, started before its tests and stopped after them; `started` receives it.
 * One harness a file: starting the backend, Deno and the emulator is most of a file's time.
 */
export function harnessForFile(
  started: (h: Harness) => unknown,
  options: HarnessOptions = {},
): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness(options);
    await started(h);
  }, 180_000);
  afterAll(async () => {
    await h?.stop();
  });
}

/** The same with the MailDev inbox up on the harness's mail ports, for the files that read mail. */
export function harnessWithInboxForFile(started: (h: Harness, inbox: Inbox) => void): void {
  let inbox: Inbox | undefined;
  harnessForFile(async (h) => {
    inbox = await startInbox({ smtpPort: h.smtpPort, webPort: h.webPort });
    started(h, inbox);
  });
  // Registered after the harness's, so the inbox stops first (Vitest runs after-hooks as a stack).
  afterAll(async () => {
    await inbox?.stop();
  });
}

let counter = 0;

/** A confirmed user signed in through supabase-js, with its client and access token. */
export interface User {
  client: SupabaseClient;
  id: string;
  email: string;
  token: string;
}

/** A confirmed user, signed in through supabase-js like the site does; `metadata`: its user_metadata. */
export async function signedInUser(h: Harness, metadata?: Record<string, unknown>): Promise<User> {
  counter += 1;
  const email = `buyer${counter}-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const created = await h.admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...(metadata ? { user_metadata: metadata } : {}),
  });
  if (created.error) throw created.error;
  const user = client(h.backend.url, h.backend.anonKey);
  const { data, error } = await user.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client: user, id: data.user.id, email, token: data.session.access_token };
}

/** The hosted Checkout page create-checkout opens for `user` buying what `body` names. */
export async function checkoutUrl(user: User, body: object): Promise<string> {
  const { data, error } = await user.client.functions.invoke<{ url: string }>('create-checkout', {
    body,
  });
  if (error)
    throw new Error(`create-checkout failed: ${JSON.stringify(await error.context?.json?.())}`);
  return data!.url;
}

/** Pays a hosted Checkout page with the paying card, billed at `address` (Toronto: HST). */
export async function payCheckout(
  url: string,
  address: Record<string, string> = TORONTO_ADDRESS,
): Promise<Response> {
  return await postForm(url, { ...PAYING_CARD, ...address });
}

/** `user` buys what `body` names: a checkout paid on the hosted page, which sends them back. */
export async function buy(
  user: User,
  body: object,
  address: Record<string, string> = TORONTO_ADDRESS,
): Promise<void> {
  expect((await payCheckout(await checkoutUrl(user, body), address)).status).toBe(303);
}

/** A signed-in user who has bought what `body` names, billed at `address`. */
export async function subscribedUser(
  h: Harness,
  body: object,
  address: Record<string, string> = TORONTO_ADDRESS,
): Promise<User> {
  const user = await signedInUser(h);
  await buy(user, body, address);
  return user;
}

/** Raw call through the gateway, for checking statuses and bodies exactly. */
export async function callFunction(
  h: Harness,
  name: string,
  init: {
    body?: string | object;
    token?: string;
    method?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const body =
    typeof init.body === 'string' || init.body === undefined
      ? init.body
      : JSON.stringify(init.body);
  const res = await fetch(`${h.backend.url}/functions/v1/${name}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: h.backend.anonKey,
      authorization: `Bearer ${init.token ?? h.backend.anonKey}`,
      'content-type': 'application/json',
      ...init.headers,
    },
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** check-subscription's answer (docs/backend-contract.md), as the site's one call reads it. */
export interface SubscriptionAnswer {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  status: string | null;
  cancel_at_period_end: boolean;
  plan_tier: string | null;
  subscription_interval: string | null;
  scheduled_change: { tier: string; interval: string; effective_at: string } | null;
  addons: string[];
}

/**
 * A whole check-subscription answer for `toEqual`: every field of a user who never bought, with
 * `fields` over them, so each test spells out what differs and still checks all the rest.
 */
export function subscriptionAnswer(fields: Partial<SubscriptionAnswer> = {}): SubscriptionAnswer {
  return {
    subscribed: false,
    subscription_tier: null,
    subscription_end: null,
    status: null,
    cancel_at_period_end: false,
    plan_tier: null,
    subscription_interval: null,
    scheduled_change: null,
    addons: [],
    ...fields,
  };
}

/** The answer for a live monthly plan of `tier` ending at `end`, nothing scheduled, no add-on. */
export function activePlanAnswer(tier: string, end: string | null): SubscriptionAnswer {
  return subscriptionAnswer({
    subscribed: true,
    subscription_tier: tier,
    subscription_end: end,
    status: 'active',
    plan_tier: tier,
    subscription_interval: 'month',
  });
}

/** Calls check-subscription as the user through supabase-js, as the dashboard does. */
export async function checkSubscription(user: User): Promise<SubscriptionAnswer> {
  const { data, error } = await user.client.functions.invoke('check-subscription');
  if (error) throw error;
  return data as SubscriptionAnswer;
}

/** The Stripe customer the emulator holds for the user (keyed by metadata.user_id). */
export function stripeCustomerOf(h: Harness, user: User) {
  return [...h.stripe.state.customers.values()].find((c) => c.metadata.user_id === user.id);
}

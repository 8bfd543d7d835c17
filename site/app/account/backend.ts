import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  AuthOutcome,
  CheckoutItem,
  LoadAddonsOutput,
  SubscriptionData,
  UrlOutput,
} from '@northbeam/flows';
import { intervalForPeriod } from '@northbeam/flows';
import { getSupabase } from './authClient';
import { planNameForTier } from './catalogue';

/*
 * Every backend call the account area makes, over supabase-js. Auth calls answer the provider's
 * error as data (the flows show its message); anything thrown is an unexpected failure.
 */

const outcome = ({ error }: { error: { message: string } | null }): AuthOutcome => ({
  error: error ? { message: error.message } : null,
});

export async function signIn(email: string, password: string): Promise<AuthOutcome> {
  const supabase = await getSupabase();
  return outcome(await supabase.auth.signInWithPassword({ email, password }));
}

export async function signUp(
  email: string,
  password: string,
  fullName: string,
): Promise<AuthOutcome> {
  const supabase = await getSupabase();
  return outcome(
    await supabase.auth.signUp({
      email,
      password,
      options: { data: { full_name: fullName }, emailRedirectTo: `${window.location.origin}/` },
    }),
  );
}

/** Where the recovery link leads: /auth in the mode that sets a new password. */
export const UPDATE_PASSWORD_MODE = 'update-password';

export async function requestPasswordReset(email: string): Promise<AuthOutcome> {
  const supabase = await getSupabase();
  return outcome(
    await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}/auth?mode=${UPDATE_PASSWORD_MODE}`,
    }),
  );
}

export async function updatePassword(password: string): Promise<AuthOutcome> {
  const supabase = await getSupabase();
  return outcome(await supabase.auth.updateUser({ password }));
}

export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  // A session the server no longer knows is signed out locally all the same.
  if (error && error.name !== 'AuthSessionMissingError') throw error;
}

/** A function's own error text, for the console: supabase-js hides it behind a generic message. */
async function functionError(error: unknown): Promise<Error> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body: unknown = await context.json().catch(() => null);
    const message =
      body && typeof body === 'object' && 'error' in body ? JSON.stringify(body) : null;
    if (message) return new Error(`${(error as Error).message}: ${message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function invoke<T>(
  supabase: SupabaseClient,
  name: string,
  accessToken: string | null,
  body?: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>(name, {
    ...(body ? { body } : {}),
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
  });
  if (error) throw await functionError(error);
  if (data === null) throw new Error(`${name} answered without data`);
  return data;
}

export async function checkSubscription(accessToken: string): Promise<SubscriptionData> {
  const supabase = await getSupabase();
  const data = await invoke<Partial<SubscriptionData>>(supabase, 'check-subscription', accessToken);
  const answer: SubscriptionData = {
    subscribed: data.subscribed === true,
    subscription_tier: planNameForTier(data.subscription_tier),
    subscription_end: data.subscription_end ?? null,
  };
  if (!answer.subscribed) return answer;
  // How the plan is billed: the row check-subscription has just synced (readable by its owner).
  const { data: rows, error } = await supabase
    .from('subscriptions')
    .select('billing_interval')
    .limit(1)
    .setHeader('Authorization', `Bearer ${accessToken}`);
  if (error) {
    console.error('Error reading the billing period:', error);
    return answer;
  }
  const interval = (rows as { billing_interval: string | null }[])[0]?.billing_interval;
  return interval === 'month' || interval === 'year'
    ? { ...answer, subscription_interval: interval }
    : answer;
}

/**
 * The original site always sent tier 'premium'; this one sends the plan the customer chose at the
 * billing period chosen on the dashboard's toggle (annual: the yearly price), or the add-on's name.
 */
export function checkoutBody(item: CheckoutItem): Record<string, string> {
  return item.kind === 'plan'
    ? { tier: item.name.toLowerCase(), interval: intervalForPeriod(item.period ?? 'monthly') }
    : { addon: item.name };
}

export async function createCheckout(item: CheckoutItem): Promise<UrlOutput> {
  const supabase = await getSupabase();
  const data = await invoke<UrlOutput>(supabase, 'create-checkout', null, checkoutBody(item));
  if (typeof data.url !== 'string') throw new Error('create-checkout answered without a url');
  return { url: data.url };
}

export async function openCustomerPortal(): Promise<UrlOutput> {
  const supabase = await getSupabase();
  const data = await invoke<UrlOutput>(supabase, 'customer-portal', null);
  if (typeof data.url !== 'string') throw new Error('customer-portal answered without a url');
  return { url: data.url };
}

export async function loadActiveAddons(userId: string): Promise<LoadAddonsOutput> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('user_addons')
    .select('*')
    .eq('user_id', userId)
    .eq('active', true);
  if (error) throw error;
  return (data as { addon_name: string }[]).map((row) => row.addon_name);
}

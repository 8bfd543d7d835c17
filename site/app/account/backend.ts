import type { BackendClient as SupabaseClient } from '../lib/supabase';
import type {
  AuthOutcome,
  ChangePlanInput,
  ChangePlanOutput,
  CheckoutItem,
  LoadAddonsOutput,
  SubscriptionData,
  UrlOutput,
} from '@northbeam/flows';
import { intervalForPeriod } from '@northbeam/flows';
import type { Lang } from '../content/cities/types';
import { pathIn } from '../content/routeTwins';
import { pageLocale } from '../lib/loadSupabase';
import { getSupabase } from './authClient';
import { planNameForTier } from './planTiers';

/*
 * Every backend call the account area makes, over supabase-js. Auth calls answer the provider's
 * error as data (the flows show its message); anything thrown is an unexpected failure.
 */

// The error code (weak_password, invalid_credentials...) goes along: a French page shows its own
// text for it, never the provider's English message.
const outcome = ({
  error,
}: {
  error: { message: string; code?: string | undefined } | null;
}): AuthOutcome => ({
  error: error ? { message: error.message, code: error.code ?? null } : null,
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
  // The language stored here is the one Auth's mails are written in (supabase/templates).
  const lang = pageLocale();
  return outcome(
    await supabase.auth.signUp({
      email,
      password,
      // /auth exchanges the link's code (PKCE) and sends the signed-in visitor to the dashboard.
      options: {
        data: { full_name: fullName, locale: lang === 'fr-CA' ? 'fr' : 'en' },
        emailRedirectTo: `${window.location.origin}${authPage(lang)}`,
      },
    }),
  );
}

/** Where mailed Auth links land: the sign-in page in the page's language (/auth or its twin). */
const authPage = (lang: Lang) => pathIn(lang, '/auth');

/** Where the recovery link leads: /auth in the mode that sets a new password. */
export const UPDATE_PASSWORD_MODE = 'update-password';

export async function requestPasswordReset(email: string): Promise<AuthOutcome> {
  const supabase = await getSupabase();
  return outcome(
    await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${authPage(pageLocale())}?mode=${UPDATE_PASSWORD_MODE}`,
    }),
  );
}

export async function updatePassword(password: string): Promise<AuthOutcome> {
  const supabase = await getSupabase();
  const answer = await supabase.auth.updateUser({ password });
  // Hosted Auth answers with the user as it read it before the update, so a password_required
  // the database has just dropped would stay in the stored session: read the session again.
  if (!answer.error && answer.data.user.app_metadata.password_required === true)
    await supabase.auth.refreshSession();
  return outcome(answer);
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
    // Stripe's status of the plan, so the card can say a renewal failed or the plan ends.
    ...(data.status !== undefined
      ? {
          status: data.status,
          cancel_at_period_end: data.cancel_at_period_end === true,
          plan_tier: planNameForTier(data.plan_tier),
        }
      : {}),
  };
  if (!answer.subscribed) return answer;
  // How the plan is billed and any change waiting for the period end: the row check-subscription
  // has just synced (readable by its owner).
  const { data: rows, error } = await supabase
    .from('subscriptions')
    .select('billing_interval, scheduled_tier, scheduled_interval, scheduled_change_at')
    .limit(1)
    .setHeader('Authorization', `Bearer ${accessToken}`);
  if (error) {
    console.error('Error reading the billing period:', error);
    return answer;
  }
  const row = (rows as SubscriptionRow[])[0];
  const interval = asInterval(row?.billing_interval);
  const scheduled = scheduledChange(
    row
      ? {
          tier: row.scheduled_tier,
          interval: row.scheduled_interval,
          effective_at: row.scheduled_change_at,
        }
      : null,
  );
  return {
    ...answer,
    ...(interval ? { subscription_interval: interval } : {}),
    ...(scheduled ? { scheduled_change: scheduled } : {}),
  };
}

interface SubscriptionRow {
  billing_interval: string | null;
  scheduled_tier: string | null;
  scheduled_interval: string | null;
  scheduled_change_at: string | null;
}

const asInterval = (value: unknown) => (value === 'month' || value === 'year' ? value : null);

/** A pending plan change as the backend stores or answers it, with the plan's display name. */
function scheduledChange(
  raw: { tier?: unknown; interval?: unknown; effective_at?: unknown } | null | undefined,
): ChangePlanOutput['scheduled_change'] {
  const tier = typeof raw?.tier === 'string' ? planNameForTier(raw.tier) : null;
  const interval = asInterval(raw?.interval);
  const date = typeof raw?.effective_at === 'string' ? raw.effective_at : null;
  return tier && interval && date ? { tier, interval, date } : null;
}

/**
 * The original site always sent tier 'premium'; this one sends the plan the customer chose at the
 * billing period chosen on the dashboard's toggle (annual: the yearly price), or the add-on's name.
 */
function checkoutBody(item: CheckoutItem): Record<string, string> {
  return item.kind === 'plan'
    ? { tier: item.name.toLowerCase(), interval: intervalForPeriod(item.period ?? 'monthly') }
    : { addon: item.name };
}

/** Stripe's page and the page it returns to are in the dashboard's language. */
const inPageLocale = (body: Record<string, string>) => ({ ...body, locale: pageLocale() });

export async function createCheckout(item: CheckoutItem): Promise<UrlOutput> {
  const supabase = await getSupabase();
  const data = await invoke<UrlOutput>(
    supabase,
    'create-checkout',
    null,
    inPageLocale(checkoutBody(item)),
  );
  if (typeof data.url !== 'string') throw new Error('create-checkout answered without a url');
  return { url: data.url };
}

/** A customer with a plan changes it from the next billing cycle (change-plan schedules it). */
export async function changePlan({ item }: ChangePlanInput): Promise<ChangePlanOutput> {
  const supabase = await getSupabase();
  const data = await invoke<{ scheduled_change?: unknown }>(
    supabase,
    'change-plan',
    null,
    checkoutBody(item),
  );
  return {
    scheduled_change: scheduledChange(
      data.scheduled_change as Parameters<typeof scheduledChange>[0],
    ),
  };
}

export async function openCustomerPortal(): Promise<UrlOutput> {
  const supabase = await getSupabase();
  const data = await invoke<UrlOutput>(supabase, 'customer-portal', null, inPageLocale({}));
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

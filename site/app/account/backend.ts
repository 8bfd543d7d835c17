import type {
  AuthOutcome,
  ChangePlanInput,
  ChangePlanOutput,
  CheckoutItem,
  SubscriptionData,
  UrlOutput,
} from '@northbeam/flows';
import { intervalForPeriod, planId } from '@northbeam/flows';
import type { Lang } from '../content/cities/types';
import { pathIn } from '../content/routeTwins';
import { pageLocale } from '../lib/loadSupabase';
import { getAuth, getFunctions } from './authClient';

/*
 * Every backend call the account area makes, over auth-js and functions-js. Auth calls answer the provider's
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
  const auth = await getAuth();
  return outcome(await auth.signInWithPassword({ email, password }));
}

export async function signUp(
  email: string,
  password: string,
  fullName: string,
): Promise<AuthOutcome> {
  const auth = await getAuth();
  // The language stored here is the one Auth's mails are written in (supabase/templates).
  const lang = pageLocale();
  return outcome(
    await auth.signUp({
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
  const auth = await getAuth();
  return outcome(
    await auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${authPage(pageLocale())}?mode=${UPDATE_PASSWORD_MODE}`,
    }),
  );
}

export async function updatePassword(password: string): Promise<AuthOutcome> {
  const auth = await getAuth();
  const answer = await auth.updateUser({ password });
  // Hosted Auth answers with the user as it read it before the update, so a password_required
  // the database has just dropped would stay in the stored session: read the session again.
  if (!answer.error && answer.data.user.app_metadata.password_required === true)
    await auth.refreshSession();
  return outcome(answer);
}

export async function signOut(): Promise<void> {
  const auth = await getAuth();
  const { error } = await auth.signOut();
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
  name: string,
  accessToken: string | null,
  body?: Record<string, unknown>,
): Promise<T> {
  const functions = await getFunctions();
  const { data, error } = await functions.invoke<T>(name, {
    ...(body ? { body } : {}),
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
  });
  if (error) throw await functionError(error);
  if (data === null) throw new Error(`${name} answered without data`);
  return data;
}

/**
 * check-subscription answers everything the dashboard shows (docs/backend-contract.md): the plan
 * by tier id, its status, how it is billed, a change waiting for the period end and the active
 * add-ons. One call; nothing else is read.
 */
export async function checkSubscription(accessToken: string): Promise<SubscriptionData> {
  const data = await invoke<Record<string, unknown>>('check-subscription', accessToken);
  const interval = asInterval(data.subscription_interval);
  const scheduled = scheduledChange(data.scheduled_change as ScheduledWire);
  // The session machine keeps it through subscriptionDataFrom (unknown statuses read as none).
  return {
    subscribed: data.subscribed === true,
    subscription_tier: planId(data.subscription_tier),
    subscription_end: typeof data.subscription_end === 'string' ? data.subscription_end : null,
    ...(interval ? { subscription_interval: interval } : {}),
    ...(scheduled ? { scheduled_change: scheduled } : {}),
    // Stripe's status of the plan, so the card can say a renewal failed or the plan ends.
    ...(data.status !== undefined
      ? {
          status: data.status as SubscriptionData['status'],
          cancel_at_period_end: data.cancel_at_period_end === true,
          plan_tier: planId(data.plan_tier),
        }
      : {}),
    ...(Array.isArray(data.addons)
      ? { addons: data.addons.filter((name): name is string => typeof name === 'string') }
      : {}),
  };
}

const asInterval = (value: unknown) => (value === 'month' || value === 'year' ? value : null);

/** A pending plan change as check-subscription and change-plan answer it. */
type ScheduledWire =
  { tier?: unknown; interval?: unknown; effective_at?: unknown } | null | undefined;

function scheduledChange(raw: ScheduledWire): ChangePlanOutput['scheduled_change'] {
  const tier = planId(raw?.tier);
  const interval = asInterval(raw?.interval);
  const date = typeof raw?.effective_at === 'string' ? raw.effective_at : null;
  return tier && interval && date ? { tier, interval, date } : null;
}

/**
 * The original site always sent tier 'premium'; this one sends the plan's tier id the customer
 * chose at the billing period chosen on the dashboard's toggle (annual: the yearly price), or the
 * add-on's name.
 */
function checkoutBody(item: CheckoutItem): Record<string, string> {
  return item.kind === 'plan'
    ? { tier: item.tier, interval: intervalForPeriod(item.period ?? 'monthly') }
    : { addon: item.name };
}

/** Stripe's page and the page it returns to are in the dashboard's language. */
const inPageLocale = (body: Record<string, string>) => ({ ...body, locale: pageLocale() });

export async function createCheckout(item: CheckoutItem): Promise<UrlOutput> {
  const data = await invoke<UrlOutput>('create-checkout', null, inPageLocale(checkoutBody(item)));
  if (typeof data.url !== 'string') throw new Error('create-checkout answered without a url');
  return { url: data.url };
}

/** A customer with a plan changes it from the next billing cycle (change-plan schedules it). */
export async function changePlan({ item }: ChangePlanInput): Promise<ChangePlanOutput> {
  const data = await invoke<{ scheduled_change?: ScheduledWire }>(
    'change-plan',
    null,
    checkoutBody(item),
  );
  return { scheduled_change: scheduledChange(data.scheduled_change) };
}

export async function openCustomerPortal(): Promise<UrlOutput> {
  const data = await invoke<UrlOutput>('customer-portal', null, inPageLocale({}));
  if (typeof data.url !== 'string') throw new Error('customer-portal answered without a url');
  return { url: data.url };
}

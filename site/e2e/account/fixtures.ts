import { test as base, expect, type Page } from '@playwright/test';
import { ready } from '../ready';
import { PASSWORD, mailsIn, uniqueEmail, verifyLink, waitForMailIn } from './inbox';
import { LOCAL_STRIPE_SECRET_KEY } from '../../../supabase/local/src/keys.ts';

export { expectAccessible } from '../axe';

/** URLs globalSetup.ts exported for this run. */
export function runEnv() {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run with -c e2e/account/playwright.config.ts`);
    return value;
  };
  return {
    site: read('ACCOUNT_E2E_SITE_URL'),
    supabase: read('ACCOUNT_E2E_SUPABASE_URL'),
    inbox: read('ACCOUNT_E2E_INBOX_URL'),
    stripe: read('ACCOUNT_E2E_STRIPE_URL'),
    serviceRoleKey: read('ACCOUNT_E2E_SERVICE_ROLE_KEY'),
    hooks: read('ACCOUNT_E2E_HOOKS_URL'),
  };
}

export { PASSWORD, linkIn, uniqueEmail, verifyLink } from './inbox';

export const test = base.extend<{ customer: string }>({
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    await provide(runEnv().site);
  },
  /**
   * The e-mail of a confirmed account with PASSWORD, made for the test that asks for it (signed
   * out: the test signs in when it is ready, e.g. after its own init scripts).
   */
  // eslint-disable-next-line no-empty-pattern
  customer: async ({}, provide, testInfo) => {
    const tag = testInfo.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 24);
    const email = uniqueEmail(tag.replace(/^-|-$/g, ''));
    await createConfirmedUser(email);
    await provide(email);
  },
});
export { expect };

/** Every mail to `to` in this run's inbox, newest first. */
export const mailsTo = (to: string) => mailsIn(runEnv().inbox, to);

/** The newest mail to `to` whose subject matches. */
export const waitForMail = (to: string, subject: RegExp) =>
  waitForMailIn(runEnv().inbox, to, subject);

/** A confirmed account made through the auth admin API, for tests that start signed up. */
async function createConfirmedUser(email: string, password = PASSWORD): Promise<void> {
  const { supabase, serviceRoleKey } = runEnv();
  const res = await fetch(`${supabase}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!res.ok) throw new Error(`creating ${email} failed: ${res.status} ${await res.text()}`);
}

/** Fills the sign-in card on the page and sends it (the caller says what should follow). */
export async function submitSignIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in on /auth and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await submitSignIn(page, email, password);
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
}

/**
 * On /auth: 'Forgot password?', the address, 'Send reset link', the toast; returns the link of
 * the newest reset mail.
 */
export async function requestPasswordReset(page: Page, email: string): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toasts(page)).toContainText('Check your email');
  return verifyLink(await waitForMail(email, /Reset Your Password/));
}

type Lang = 'en-CA' | 'fr-CA';

/** The sign-up form's words, where it is and what it says once sent, in each language. */
const signUpCard = {
  'en-CA': {
    page: '/auth',
    toggle: "Don't have an account? Sign up",
    heading: 'Create Account',
    fields: ['Full Name', 'Email', 'Password'],
    button: 'Sign Up',
    sent: 'Please check your email to confirm your account.',
  },
  'fr-CA': {
    page: '/fr/connexion',
    toggle: 'Pas encore de compte\u202f? Inscrivez-vous',
    heading: 'Créer un compte',
    fields: ['Nom complet', 'Courriel', 'Mot de passe'],
    button: 'S’inscrire',
    sent: 'Consultez vos courriels pour confirmer votre compte.',
  },
};

/**
 * Signs up as Ada Tremblay with `email` and PASSWORD: the toast asks to confirm the address from
 * the mail, and the page stays where it is (the account waits for that confirmation).
 */
export async function signUp(page: Page, email: string, lang: Lang = 'en-CA'): Promise<void> {
  const card = signUpCard[lang];
  await page.goto(card.page);
  await page.getByRole('button', { name: card.toggle }).click();
  await expect(page.getByRole('heading', { level: 1, name: card.heading })).toBeVisible();
  const [name, address, password] = card.fields;
  await page.getByLabel(name!).fill('Ada Tremblay');
  await page.getByLabel(address!).fill(email);
  await page.getByLabel(password!).fill(PASSWORD);
  await page.getByRole('button', { name: card.button, exact: true }).click();
  await expect(toasts(page)).toContainText(card.sent);
  await expect(page).toHaveURL(`${runEnv().site}${card.page}`);
}

/** The new-password card's words and the dashboard it leads to, in each language. */
const newPasswordCard = {
  'en-CA': {
    heading: 'Choose a new password',
    field: 'New password',
    button: 'Update password',
    dashboard: '/dashboard',
  },
  'fr-CA': {
    heading: 'Choisir un nouveau mot de passe',
    field: 'Nouveau mot de passe',
    button: 'Enregistrer le mot de passe',
    dashboard: '/fr/tableau-de-bord',
  },
};

/**
 * Opens a mailed link that lets its holder choose a password (a sign-up confirmation, whose
 * sign-up password is void, or a reset): on its card, chooses `password`, then waits for the
 * dashboard it leads to.
 */
export async function choosePasswordFromLink(
  page: Page,
  link: string,
  { password = PASSWORD, lang = 'en-CA' }: { password?: string; lang?: Lang } = {},
): Promise<void> {
  const card = newPasswordCard[lang];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: card.heading })).toBeVisible();
  await page.getByRole('textbox', { name: card.field }).fill(password);
  await page.getByRole('button', { name: card.button }).click();
  await expect(page).toHaveURL(`${runEnv().site}${card.dashboard}`);
}

/** On the 'This link has expired' card: sends a new link and returns it once it has come. */
export async function requestNewResetLink(page: Page, email: string, expired: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(toasts(page)).toContainText('Check your email');
  let fresh = expired;
  await expect
    .poll(async () => (fresh = verifyLink(await waitForMail(email, /Reset Your Password/))))
    .not.toBe(expired);
  return fresh;
}

/** On /pricing, a plan's 'Get Started' (billed annually if asked): on to /auth, or the dashboard. */
export async function getStartedOnPricing(page: Page, plan: string, annual = false) {
  await page.goto('/pricing');
  await ready(page);
  if (annual) await page.getByRole('radio', { name: /Annual/ }).check();
  await page
    .getByRole('article', { name: plan })
    // A link the prerender writes and the island rewrites for the period and a stored session.
    .getByRole('link', { name: 'Get Started' })
    .click();
}

/**
 * Scrolls the dashboard down to its sections (invoices, settings, your data) as a reader does:
 * they load when they come into view, around Quick Actions.
 */
export async function showSections(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: /^(Quick Actions|Actions rapides)$/ })
    .scrollIntoViewIfNeeded();
}

/** The dashboard's card for a plan ('Starter', 'Professional', 'Enterprise'). */
export const planCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Available Plans' }).getByRole('article', { name });

/** The local Stripe's checkout page's words in each language it shows (page-texts.ts, tax-texts.ts). */
const checkoutWords = {
  en: {
    line1: 'Address',
    city: 'City',
    province: 'Province or territory',
    postalCode: 'Postal code',
    card: 'Card number',
    expiry: 'Expiry date (MM / YY)',
    cvc: 'Security code (CVC)',
    subscribe: 'Subscribe',
    back: /\/dashboard/,
  },
  fr: {
    line1: 'Adresse',
    city: 'Ville',
    province: 'Province ou territoire',
    postalCode: 'Code postal',
    card: 'Numéro de carte',
    expiry: 'Date d’expiration (MM / AA)',
    cvc: 'Code de sécurité (CVC)',
    subscribe: 'S’abonner',
    back: /\/fr\/tableau-de-bord/,
  },
};

export interface BillingAddress {
  line1: string;
  city: string;
  /** The province's name as the page lists it (the same in both languages for most). */
  province: string;
  postalCode: string;
}

const TORONTO: BillingAddress = {
  line1: '100 King St W',
  city: 'Toronto',
  province: 'Ontario',
  postalCode: 'M5X 1C9',
};

/**
 * Pays on the local Stripe's checkout page (in English, or in French for a French session) with
 * the test card 4242 and waits for the return to the dashboard in that language; the billing
 * address Stripe Tax needs is in Toronto unless another is given.
 */
export async function payWithTestCard(
  checkout: Page,
  { lang = 'en', address = TORONTO }: { lang?: 'en' | 'fr'; address?: BillingAddress } = {},
): Promise<void> {
  const words = checkoutWords[lang];
  await checkout.getByLabel(words.line1, { exact: true }).fill(address.line1);
  await checkout.getByLabel(words.city, { exact: true }).fill(address.city);
  await checkout.getByLabel(words.province).selectOption({ label: address.province });
  await checkout.getByLabel(words.postalCode).fill(address.postalCode);
  await checkout.getByLabel(words.card).fill('4242 4242 4242 4242');
  await checkout.getByLabel(words.expiry).fill('12 / 34');
  await checkout.getByLabel(words.cvc).fill('123');
  await checkout.getByRole('button', { name: words.subscribe }).click();
  await checkout.waitForURL(words.back);
}

/** The local Stripe's REST API with its own secret key (as the SDK would call it); `form` is sent form-encoded. */
export async function stripeApi<T>(
  path: string,
  method = 'GET',
  form?: Record<string, string>,
): Promise<T> {
  const res = await fetch(`${runEnv().stripe}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}`,
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The plan subscription of the customer with this e-mail. */
export async function subscriptionOf(email: string): Promise<{ id: string }> {
  const customers = await stripeApi<{ data: { id: string }[] }>(
    `/v1/customers?email=${encodeURIComponent(email)}`,
  );
  const subs = await stripeApi<{ data: { id: string }[] }>(
    `/v1/subscriptions?customer=${customers.data[0]!.id}`,
  );
  return subs.data[0]!;
}

/** A day passes for this user's sessions: each was signed in over 24 h ago. */
export async function ageSessions(email: string): Promise<void> {
  const res = await fetch(`${runEnv().hooks}/age-sessions?email=${encodeURIComponent(email)}`, {
    method: 'POST',
  });
  if (res.status !== 204)
    throw new Error(`ageing sessions failed: ${res.status} ${await res.text()}`);
}

/** The toasts (a polite live region named 'Notifications'). */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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
  };
}

export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    await provide(runEnv().site);
  },
});
export { expect };

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface InboxMail {
  subject: string;
  html: string;
  date: string;
  to: { address: string }[];
}

/** Every mail to `to` in the inbox, newest first, from MailDev's REST API (`GET /email`). */
export async function mailsTo(to: string): Promise<InboxMail[]> {
  const mails = (await (await fetch(`${runEnv().inbox}/email`)).json()) as InboxMail[];
  return mails
    .filter((mail) => mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** The newest mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp): Promise<InboxMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const match = (await mailsTo(to)).filter((mail) => subject.test(mail.subject))[0];
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail whose address contains `part`. */
export function linkIn(mail: InboxMail, part: string): string {
  for (const match of mail.html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (href.includes(part)) return href;
  }
  throw new Error(`no ${part} link in "${mail.subject}"`);
}

/** The auth link (…/auth/v1/verify?…) in a mail. */
export const verifyLink = (mail: InboxMail): string => linkIn(mail, '/auth/v1/verify');

/** A confirmed account made through the auth admin API, for tests that start signed up. */
export async function createConfirmedUser(email: string, password = PASSWORD): Promise<void> {
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

/** Signs in on /auth and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
}

/** The toasts (a polite live region named 'Notifications'). */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** axe (WCAG 2.2 A/AA and best practice) finds nothing on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

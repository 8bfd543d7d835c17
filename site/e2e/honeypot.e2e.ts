import { expect, test, type Page } from '@playwright/test';
import { texts } from '@northbeam/flows';
import { startPublicBackend, type BackendUrls } from '../scripts/backend-process.mjs';
import { expectAccessible } from './axe';
import { ready } from './ready';

/*
 * The honeypot end to end: the built site in Chromium, talking to the real embedded backend on the
 * address the public build targets (127.0.0.1:54321). A bot that fills the hidden fax field sees
 * the normal success, yet nothing is stored and no mail goes out; a person's enquiry, sent the same
 * way, is stored and mailed (so "nothing stored" cannot come from a request that never arrived).
 */

let backend: BackendUrls;
let stopBackend: () => Promise<void> = async () => undefined;

/** Rows of a table whose column equals value, read with the service role. */
async function rows(table: string, column: string, value: string): Promise<unknown[]> {
  const response = await fetch(
    `${backend.url}/rest/v1/${table}?select=*&${column}=eq.${encodeURIComponent(value)}`,
    {
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
      },
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

async function mailsTo(address: string): Promise<unknown[]> {
  const mails = (await (await fetch(`${backend.inboxUrl}/email`)).json()) as Array<{
    to: { address: string }[];
  }>;
  return mails.filter((mail) => mail.to.some((r) => r.address.toLowerCase() === address));
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** What a form-filling bot does: writes into the hidden field no person can see or reach. */
async function fillHoneypot(page: Page, form: ReturnType<Page['locator']>, value: string) {
  const honeypot = form.locator('input[name="fax"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(form.getByRole('textbox', { name: 'Fax' })).toHaveCount(0);
  await honeypot.fill(value);
}

// One backend on the address the build targets (a fixed port) serves every test of this file: they
// run in order in one worker, beside the suite's other files.
test.describe.configure({ mode: 'default' });

// Playwright reads a hook's fixtures from its first parameter; this one needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  const started = await startPublicBackend(String(testInfo.project.use.baseURL));
  backend = started.urls;
  stopBackend = started.stop;
});

test.afterAll(async () => {
  await stopBackend();
});

test('contact: a filled honeypot shows the normal success, stores nothing and mails no one', async ({
  page,
}) => {
  await page.goto('/contact');
  await ready(page);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await expectAccessible(page, 'main form');

  // A sent form gives way to its confirmation: each enquiry starts on a fresh page.
  let first = true;
  const send = async (email: string, honeypot?: string) => {
    if (!first) {
      await page.goto('/contact');
      await ready(page);
    }
    first = false;
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('We need local SEO in Guelph.');
    if (honeypot) await fillHoneypot(page, form, honeypot);
    const request = page.waitForRequest('**/functions/v1/send-contact-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(
      page.getByText("We'll get back to you within 24 hours with a custom SEO strategy."),
    ).toBeVisible();
    // The fields are gone from what anyone sees or hears (hidden, out of the accessibility tree).
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveCount(0);
    return body;
  };

  const bot = uniqueEmail('contact-bot');
  expect(await send(bot, 'http://spam.example')).toMatchObject({
    email: bot,
    fax: 'http://spam.example',
  });

  const person = uniqueEmail('contact-person');
  const personBody = await send(person);
  expect(personBody).not.toHaveProperty('fax');
  await expect.poll(() => mailsTo(person), { timeout: 20_000 }).toHaveLength(1);
  expect(await rows('contact_enquiries', 'email', person)).toHaveLength(1);

  // The person's mail has arrived, so the bot's would have too.
  expect(await rows('contact_enquiries', 'email', bot)).toEqual([]);
  expect(await rows('mail_outbox', 'to_address', bot)).toEqual([]);
  expect(await mailsTo(bot)).toEqual([]);
});

test('contact: a website typed without https:// is sent and stored as typed', async ({ page }) => {
  await page.goto('/contact');
  await ready(page);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  const email = uniqueEmail('contact-website');
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Website').fill('example.com');
  await form.getByLabel('Message').fill('We need local SEO in Guelph.');
  const request = page.waitForRequest('**/functions/v1/send-contact-email', { timeout: 10_000 });
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(((await request).postDataJSON() as Record<string, unknown>).website).toBe('example.com');
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  expect(await rows('contact_enquiries', 'email', email)).toMatchObject([
    { website: 'example.com' },
  ]);
});

test('newsletter: a filled honeypot shows the normal confirmation, stores nothing and mails no one', async ({
  page,
}) => {
  await page.goto('/blog');
  await ready(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  await expectAccessible(page, 'form[aria-label="Newsletter"]');

  const subscribe = async (email: string, honeypot?: string) => {
    await form.getByLabel('Email address').fill(email);
    if (honeypot) await fillHoneypot(page, form, honeypot);
    const request = page.waitForRequest('**/functions/v1/newsletter-subscribe');
    await form.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    // The whole notice, its sentence included, from the real function's answer; announced once,
    // by the polite region it appears in (no status role nested in it).
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices).toHaveText(
      `${texts.newsletter.confirmationTitle} ${texts.newsletter.confirmationDescription}`,
      { useInnerText: true },
    );
    await expect(notices).toBeVisible();
    await expect(notices.getByRole('status')).toHaveCount(0);
    await expect(form.getByLabel('Email address')).toHaveValue('');
    return body;
  };

  const bot = uniqueEmail('news-bot');
  expect(await subscribe(bot, '555-0100')).toEqual({
    email: bot,
    fax: '555-0100',
    locale: 'en-CA',
  });

  await page.reload();
  await ready(page);
  const person = uniqueEmail('news-person');
  expect(await subscribe(person)).toEqual({ email: person, locale: 'en-CA' });
  await expect.poll(() => mailsTo(person), { timeout: 20_000 }).toHaveLength(1);
  expect(await rows('newsletter_subscribers', 'email', person)).toHaveLength(1);

  expect(await rows('newsletter_subscribers', 'email', bot)).toEqual([]);
  expect(await rows('mail_outbox', 'to_address', bot)).toEqual([]);
  expect(await mailsTo(bot)).toEqual([]);
});

interface Mail {
  html: string;
  headers: Record<string, string>;
}

function linkIn(mail: Mail, part: string): string {
  const href = [...mail.html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, '&'))
    .find((candidate) => candidate.includes(part));
  if (!href) throw new Error(`no ${part} link in the mail`);
  return href;
}

test('newsletter: the form takes a second address; opening a mailed link changes nothing, its button confirms or unsubscribes, and the blog says so', async ({
  page,
}) => {
  await page.goto('/blog');
  await ready(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  const first = uniqueEmail('news-first');
  const second = uniqueEmail('news-second');
  for (const address of [first, second]) {
    await form.getByLabel('Email address').fill(address);
    const request = page.waitForRequest('**/functions/v1/newsletter-subscribe', {
      timeout: 10_000,
    });
    await form.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
    expect((await request).postDataJSON()).toEqual({ email: address, locale: 'en-CA' });
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect.poll(() => mailsTo(address), { timeout: 20_000 }).toHaveLength(1);
  }

  const [mail] = (await mailsTo(first)) as Mail[];
  const confirm = linkIn(mail!, 'newsletter=confirm');
  const unsubscribe = linkIn(mail!, 'newsletter=unsubscribe');
  const oneClick = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
  expect(oneClick).toContain('/functions/v1/newsletter-unsubscribe?email=');
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // Opening a mailed link, as a mail scanner does, changes nothing: the panel's button does.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/functions/v1/newsletter-'))
      posts.push(request.url());
  });
  for (const [link, heading] of [
    [confirm, 'Confirm your subscription'],
    [unsubscribe, 'Unsubscribe from the newsletter'],
  ] as const) {
    await page.goto(link);
    await ready(page);
    await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  expect(posts).toEqual([]);
  expect(await rows('newsletter_subscribers', 'email', first)).toMatchObject([
    { status: 'pending' },
  ]);
  await expectAccessible(page, 'main');

  await page.goto(confirm);
  await ready(page);
  await page.getByRole('button', { name: 'Confirm subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?newsletter=confirmed#newsletter-heading$/);
  await expect(page.getByRole('status').filter({ hasText: "You're subscribed" })).toBeVisible();
  expect(await rows('newsletter_subscribers', 'email', first)).toMatchObject([
    { status: 'confirmed' },
  ]);

  await page.goto(unsubscribe);
  await ready(page);
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?newsletter=unsubscribed#newsletter-heading$/);
  await expect(page.getByRole('status').filter({ hasText: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByText('This address will get no more newsletter e-mails.')).toBeVisible();
  expect(await rows('newsletter_subscribers', 'email', first)).toMatchObject([
    { status: 'unsubscribed' },
  ]);
  await expectAccessible(page, 'main');

  // The confirmation link no longer works once the reader has left.
  await page.goto(confirm);
  await ready(page);
  await page.getByRole('button', { name: 'Confirm subscription', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
});

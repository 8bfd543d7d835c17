import { describe, expect, it } from 'vitest';
import type { Inbox } from '../../src/mail/maildev.ts';
import { allMails, type InboxMail } from '../support/inbox.ts';
import {
  callFunction,
  SITE_URL,
  harnessWithInboxForFile,
  signedInUser,
  type Harness,
} from './harness.ts';

/*
 * The language a person used is stored with what they sent (enquiry and subscriber rows, the
 * user's metadata), validated on write, and used for what is sent to them afterwards: the mails,
 * and Stripe's Checkout and portal (locale fr-CA, the customer's preferred_locales).
 */

let h: Harness;
let inbox: Inbox;
harnessWithInboxForFile((started, mail) => {
  h = started;
  inbox = mail;
});

async function sendOutbox(): Promise<void> {
  const run = await callFunction(h, 'process-mail-outbox', {
    token: h.backend.serviceRoleKey,
    body: {},
  });
  expect(run.status).toBe(200);
}

async function mailTo(address: string): Promise<InboxMail> {
  await sendOutbox();
  const all = await allMails(inbox.webUrl);
  const mail = all.find((m) => m.to[0]?.address === address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

const ENQUIRY = {
  firstName: 'Zoé',
  lastName: 'Tremblay',
  message: 'Nous voulons être trouvés à Québec.',
  city: 'montreal',
};

async function stored(table: string, email: string): Promise<unknown[]> {
  const { data, error } = await h.admin.from(table).select('locale').eq('email', email);
  if (error) throw error;
  return data.map((row) => (row as { locale: string }).locale);
}

describe('enquiries and newsletter in the language of the page they came from', () => {
  it('a French enquiry is stored as fr and acknowledged in French; the agency is told its language', async () => {
    const email = `fr-enquiry-${Date.now()}@example.com`;
    const sent = await callFunction(h, 'send-contact-email', {
      // As the site sends it: the page's <html lang>.
      body: { ...ENQUIRY, email, locale: 'fr-CA' },
    });
    expect(sent.status).toBe(200);
    expect(await stored('contact_enquiries', email)).toEqual(['fr']);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Nous avons bien reçu votre message');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('Merci, Zoé\u202f!');
    expect(mail.text).toContain('stratégie de référencement sur mesure');
    const all = await allMails(inbox.webUrl);
    const agency = all.find((m) => m.subject === 'New enquiry from Zoé Tremblay');
    expect(agency?.html).toContain('Written in French: reply in French.');
  });

  it('an enquiry without a locale is stored and answered in English', async () => {
    const email = `en-enquiry-${Date.now()}@example.com`;
    expect(
      (await callFunction(h, 'send-contact-email', { body: { ...ENQUIRY, email } })).status,
    ).toBe(200);
    expect(await stored('contact_enquiries', email)).toEqual(['en']);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('We received your message');
    expect(mail.html).toContain('<html lang="en">');
  });

  it.each([
    ['send-contact-email', 'contact_enquiries'],
    ['newsletter-subscribe', 'newsletter_subscribers'],
  ])(
    '%s refuses a locale that names neither English nor French with a 400 and stores nothing',
    async (name, table) => {
      for (const locale of ['de', 'fr-FR', 'FR', 5, '']) {
        const email = `bad-locale-${Date.now()}@example.com`;
        const answer = await callFunction(h, name, { body: { ...ENQUIRY, email, locale } });
        expect(answer, JSON.stringify(locale)).toMatchObject({
          status: 400,
          body: { error: "locale must be 'en' or 'fr' ('en-CA' or 'fr-CA')." },
        });
        expect(await stored(table, email)).toEqual([]);
      }
    },
  );

  it('a French newsletter sign-up is stored as fr; its opt-in mail is French and links to the French blog', async () => {
    const email = `fr-news-${Date.now()}@example.com`;
    const answer = await callFunction(h, 'newsletter-subscribe', { body: { email, locale: 'fr' } });
    expect(answer.status).toBe(200);
    expect(await stored('newsletter_subscribers', email)).toEqual(['fr']);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Confirmez votre abonnement à l’infolettre');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain(`href="${SITE_URL}/fr/blogue?newsletter=confirm&amp;token=`);
    expect(mail.html).toContain(`href="${SITE_URL}/fr/blogue?newsletter=unsubscribe&amp;email=`);
    expect(mail.html).toContain('>désabonner</a> en tout temps.');
  });
});

describe('newsletter issues in the language they are written in', () => {
  async function confirmedSubscriber(locale: 'en' | 'fr'): Promise<string> {
    const email = `${locale}-reader-${Date.now()}@example.com`;
    expect(
      (await callFunction(h, 'newsletter-subscribe', { body: { email, locale } })).status,
    ).toBe(200);
    const link = /href="([^"]*newsletter=confirm[^"]*)"/.exec((await mailTo(email)).html)![1]!;
    const token = new URL(link.replace(/&amp;/g, '&')).searchParams.get('token');
    expect(await callFunction(h, 'newsletter-confirm', { body: { token } })).toMatchObject({
      status: 200,
    });
    return email;
  }

  it('an issue sent with locale fr reaches the French subscribers only, with a French footer', async () => {
    const french = await confirmedSubscriber('fr');
    const english = await confirmedSubscriber('en');
    const send = (body: object) =>
      callFunction(h, 'newsletter-send', { token: h.backend.serviceRoleKey, body });
    expect(
      await send({ subject: 'Novembre', text: 'Les moteurs de réponse.', locale: 'xx' }),
    ).toMatchObject({
      status: 400,
      body: { error: "locale must be 'en' or 'fr' ('en-CA' or 'fr-CA')." },
    });
    expect(
      await send({ subject: 'Novembre', text: 'Les moteurs de réponse.', locale: 'fr' }),
    ).toMatchObject({ status: 200, body: { queued: 1 } });
    await sendOutbox();
    const all = await allMails(inbox.webUrl);
    const issue = all.find((m) => m.subject === 'Novembre' && m.to[0]?.address === french);
    expect(issue?.html).toContain('<html lang="fr-CA">');
    expect(issue?.html).toContain('>désabonner</a> en tout temps.');
    expect(issue?.html).toContain(`href="${SITE_URL}/fr/blogue?newsletter=unsubscribe`);
    expect(all.some((m) => m.subject === 'Novembre' && m.to[0]?.address === english)).toBe(false);
  });
});

describe('payments in the language of the dashboard', () => {
  const frenchUser = () => signedInUser(h, { locale: 'fr' });

  it('a French user gets Checkout in fr-CA, a customer preferring fr-CA, and French return pages; switching language mid-checkout keeps that session', async () => {
    const user = await frenchUser();
    const first = await callFunction(h, 'create-checkout', {
      token: user.token,
      body: { tier: 'starter' },
    });
    expect(first.status).toBe(200);
    const url = first.body.url as string;
    const session = [...h.stripe.state.checkoutSessions.values()].find((s) => s.url === url)!;
    expect(session.locale).toBe('fr-CA');
    expect(session.success_url).toMatch(
      new RegExp(`^${SITE_URL}/fr/tableau-de-bord\\?checkout=success`),
    );
    expect(session.cancel_url).toBe(`${SITE_URL}/fr/tableau-de-bord?checkout=cancelled`);
    expect(h.stripe.state.customers.get(session.customer!)?.preferred_locales).toEqual(['fr-CA']);
    expect(await (await fetch(url)).text()).toContain('<html lang="fr-CA">');

    // The same purchase asked for from the English dashboard: the open session, still French.
    const again = await callFunction(h, 'create-checkout', {
      token: user.token,
      body: { tier: 'starter', locale: 'en' },
    });
    expect(again).toMatchObject({ status: 200, body: { url } });

    const bad = await callFunction(h, 'create-checkout', {
      token: user.token,
      body: { tier: 'starter', locale: 'xx' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: "locale must be 'en' or 'fr' ('en-CA' or 'fr-CA')." },
    });
  });

  it('the portal opens in the locale the dashboard sends, returning to that dashboard', async () => {
    const user = await frenchUser();
    expect(
      (await callFunction(h, 'create-checkout', { token: user.token, body: { tier: 'starter' } }))
        .status,
    ).toBe(200);
    for (const [locale, stripeLocale, dashboard] of [
      ['fr', 'fr-CA', '/fr/tableau-de-bord'],
      ['en', 'en', '/dashboard'],
    ] as const) {
      const portal = await callFunction(h, 'customer-portal', {
        token: user.token,
        body: { locale },
      });
      expect(portal.status).toBe(200);
      const session = [...h.stripe.state.portalSessions.values()].find(
        (s) => s.url === portal.body.url,
      )!;
      expect(session.locale).toBe(stripeLocale);
      expect(session.return_url).toBe(`${SITE_URL}${dashboard}`);
    }
    const bad = await callFunction(h, 'customer-portal', {
      token: user.token,
      body: { locale: 5 },
    });
    expect(bad.status).toBe(400);
  });

  it('a locale other than en or fr written into a user’s metadata later is stored as en, so checkout opens in English', async () => {
    const { client: user, id } = await signedInUser(h, { locale: 'fr' });
    // The user's own client can write any metadata (hosted Auth allows it): the database keeps it valid.
    const updated = await user.auth.updateUser({ data: { locale: 'de' } });
    expect(updated.error).toBeNull();
    const stored = await h.admin.auth.admin.getUserById(id);
    expect(stored.data.user?.user_metadata.locale).toBe('en');
    const token = (await user.auth.refreshSession()).data.session!.access_token;
    const checkout = await callFunction(h, 'create-checkout', { token, body: { tier: 'starter' } });
    expect(checkout.status).toBe(200);
    const session = [...h.stripe.state.checkoutSessions.values()].find(
      (s) => s.url === checkout.body.url,
    )!;
    expect(session.locale).toBe('en');
    expect(session.cancel_url).toBe(`${SITE_URL}/dashboard?checkout=cancelled`);
  });
});

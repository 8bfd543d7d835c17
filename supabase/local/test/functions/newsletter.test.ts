import { describe, expect, it } from 'vitest';
import type { Inbox } from '../../src/mail/maildev.ts';
import { allMails, linkIn, type InboxMail } from '../support/inbox.ts';
import { callFunction, SITE_URL, harnessWithInboxForFile, type Harness } from './harness.ts';

/*
 * The newsletter's double opt-in and unsubscribe, with the real functions under Deno, supabase-js
 * for the database and the real MailDev inbox. Mail scanners open every link in a mail, so a GET
 * on a mailed link must change nothing; the blog's panel (its button) makes the POST. Subscribing answers alike
 * for every address and sends nothing inside the request: the outbox worker sends the mail.
 */

let h: Harness;
let inbox: Inbox;
harnessWithInboxForFile((started, mail) => {
  h = started;
  inbox = mail;
});

async function mailTo(address: string, subject = /./): Promise<InboxMail[]> {
  const all = await allMails(inbox.webUrl);
  return all.filter((m) => m.to[0]?.address === address && subject.test(m.subject));
}

/** What pg_cron does on hosted Supabase (the harness's own timer is off). */
async function runOutbox(): Promise<number> {
  const run = await callFunction(h, 'process-mail-outbox', {
    token: h.backend.serviceRoleKey,
    body: {},
  });
  expect(run.status).toBe(200);
  return run.body.sent as number;
}

async function status(email: string): Promise<string | undefined> {
  const { data, error } = await h.admin
    .from('newsletter_subscribers')
    .select('status')
    .eq('email', email);
  if (error) throw error;
  return (data[0] as { status: string } | undefined)?.status;
}

async function queued(email: string): Promise<number> {
  const { count, error } = await h.admin
    .from('mail_outbox')
    .select('*', { count: 'exact', head: true })
    .eq('to_address', email);
  if (error) throw error;
  return count ?? 0;
}

const functionUrl = (name: string) => `${h.backend.url}/functions/v1/${name}`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function confirmByPage(mail: InboxMail) {
  return await callFunction(h, 'newsletter-confirm', {
    body: { token: tokenOf(linkIn(mail, 'newsletter=confirm')) },
  });
}

async function subscribeAndConfirm(address: string): Promise<InboxMail> {
  expect((await callFunction(h, 'newsletter-subscribe', { body: { email: address } })).status).toBe(
    200,
  );
  await runOutbox();
  const [mail] = await mailTo(address, /Confirm your newsletter subscription/);
  expect(await confirmByPage(mail!)).toMatchObject({ status: 200, body: { confirmed: true } });
  return mail!;
}

describe('newsletter double opt-in', () => {
  it('subscribing answers alike for a new and a confirmed address and mails nothing inside the request', async () => {
    const address = 'reader@example.com';
    const first = await callFunction(h, 'newsletter-subscribe', {
      body: { email: 'Reader@Example.com' },
    });
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, message: 'Check your inbox: we sent a link to confirm your subscription.' },
    });
    // Answered with the mail queued, not sent: the outbox worker sends it.
    expect(await mailTo(address)).toEqual([]);
    expect(await queued(address)).toBe(1);
    expect(await runOutbox()).toBe(1);
    const [mail] = await mailTo(address, /Confirm your newsletter subscription/);
    expect(linkIn(mail!, 'newsletter=confirm')).toMatch(
      new RegExp(`^${SITE_URL}/blog\\?newsletter=confirm&token=[\\w-]{16,}#newsletter-heading$`),
    );
    expect(await confirmByPage(mail!)).toMatchObject({ status: 200, body: { confirmed: true } });
    expect(await status(address)).toBe('confirmed');

    // A confirmed address gets the same answer, and nothing is queued or sent.
    const again = await callFunction(h, 'newsletter-subscribe', { body: { email: address } });
    expect({ status: again.status, body: again.body }).toEqual({
      status: first.status,
      body: first.body,
    });
    expect(await queued(address)).toBe(1);
    expect(await runOutbox()).toBe(0);
    expect(await mailTo(address)).toHaveLength(1);

    // A pending address (asked again within the minute: no second mail) answers the same too.
    await callFunction(h, 'newsletter-subscribe', { body: { email: 'pending@example.com' } });
    const pending = await callFunction(h, 'newsletter-subscribe', {
      body: { email: 'pending@example.com' },
    });
    expect({ status: pending.status, body: pending.body }).toEqual({
      status: first.status,
      body: first.body,
    });

    const bad = await callFunction(h, 'newsletter-subscribe', { body: { email: 'nope' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'Email must be a valid e-mail address.' },
    });
  });

  it('a GET on the confirmation link changes nothing; the page’s POST confirms', async () => {
    const address = 'scanned@example.com';
    await callFunction(h, 'newsletter-subscribe', { body: { email: address } });
    await runOutbox();
    const [mail] = await mailTo(address, /Confirm your newsletter subscription/);
    const token = tokenOf(linkIn(mail!, 'newsletter=confirm'));

    // A mail scanner opens the link (the site's static page, which posts only on its button),
    // and an older mail's link to the function itself.
    const opened = await fetch(`${functionUrl('newsletter-confirm')}?token=${token}`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(
      `${SITE_URL}/blog?newsletter=confirm&token=${token}#newsletter-heading`,
    );
    expect(await status(address)).toBe('pending');

    expect(await callFunction(h, 'newsletter-confirm', { body: { token } })).toMatchObject({
      status: 200,
      body: { confirmed: true },
    });
    expect(await status(address)).toBe('confirmed');
    expect(
      await callFunction(h, 'newsletter-confirm', { body: { token: 'not-a-real-token-at-all' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'This confirmation link is not valid.', code: 'invalid_link' },
    });
  });
});

describe('newsletter unsubscribe (CASL)', () => {
  it('a GET on the unsubscribe link changes nothing; the page’s POST and the one-click POST unsubscribe', async () => {
    const scanned = 'stays@example.com';
    const page = 'leaves@example.com';
    const oneClick = 'one-click@example.com';
    const confirmation = await subscribeAndConfirm(scanned);
    const pageMail = await subscribeAndConfirm(page);
    const oneClickMail = await subscribeAndConfirm(oneClick);

    // Every newsletter mail (the confirmation request too: CASL counts it as a commercial
    // message) links to the blog's panel and names the function for one-click (RFC 8058).
    const link = linkIn(confirmation, 'newsletter=unsubscribe');
    expect(
      link.startsWith(`${SITE_URL}/blog?newsletter=unsubscribe&email=stays%40example.com&token=`),
    ).toBe(true);
    const header = /^<(.+)>$/.exec(confirmation.headers['list-unsubscribe']!)![1]!;
    const { searchParams } = new URL(link);
    expect(header).toBe(
      `${functionUrl('newsletter-unsubscribe')}?email=${encodeURIComponent(searchParams.get('email')!)}&token=${searchParams.get('token')}`,
    );
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Opening either link, as a mail scanner does, changes nothing.
    const opened = await fetch(header, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(link);
    expect(await status(scanned)).toBe('confirmed');

    // The page's button.
    const pageLink = new URL(linkIn(pageMail, 'newsletter=unsubscribe'));
    const byPage = await callFunction(h, 'newsletter-unsubscribe', {
      body: {
        email: pageLink.searchParams.get('email'),
        token: pageLink.searchParams.get('token'),
      },
    });
    expect(byPage).toMatchObject({ status: 200, body: { unsubscribed: true } });

    // The mail client's own button: a POST with no key, no session, no cookies.
    const oneClickHeader = /^<(.+)>$/.exec(oneClickMail.headers['list-unsubscribe']!)![1]!;
    const posted = await fetch(oneClickHeader, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ unsubscribed: true });
    expect({
      [scanned]: await status(scanned),
      [page]: await status(page),
      [oneClick]: await status(oneClick),
    }).toEqual({ [scanned]: 'confirmed', [page]: 'unsubscribed', [oneClick]: 'unsubscribed' });

    // A POST that is not a one-click, and a forged link, unsubscribe nobody.
    const empty = await fetch(header, { method: 'POST', body: '' });
    expect(empty.status).toBe(400);
    const forged = new URL(oneClickHeader);
    forged.searchParams.set('email', scanned);
    const refused = await fetch(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'This unsubscribe link is not valid.',
      code: 'invalid_link',
    });
    expect(await status(scanned)).toBe('confirmed');

    // Only the service role sends an issue; it reaches the confirmed address only.
    expect(
      await callFunction(h, 'newsletter-send', { body: { subject: 'x', text: 'y' } }),
    ).toMatchObject({ status: 401 });
    const sent = await callFunction(h, 'newsletter-send', {
      token: h.backend.serviceRoleKey,
      body: { subject: 'November: answer engines', text: 'First paragraph.\n\nSecond one.' },
    });
    // stays@ and the two readers confirmed by the tests above; not the two who left.
    expect(sent).toMatchObject({ status: 200, body: { queued: 3 } });
    expect(await runOutbox()).toBe(3);
    const [issue] = await mailTo(scanned, /November: answer engines/);
    expect(issue!.html).toContain('<p>Second one.</p>');
    expect(issue!.headers['list-unsubscribe']).toBe(`<${header}>`);
    expect(issue!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailTo(page, /November/)).toEqual([]);
    expect(await mailTo(oneClick, /November/)).toEqual([]);

    // Unsubscribing again is harmless; a mail client may send the field as multipart/form-data.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const twice = await fetch(oneClickHeader, { method: 'POST', body: form });
    expect(await twice.json()).toEqual({ unsubscribed: true });
  });
});

describe('the mailed links of a French subscriber', () => {
  it('a GET on either function sends a French subscriber to the French blog’s panel, with the same query, and never off the site', async () => {
    const address = 'lectrice@example.com';
    await callFunction(h, 'newsletter-subscribe', { body: { email: address, locale: 'fr' } });
    await runOutbox();
    const [mail] = await mailTo(address, /Confirmez votre abonnement/);
    const token = tokenOf(linkIn(mail!, 'newsletter=confirm'));
    const opened = async (url: string) => {
      const answer = await fetch(url, { redirect: 'manual' });
      expect(answer.status).toBe(303);
      return answer.headers.get('location')!;
    };

    // An older mail's link to the function itself: the French twin of the English redirect.
    expect(await opened(`${functionUrl('newsletter-confirm')}?token=${token}`)).toBe(
      `${SITE_URL}/fr/blogue?newsletter=confirm&token=${token}#newsletter-heading`,
    );
    // The mail client's List-Unsubscribe, opened: the French panel, where the mail's own link goes.
    const header = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    expect(await opened(header)).toBe(linkIn(mail!, 'newsletter=unsubscribe'));
    expect(linkIn(mail!, 'newsletter=unsubscribe')).toMatch(
      new RegExp(`^${SITE_URL}/fr/blogue\\?newsletter=unsubscribe&email=lectrice%40example\\.com&`),
    );
    expect(await status(address)).toBe('pending');

    // A link that proves nothing (a guessed token, the address with a forged HMAC) says nothing
    // about the address's language: the English panel, which then calls the link invalid.
    const forged = 'A'.repeat(43);
    expect(await opened(`${functionUrl('newsletter-confirm')}?token=${'x'.repeat(20)}`)).toBe(
      `${SITE_URL}/blog?newsletter=confirm&token=${'x'.repeat(20)}#newsletter-heading`,
    );
    expect(
      await opened(`${functionUrl('newsletter-unsubscribe')}?email=${address}&token=${forged}`),
    ).toBe(
      `${SITE_URL}/blog?newsletter=unsubscribe&email=lectrice%40example.com&token=${forged}#newsletter-heading`,
    );
    // Whatever the query holds, the redirect stays on the site.
    for (const hostile of ['//evil.example', 'https://evil.example/', '%2F%2Fevil.example']) {
      const location = await opened(`${functionUrl('newsletter-confirm')}?token=${hostile}`);
      expect(new URL(location).origin).toBe(SITE_URL);
    }
  });
});

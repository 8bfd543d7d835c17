import { setTimeout as delay } from 'node:timers/promises';

export interface InboxMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
  headers: Record<string, string>;
  date: string;
}

/** Every mail MailDev holds, through its REST API. */
export async function allMails(inboxUrl: string): Promise<InboxMail[]> {
  return (await (await fetch(`${inboxUrl}/email`)).json()) as InboxMail[];
}

/** Waits until MailDev (through its REST API) holds a mail to `to` whose subject matches. */
export async function waitForMail(
  inboxUrl: string,
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${inboxUrl}/email`);
    const mails = (await res.json()) as InboxMail[];
    const match = mails
      .filter(
        (m) =>
          m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) && subject.test(m.subject),
      )
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
    if (match) return match;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} matching ${subject} in ${inboxUrl}`);
    await delay(150);
  }
}

export async function mailsTo(inboxUrl: string, to: string): Promise<InboxMail[]> {
  const mails = await allMails(inboxUrl);
  return mails.filter((m) => m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()));
}

/**
 * The mails to `to` once `count` have arrived (waiting up to 15 s: delivery goes through the
 * outbox, slower on a loaded machine) and a further `settleMs` brought no other: "exactly
 * `count`" without a fixed sleep that a slow delivery outlasts.
 */
export async function mailsSettledAt(
  inboxUrl: string,
  to: string,
  count: number,
  settleMs = 500,
): Promise<InboxMail[]> {
  const deadline = Date.now() + 15_000;
  let mails = await mailsTo(inboxUrl, to);
  while (mails.length < count && Date.now() < deadline) {
    await delay(100);
    mails = await mailsTo(inboxUrl, to);
  }
  await delay(settleMs);
  return await mailsTo(inboxUrl, to);
}

/** Waits (up to 10 s) for a mail to `to` other than `seen`: the second of two sent one after the other. */
export async function waitForNextMail(
  inboxUrl: string,
  to: string,
  seen: InboxMail,
): Promise<InboxMail | undefined> {
  let mails = await mailsTo(inboxUrl, to);
  for (let i = 0; mails.length < 2 && i < 100; i += 1) {
    await delay(100);
    mails = await mailsTo(inboxUrl, to);
  }
  return mails.find((m) => m.id !== seen.id);
}

/** The first link in the mail's HTML that points at the given path. */
export function linkIn(mail: InboxMail, pathPart: string): string {
  for (const match of mail.html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (href.includes(pathPart)) return href;
  }
  throw new Error(`no link containing ${pathPart} in mail "${mail.subject}"`);
}

/** Follows a mailed auth link like a browser would and returns where it lands (with its #fragment). */
export async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status < 300 || res.status >= 400 || !location)
    throw new Error(`expected a redirect from ${link}, got ${res.status}`);
  return new URL(location);
}

export function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

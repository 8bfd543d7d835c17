// The account e2e's plain helpers, with no test runner in them: the Playwright fixtures
// (fixtures.ts) and the journeys in other engines (e2e/engines) read the same local inbox alike.

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface InboxMail {
  subject: string;
  html: string;
  /** The plain-text part. */
  text: string;
  date: string;
  to: { address: string }[];
}

/** Every mail to `to` in the inbox at `inbox`, newest first, from MailDev's REST API (`GET /email`). */
export async function mailsIn(inbox: string, to: string): Promise<InboxMail[]> {
  const mails = (await (await fetch(`${inbox}/email`)).json()) as InboxMail[];
  return mails
    .filter((mail) => mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** The newest mail to `to` whose subject matches, waiting up to 20 s for it. */
export async function waitForMailIn(
  inbox: string,
  to: string,
  subject: RegExp,
): Promise<InboxMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const match = (await mailsIn(inbox, to)).filter((mail) => subject.test(mail.subject))[0];
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

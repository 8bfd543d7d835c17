import { requireServiceRole } from '../_shared/auth.ts';
import { adminClient, rpc } from '../_shared/db.ts';
import { requireEnv } from '../_shared/env.ts';
import { badInput, endpoint, json, readJsonObject } from '../_shared/http.ts';
import { unsubscribeLink } from '../_shared/newsletter.ts';
import { newsletterIssueMail } from '../_shared/templates.ts';
import type { Locale } from '../_shared/locale.ts';
import { localeInput, optionalString, singleLineField } from '../_shared/validate.ts';

/**
 * Sends a newsletter issue (service role only): one mail per confirmed subscriber, each with its
 * own unsubscribe link and List-Unsubscribe headers, queued in the outbox (process-mail-outbox
 * delivers it). An address that unsubscribes before its mail goes out gets nothing.
 * Body: `{ subject, text, locale? }` (plain text; paragraphs separated by blank lines). An issue
 * is written in one language: with `locale` ('en' | 'fr') it goes to the subscribers who signed up
 * in that language; without, to every confirmed subscriber. The footer is in each one's language.
 */
export const handler = endpoint(['POST'], async (req) => {
  requireServiceRole(req, requireEnv('SUPABASE_SERVICE_ROLE_KEY'));
  const body = await readJsonObject(req);
  const subject = singleLineField(body, 'subject', 'Subject', 200);
  const text = optionalString(body, 'text', 'Text', 50_000);
  if (!subject || !text) throw badInput('Subject and text are required.');
  const audience = body.locale === undefined ? null : localeInput(body);
  const db = adminClient();
  const recipients =
    (await rpc<{ email: string; locale: Locale }[]>(db, 'newsletter_recipients', {
      p_locale: audience,
    })) ?? [];
  const mails = [];
  for (const { email: address, locale } of recipients) {
    const { url, headers } = await unsubscribeLink(address, locale);
    mails.push({ ...newsletterIssueMail(address, subject, text, url, locale), headers });
  }
  const queued = mails.length
    ? await rpc<number>(db, 'newsletter_queue_issue', { p_mails: mails })
    : 0;
  return json(req, 200, { queued });
});

if (import.meta.main) Deno.serve(handler);

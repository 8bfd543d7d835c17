import { clientIpHash, isBot, limitFromEnv } from '../_shared/abuse.ts';
import { adminClient, rpc } from '../_shared/db.ts';
import { badInput, endpoint, HttpError, json, readJsonObject } from '../_shared/http.ts';
import { agencyInbox } from '../_shared/mail.ts';
import { BUDGETS, CITIES, type Enquiry } from '../_shared/enquiry.ts';
import { REQUIRED_FIELDS_MESSAGE } from '../../../packages/flows/src/catalogue.ts';
import { agencyMail, visitorMail } from '../_shared/templates.ts';
import { email, localeInput, oneOf, optionalString, singleLineField } from '../_shared/validate.ts';

const FIELD_MAX = 200;
const MESSAGE_MAX = 5000;

export function parseEnquiry(body: Record<string, unknown>): Enquiry {
  const firstName = singleLineField(body, 'firstName', 'First name', FIELD_MAX);
  const lastName = singleLineField(body, 'lastName', 'Last name', FIELD_MAX);
  const message = optionalString(body, 'message', 'Message', MESSAGE_MAX);
  const rawEmail = body.email;
  if (
    !firstName ||
    !lastName ||
    !message ||
    typeof rawEmail !== 'string' ||
    rawEmail.trim() === ''
  ) {
    throw badInput(REQUIRED_FIELDS_MESSAGE['en-CA']);
  }
  const website = singleLineField(body, 'website', 'Website', FIELD_MAX);
  return {
    firstName,
    lastName,
    email: email(body, 'email'),
    phone: singleLineField(body, 'phone', 'Phone', 50),
    company: singleLineField(body, 'company', 'Company', FIELD_MAX),
    website,
    city: oneOf(body, 'city', 'City', CITIES),
    budget: oneOf(body, 'budget', 'Budget', BUDGETS),
    message,
    locale: localeInput(body),
  };
}

interface SubmitResult {
  rate_limited: boolean;
  limit?: 'ip' | 'email';
  id: string | null;
  queued: number;
}

/**
 * Stores the enquiry with its two mails (agency inbox, visitor confirmation) in one transaction and
 * answers: delivery is the outbox worker's job (process-mail-outbox), so the visitor never waits on
 * SMTP, a slow or dead mail server cannot hold requests open, and a crash after the answer loses
 * nothing, since everything the answer promises is already committed.
 */
export const handler = endpoint(['POST'], async (req) => {
  const body = await readJsonObject(req);
  const enquiry = parseEnquiry(body);
  const id = crypto.randomUUID();
  if (isBot(body)) return json(req, 200, { received: true, id });
  const db = adminClient();
  const result = await rpc<SubmitResult>(db, 'submit_contact_enquiry', {
    p_id: id,
    p_enquiry: {
      first_name: enquiry.firstName,
      last_name: enquiry.lastName,
      email: enquiry.email,
      phone: enquiry.phone,
      company: enquiry.company,
      website: enquiry.website,
      city: enquiry.city,
      budget: enquiry.budget,
      message: enquiry.message,
      locale: enquiry.locale,
    },
    p_ip_hash: await clientIpHash(req),
    p_mails: [agencyMail(enquiry, agencyInbox(), id), visitorMail(enquiry)],
    p_max_per_ip: limitFromEnv('CONTACT_RATE_LIMIT_PER_IP', 10),
    p_max_per_email: limitFromEnv('CONTACT_RATE_LIMIT_PER_EMAIL', 5),
  });
  // Refused before anything was stored: the visitor may simply try again later.
  if (result.rate_limited) {
    throw new HttpError(
      429,
      result.limit === 'email'
        ? 'Too many enquiries from this email address. Please try again later.'
        : 'Too many enquiries from your network. Please try again later.',
      'rate_limited',
    );
  }
  return json(req, 200, { received: true, id: result.id });
});

if (import.meta.main) Deno.serve(handler);

import { ENQUIRY_LABELS, type Enquiry } from './enquiry.ts';
import { escapeHtml, singleLine } from './escape.ts';

export interface MailDraft {
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  /** Extra headers (List-Unsubscribe), sent as given. */
  headers?: Record<string, string>;
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">${body}</body></html>`
  );
}

function paragraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
}

export function agencyMail(enquiry: Enquiry, inbox: string, enquiryId: string): MailDraft {
  const name = singleLine(`${enquiry.firstName} ${enquiry.lastName}`);
  const rows = ENQUIRY_LABELS.map(
    ([key, label]) =>
      `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(enquiry[key] || '—')}</td></tr>`,
  ).join('');
  const html = page(
    'New enquiry',
    `<h1>New enquiry from ${escapeHtml(name)}</h1><table>${rows}</table>` +
      `<h2>Message</h2><p>${paragraphs(enquiry.message)}</p>` +
      `<p style="color:#555">Enquiry reference ${escapeHtml(enquiryId)}</p>`,
  );
  const text =
    ENQUIRY_LABELS.map(([key, label]) => `${label}: ${enquiry[key] || '-'}`).join('\n') +
    `\n\nMessage:\n${enquiry.message}\n\nEnquiry reference ${enquiryId}\n`;
  return {
    kind: 'contact_agency',
    to_address: inbox,
    subject: singleLine(`New enquiry from ${name}`),
    html,
    text_body: text,
  };
}

/**
 * The confirmation goes to an address anyone can type, so it is a fixed text: echoing the message
 * (or a long name) would let the form relay arbitrary content to strangers.
 */
export function visitorMail(enquiry: Enquiry): MailDraft {
  const name =
    enquiry.firstName.length > 50 ? `${enquiry.firstName.slice(0, 50)}…` : enquiry.firstName;
  const html = page(
    'We received your message',
    `<h1>Thank you, ${escapeHtml(name)}!</h1>` +
      `<p>We received your message and will get back to you within 24 hours with a custom SEO strategy.</p>` +
      `<p>If you did not contact us, you can ignore this e-mail.</p>`,
  );
  return {
    kind: 'contact_confirmation',
    to_address: enquiry.email,
    subject: 'We received your message',
    html,
    text_body:
      `Thank you, ${name}!\n\nWe received your message and will get back to you within 24 hours ` +
      `with a custom SEO strategy.\n\nIf you did not contact us, you can ignore this e-mail.\n`,
  };
}

function unsubscribeFooter(unsubscribeUrl: string): { html: string; text: string } {
  return {
    html:
      `<p style="color:#555;font-size:13px">You get this e-mail because this address was entered ` +
      `in the Northbeam Search newsletter form. ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> at any time.</p>`,
    text: `\n--\nUnsubscribe at any time: ${unsubscribeUrl}\n`,
  };
}

/** The double opt-in request; under CASL it is a commercial message too, so it can be refused. */
export function newsletterMail(
  email: string,
  confirmUrl: string,
  unsubscribeUrl: string,
): MailDraft {
  const footer = unsubscribeFooter(unsubscribeUrl);
  return {
    kind: 'newsletter_confirm',
    to_address: email,
    subject: 'Confirm your newsletter subscription',
    html: page(
      'Confirm your subscription',
      `<h1>Confirm your subscription</h1><p>Please confirm that you want our SEO newsletter at ` +
        `${escapeHtml(email)}.</p><p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>` +
        `<p>If you did not ask for this, ignore this e-mail and nothing will be sent.</p>` +
        footer.html,
    ),
    text_body:
      `Confirm your newsletter subscription: ${confirmUrl}\n\nIf you did not ask for this, ignore this e-mail.\n` +
      footer.text,
  };
}

/** One issue of the newsletter (plain text from the sender, paragraphs split on blank lines). */
export function newsletterIssueMail(
  email: string,
  subject: string,
  text: string,
  unsubscribeUrl: string,
): MailDraft {
  const footer = unsubscribeFooter(unsubscribeUrl);
  const body = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraphs(paragraph.trim())}</p>`)
    .join('');
  return {
    kind: 'newsletter_issue',
    to_address: email,
    subject: singleLine(subject),
    html: page(subject, `<h1>${escapeHtml(subject)}</h1>${body}${footer.html}`),
    text_body: `${text}\n${footer.text}`,
  };
}

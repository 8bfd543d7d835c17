import { ENQUIRY_LABELS, type Enquiry } from './enquiry.ts';
import { escapeHtml, singleLine } from './escape.ts';
import type { Locale } from './locale.ts';

export interface MailDraft {
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  /** Extra headers (List-Unsubscribe), sent as given. */
  headers?: Record<string, string>;
}

// French typography's no-break spaces (before « ! ? : », as the site's pages write them).
const NBSP = '\u00a0';
const NNBSP = '\u202f';

const HTML_LANG: Record<Locale, string> = { en: 'en', fr: 'fr-CA' };

function page(title: string, body: string, locale: Locale = 'en'): string {
  return (
    `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">${body}</body></html>`
  );
}

function paragraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'French' };

export function agencyMail(enquiry: Enquiry, inbox: string, enquiryId: string): MailDraft {
  const name = singleLine(`${enquiry.firstName} ${enquiry.lastName}`);
  const rows = ENQUIRY_LABELS.map(
    ([key, label]) =>
      `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(enquiry[key] || '—')}</td></tr>`,
  ).join('');
  const html = page(
    'New enquiry',
    `<h1>New enquiry from ${escapeHtml(name)}</h1><table>${rows}</table>` +
      `<p>Written in ${LANGUAGE_NAMES[enquiry.locale]}: reply in ${LANGUAGE_NAMES[enquiry.locale]}.</p>` +
      `<h2>Message</h2><p>${paragraphs(enquiry.message)}</p>` +
      `<p style="color:#555">Enquiry reference ${escapeHtml(enquiryId)}</p>`,
  );
  const text =
    ENQUIRY_LABELS.map(([key, label]) => `${label}: ${enquiry[key] || '-'}`).join('\n') +
    `\nWritten in ${LANGUAGE_NAMES[enquiry.locale]}\n\nMessage:\n${enquiry.message}\n\nEnquiry reference ${enquiryId}\n`;
  return {
    kind: 'contact_agency',
    to_address: inbox,
    subject: singleLine(`New enquiry from ${name}`),
    html,
    text_body: text,
  };
}

const VISITOR_TEXT: Record<
  Locale,
  { subject: string; thanks: (name: string) => string; received: string; ignore: string }
> = {
  en: {
    subject: 'We received your message',
    thanks: (name) => `Thank you, ${name}!`,
    received:
      'We received your message and will get back to you within 24 hours with a custom SEO strategy.',
    ignore: 'If you did not contact us, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    thanks: (name) => `Merci, ${name}${NNBSP}!`,
    received:
      'Nous avons bien reçu votre message. Nous vous répondrons d’ici 24 heures avec une ' +
      'stratégie de référencement sur mesure.',
    ignore: 'Si vous ne nous avez pas écrit, vous pouvez ignorer ce courriel.',
  },
};

/**
 * The confirmation goes to an address anyone can type, so it is a fixed text: echoing the message
 * (or a long name) would let the form relay arbitrary content to strangers. It is written in the
 * language of the page the enquiry was sent from.
 */
export function visitorMail(enquiry: Enquiry): MailDraft {
  const name =
    enquiry.firstName.length > 50 ? `${enquiry.firstName.slice(0, 50)}…` : enquiry.firstName;
  const t = VISITOR_TEXT[enquiry.locale];
  const html = page(
    t.subject,
    `<h1>${escapeHtml(t.thanks(name))}</h1><p>${t.received}</p><p>${t.ignore}</p>`,
    enquiry.locale,
  );
  return {
    kind: 'contact_confirmation',
    to_address: enquiry.email,
    subject: t.subject,
    html,
    text_body: `${t.thanks(name)}\n\n${t.received}\n\n${t.ignore}\n`,
  };
}

const NEWSLETTER_TEXT = {
  en: {
    subject: 'Confirm your newsletter subscription',
    title: 'Confirm your subscription',
    ask: (email: string) => `Please confirm that you want our SEO newsletter at ${email}.`,
    action: 'Confirm my subscription',
    ignore: 'If you did not ask for this, ignore this e-mail and nothing will be sent.',
    textLead: 'Confirm your newsletter subscription:',
    textIgnore: 'If you did not ask for this, ignore this e-mail.',
    why: 'You get this e-mail because this address was entered in the Northbeam Search newsletter form.',
    unsubscribe: (link: string) => `${link} at any time.`,
    unsubscribeWord: 'Unsubscribe',
    textUnsubscribe: 'Unsubscribe at any time:',
  },
  fr: {
    subject: 'Confirmez votre abonnement à l’infolettre',
    title: 'Confirmez votre abonnement',
    ask: (email: string) =>
      `Confirmez-vous vouloir recevoir notre infolettre sur le référencement à l’adresse ${email}${NNBSP}?`,
    action: 'Confirmer mon abonnement',
    ignore: `Si vous n’avez rien demandé, ignorez ce courriel${NBSP}: nous ne vous enverrons rien.`,
    textLead: `Confirmez votre abonnement à l’infolettre${NBSP}:`,
    textIgnore: 'Si vous n’avez rien demandé, ignorez ce courriel.',
    why:
      'Vous recevez ce courriel parce que cette adresse a été inscrite dans le formulaire de ' +
      'l’infolettre de Northbeam Search.',
    unsubscribe: (link: string) => `Vous pouvez vous ${link} en tout temps.`,
    unsubscribeWord: 'désabonner',
    textUnsubscribe: `Pour vous désabonner en tout temps${NBSP}:`,
  },
} satisfies Record<Locale, Record<string, unknown>>;

function unsubscribeFooter(unsubscribeUrl: string, locale: Locale): { html: string; text: string } {
  const t = NEWSLETTER_TEXT[locale];
  const link = `<a href="${escapeHtml(unsubscribeUrl)}">${t.unsubscribeWord}</a>`;
  return {
    html: `<p style="color:#555;font-size:13px">${t.why} ${t.unsubscribe(link)}</p>`,
    text: `\n--\n${t.textUnsubscribe} ${unsubscribeUrl}\n`,
  };
}

/** The double opt-in request; under CASL it is a commercial message too, so it can be refused. */
export function newsletterMail(
  email: string,
  confirmUrl: string,
  unsubscribeUrl: string,
  locale: Locale = 'en',
): MailDraft {
  const t = NEWSLETTER_TEXT[locale];
  const footer = unsubscribeFooter(unsubscribeUrl, locale);
  return {
    kind: 'newsletter_confirm',
    to_address: email,
    subject: t.subject,
    html: page(
      t.title,
      `<h1>${t.title}</h1><p>${escapeHtml(t.ask(email))}</p>` +
        `<p><a href="${escapeHtml(confirmUrl)}">${t.action}</a></p><p>${t.ignore}</p>` +
        footer.html,
      locale,
    ),
    text_body: `${t.textLead} ${confirmUrl}\n\n${t.textIgnore}\n` + footer.text,
  };
}

/**
 * One issue of the newsletter (plain text from the sender, paragraphs split on blank lines), with
 * the footer and `lang` of the subscriber's language.
 */
export function newsletterIssueMail(
  email: string,
  subject: string,
  text: string,
  unsubscribeUrl: string,
  locale: Locale = 'en',
): MailDraft {
  const footer = unsubscribeFooter(unsubscribeUrl, locale);
  const body = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraphs(paragraph.trim())}</p>`)
    .join('');
  return {
    kind: 'newsletter_issue',
    to_address: email,
    subject: singleLine(subject),
    html: page(subject, `<h1>${escapeHtml(subject)}</h1>${body}${footer.html}`, locale),
    text_body: `${text}\n${footer.text}`,
  };
}

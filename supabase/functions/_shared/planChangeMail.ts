import { escapeHtml } from './escape.ts';
import type { Locale } from './locale.ts';
import type { PendingChange } from './planChange.ts';
import type { BillingInterval, Tier } from './plans.ts';
import type { MailDraft } from './templates.ts';

// French typography's no-break spaces (before « : ? », as the site's pages write them).
const NBSP = '\u00a0';
const NNBSP = '\u202f';

const HTML_LANG: Record<Locale, string> = { en: 'en', fr: 'fr-CA' };

/** The plans' names as each edition of the site shows them (site/app/content/fr/planNames.ts). */
const PLAN_NAMES: Record<Locale, Record<Tier, string>> = {
  en: { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' },
  fr: { starter: 'Essentiel', professional: 'Professionnel', enterprise: 'Entreprise' },
};

const TEXT = {
  en: {
    scheduledSubject: 'Your plan change is scheduled',
    scheduled: (plan: string, billed: string, date: string) =>
      `Your plan changes to ${plan}, ${billed}, on ${date}, when your current billing period ends. ` +
      'Until then your current plan stays as it is, and nothing is charged now.',
    undo: 'Changed your mind? Choose your current plan again in your dashboard:',
    cancelledSubject: 'Your plan change is cancelled',
    cancelled: (plan: string) =>
      `The change to ${plan} you scheduled will not happen: your current plan continues.`,
    billed: { month: 'billed monthly', year: 'billed annually' },
    dashboard: 'Your dashboard',
  },
  fr: {
    scheduledSubject: 'Votre changement de forfait est prévu',
    scheduled: (plan: string, billed: string, date: string) =>
      `Vous passerez au forfait ${plan}, ${billed}, le ${date}, à la fin de votre période de ` +
      'facturation en cours. D’ici là, votre forfait actuel ne change pas et rien ne vous est ' +
      'facturé maintenant.',
    undo: `Vous avez changé d’avis${NNBSP}? Choisissez de nouveau votre forfait actuel dans votre tableau de bord${NBSP}:`,
    cancelledSubject: 'Votre changement de forfait est annulé',
    cancelled: (plan: string) =>
      `Le passage au forfait ${plan} que vous aviez prévu n’aura pas lieu${NBSP}: votre forfait actuel continue.`,
    billed: { month: 'facturé mensuellement', year: 'facturé annuellement' },
    dashboard: 'Votre tableau de bord',
  },
} satisfies Record<Locale, Record<string, unknown>>;

/** The date a change takes effect, in the recipient's language and the agency's time zone. */
function effectiveDate(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(at * 1000));
}

function mail(
  locale: Locale,
  to: string,
  subject: string,
  lines: string[],
  dashboardUrl: string,
): MailDraft {
  const t = TEXT[locale];
  const html =
    `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">` +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p><a href="${escapeHtml(dashboardUrl)}">${escapeHtml(t.dashboard)}</a></p></body></html>`;
  return {
    kind: 'plan_change',
    to_address: to,
    subject,
    html,
    text_body: `${lines.join('\n\n')}\n\n${t.dashboard}: ${dashboardUrl}\n`,
  };
}

/**
 * The notice of a plan change, in the customer's language: scheduled for the period's end, or
 * dropped (the customer chose the current plan again). Stripe's own receipts say what is charged;
 * this says what will change and when, since nothing is charged when the change is made.
 */
export function planChangeMail(
  locale: Locale,
  to: string,
  change: { scheduled: PendingChange } | { dropped: { tier: Tier; interval: BillingInterval } },
  dashboardUrl: string,
): MailDraft {
  const t = TEXT[locale];
  if ('scheduled' in change) {
    const { tier, interval, at } = change.scheduled;
    return mail(
      locale,
      to,
      t.scheduledSubject,
      [
        t.scheduled(PLAN_NAMES[locale][tier], t.billed[interval], effectiveDate(at, locale)),
        t.undo,
      ],
      dashboardUrl,
    );
  }
  return mail(
    locale,
    to,
    t.cancelledSubject,
    [t.cancelled(PLAN_NAMES[locale][change.dropped.tier])],
    dashboardUrl,
  );
}

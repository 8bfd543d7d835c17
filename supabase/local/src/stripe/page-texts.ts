import type { PageLanguage } from './locales.ts';
import type { Price } from './store.ts';

// Every text of the local checkout and billing-portal pages, in English and in Quebec French: a
// session created with locale fr or fr-CA shows the French ones, as Stripe's own pages do.

const NBSP = '\u00a0';

export const PAGE_TEXT = {
  en: {
    htmlLang: 'en',
    testMode: 'Test mode: no real payment is taken.',
    notFound: (what: string) => `${what} not found`,
    invalidLink: 'This link is invalid or has expired.',
    checkoutSession: 'Checkout session',
    portalSession: 'Billing portal session',
    page: 'Page',
    per: (interval: string) => `per ${interval}`,
    paymentComplete: 'Payment complete',
    alreadyComplete: 'This checkout is already complete',
    continueTo: (merchant: string) => `Continue to ${merchant}`,
    checkoutExpired: 'Checkout expired',
    expired: 'This checkout has expired',
    returnTo: (merchant: string) => `Return to ${merchant}`,
    subscribe: 'Subscribe',
    pay: 'Pay',
    heading: (subscription: boolean, items: string) =>
      `${subscription ? 'Subscribe' : 'Pay'} to ${items}`,
    totalDue: 'Total due today',
    plusTaxes: '+ applicable taxes',
    email: 'Email',
    cardNumber: 'Card number',
    testCards:
      'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any future date and any 3 digits.',
    expiry: 'Expiry date (MM / YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: 'Security code (CVC)',
    cardName: 'Name on card',
    cancelAndReturn: (merchant: string) => `Cancel and return to ${merchant}`,
    cardErrors: {
      incomplete: 'Your card number is incomplete.',
      invalid: 'Your card number is invalid.',
      expiryIncomplete: "Your card's expiration date is incomplete.",
      monthInvalid: "Your card's expiration month is invalid.",
      expiryPast: "Your card's expiration date is in the past.",
      cvcIncomplete: "Your card's security code is incomplete.",
      declined: 'Your card was declined.',
      insufficient: 'Your card has insufficient funds.',
      cardExpired: 'Your card has expired.',
    },
    billing: 'Billing',
    manage: 'Manage your billing',
    signedInAs: (email: string) => `Signed in as ${email}`,
    current: 'Current subscriptions',
    none: 'You have no active subscriptions.',
    subscription: 'Subscription',
    periodEnd: 'the period end',
    cancelsOn: (date: string) => `Cancels on ${date}.`,
    renewsOn: (date: string) => `Active. Renews on ${date}.`,
    changePlan: 'Change plan',
    updatePlan: 'Update plan',
    dontCancel: "Don't cancel",
    cancelName: (name: string) => `Cancel ${name}`,
    atPeriodEnd: 'At the end of the billing period',
    immediately: 'Immediately',
    cancelSubscription: 'Cancel subscription',
    notices: {
      updated: 'Your plan has been updated.',
      canceled: 'Your subscription has been canceled.',
      scheduled: 'Your subscription will be canceled at the end of the billing period.',
      renewed: 'Your subscription will renew as normal.',
    } as Record<string, string>,
    subscriptionNotFound: 'That subscription was not found.',
    chooseListed: 'Choose one of the listed plans.',
  },
  fr: {
    htmlLang: 'fr-CA',
    testMode: `Mode test${NBSP}: aucun paiement réel n’est prélevé.`,
    notFound: (what: string) => `${what} introuvable`,
    invalidLink: 'Ce lien n’est pas valide ou a expiré.',
    checkoutSession: 'Session de paiement',
    portalSession: 'Session du portail de facturation',
    page: 'Page',
    per: (interval: string) => `par ${FRENCH_INTERVALS[interval] ?? interval}`,
    paymentComplete: 'Paiement effectué',
    alreadyComplete: 'Ce paiement est déjà effectué',
    continueTo: (merchant: string) => `Continuer vers ${merchant}`,
    checkoutExpired: 'Paiement expiré',
    expired: 'Cette session de paiement a expiré',
    returnTo: (merchant: string) => `Retourner à ${merchant}`,
    subscribe: 'S’abonner',
    pay: 'Payer',
    heading: (subscription: boolean, items: string) =>
      subscription ? `Abonnement à ${items}` : `Paiement de ${items}`,
    totalDue: 'Total à payer aujourd’hui',
    plusTaxes: 'taxes en sus',
    email: 'Courriel',
    cardNumber: 'Numéro de carte',
    testCards:
      `Cartes de test${NBSP}: 4242 4242 4242 4242 est acceptée${NBSP}; 4000 0000 0000 0002 est refusée. ` +
      'Toute date future et trois chiffres quelconques.',
    expiry: 'Date d’expiration (MM / AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Code de sécurité (CVC)',
    cardName: 'Nom sur la carte',
    cancelAndReturn: (merchant: string) => `Annuler et retourner à ${merchant}`,
    cardErrors: {
      incomplete: 'Le numéro de votre carte est incomplet.',
      invalid: 'Le numéro de votre carte n’est pas valide.',
      expiryIncomplete: 'La date d’expiration de votre carte est incomplète.',
      monthInvalid: 'Le mois d’expiration de votre carte n’est pas valide.',
      expiryPast: 'La date d’expiration de votre carte est passée.',
      cvcIncomplete: 'Le code de sécurité de votre carte est incomplet.',
      declined: 'Votre carte a été refusée.',
      insufficient: 'Les fonds de votre carte sont insuffisants.',
      cardExpired: 'Votre carte est expirée.',
    },
    billing: 'Facturation',
    manage: 'Gérer votre facturation',
    signedInAs: (email: string) => `Connecté en tant que ${email}`,
    current: 'Abonnements en cours',
    none: 'Vous n’avez aucun abonnement actif.',
    subscription: 'Abonnement',
    periodEnd: 'la fin de la période',
    cancelsOn: (date: string) => `Prend fin le ${date}.`,
    renewsOn: (date: string) => `Actif. Se renouvelle le ${date}.`,
    changePlan: 'Changer de forfait',
    updatePlan: 'Mettre à jour le forfait',
    dontCancel: 'Ne pas annuler',
    cancelName: (name: string) => `Annuler ${name}`,
    atPeriodEnd: 'À la fin de la période de facturation',
    immediately: 'Immédiatement',
    cancelSubscription: 'Annuler l’abonnement',
    notices: {
      updated: 'Votre forfait a été mis à jour.',
      canceled: 'Votre abonnement a été annulé.',
      scheduled: 'Votre abonnement sera annulé à la fin de la période de facturation.',
      renewed: 'Votre abonnement se renouvellera normalement.',
    } as Record<string, string>,
    subscriptionNotFound: 'Cet abonnement est introuvable.',
    chooseListed: 'Choisissez l’un des forfaits proposés.',
  },
} satisfies Record<PageLanguage, unknown>;

export type PageText = (typeof PAGE_TEXT)['en'];

const FRENCH_INTERVALS: Record<string, string> = {
  day: 'jour',
  week: 'semaine',
  month: 'mois',
  year: 'année',
};

const INTL_LOCALE: Record<PageLanguage, string> = { en: 'en-US', fr: 'fr-CA' };

/** An amount in the page's language: « 1 997,00 $ » in French, "$1,997.00" in English. */
export function pageAmount(lang: PageLanguage, amount: number, currency: string): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

export function pagePrice(lang: PageLanguage, price: Price): string {
  const amount = pageAmount(lang, price.unit_amount, price.currency);
  return price.recurring ? `${amount} ${PAGE_TEXT[lang].per(price.recurring.interval)}` : amount;
}

/** A date in the page's language: "January 3, 2025" or « 3 janvier 2025 ». */
export function pageDate(lang: PageLanguage, unix: number): string {
  return new Date(unix * 1000).toLocaleDateString(INTL_LOCALE[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The French (Quebec) counterpart of every text in texts.ts, key for key (the type checks it):
 * written for a Quebec reader (OQLF usage: courriel), not translated word for word. French
 * typography's no-break spaces are written in, because these texts reach toasts and field
 * messages as they are.
 */
import { REQUIRED_FIELDS_MESSAGE } from './catalogue.js';
import type { FlowTexts } from './texts.js';
import { MIN_PASSWORD_LENGTH } from './validation.js';

// The site's and the ui pack's rule (ui's frenchSpacing.ts, which flows may not import): a no-break space before « : », « $ »
// and « % », a narrow one (U+202F) before « ; », « ? » and « ! ».
const nbsp = '\u00a0';
const nnbsp = '\u202f';

// A constant of its own, as in texts.ts.
export const frCAContactTexts: FlowTexts['contact'] = {
  sending: 'Envoi en cours…',
  requiredTitle: 'Veuillez remplir les champs obligatoires',
  requiredDescription: REQUIRED_FIELDS_MESSAGE['fr-CA'],
  successTitle: `Message envoyé${nnbsp}!`,
  successDescription:
    'Nous vous répondrons d’ici 24 heures avec une stratégie de référencement sur mesure.',
  failureTitle: 'Erreur lors de l’envoi du message',
  failureDescription: (email: string) => `Veuillez réessayer ou nous écrire directement à ${email}`,
  invalidTitle: 'Veuillez corriger le champ signalé',
  firstNameRequired: 'Entrez votre prénom',
  lastNameRequired: 'Entrez votre nom',
  emailRequired: 'Entrez votre adresse courriel',
  emailInvalid: 'Entrez une adresse courriel comme nom@exemple.com',
  messageRequired: 'Entrez votre message',
};

export const frCAPricingTexts: FlowTexts['pricing'] = {
  annualPeriod: '/mois (facturé annuellement)',
  monthlyPeriod: '/mois',
  discountLabel: `15${nbsp}% de rabais`,
  annualBanner: `Économisez 15${nbsp}% avec la facturation annuelle${nnbsp}!`,
};

export const frCATexts: FlowTexts = {
  common: {
    errorTitle: 'Erreur',
  },
  contact: frCAContactTexts,
  auth: {
    signUpSuccessTitle: 'C’est fait',
    signUpSuccessDescription: 'Consultez vos courriels pour confirmer votre compte.',
    signInSuccessTitle: `Ravis de vous revoir${nnbsp}!`,
    signInSuccessDescription: 'Vous êtes maintenant connecté.',
    unexpectedError: 'Une erreur inattendue est survenue.',
    emailRequired: 'Le courriel est obligatoire.',
    emailInvalid: 'Veuillez entrer une adresse courriel valide.',
    passwordRequired: 'Le mot de passe est obligatoire.',
    passwordTooShort: `Le mot de passe doit compter au moins ${MIN_PASSWORD_LENGTH}${nbsp}caractères.`,
    fullNameRequired: 'Le nom complet est obligatoire.',
    resetEmailSentTitle: 'Consultez vos courriels',
    resetEmailSentDescription:
      'Nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
    passwordUpdatedTitle: 'Mot de passe modifié',
    passwordUpdatedDescription: 'Votre nouveau mot de passe est enregistré et vous êtes connecté.',
  },
  dashboard: {
    checkoutFailed: 'Impossible d’ouvrir la page de paiement',
    portalFailed: 'Impossible d’ouvrir le portail client',
    planChangeScheduledTitle: 'Changement de forfait prévu',
    planChangeScheduled: (plan: string) =>
      `Votre forfait passera à ${plan} au début de votre prochaine période de facturation.`,
    planChangeFailed: 'Impossible de changer de forfait',
  },
  pricing: frCAPricingTexts,
  newsletterLinks: {
    confirmHeading: 'Confirmez votre abonnement',
    confirmIntro:
      'Appuyez sur le bouton pour confirmer que vous voulez recevoir l’infolettre de Northbeam Search à cette adresse.',
    confirmButton: 'Confirmer l’abonnement',
    confirming: 'Confirmation…',
    unsubscribeHeading: 'Se désabonner de l’infolettre',
    unsubscribeIntro: 'Appuyez sur le bouton pour ne plus recevoir l’infolettre à cette adresse.',
    unsubscribeButton: 'Se désabonner',
    unsubscribing: 'Désabonnement…',
    failureTitle: 'Un problème est survenu',
    failureDescription: 'Veuillez réessayer dans un instant.',
  },
  newsletter: {
    button: 'S’abonner à l’infolettre',
    subscribing: 'Abonnement…',
    emailRequired: 'Le courriel est obligatoire.',
    emailInvalid: 'Veuillez entrer une adresse courriel valide.',
    confirmationTitle: `Presque terminé${nnbsp}!`,
    confirmationDescription: 'Consultez votre boîte de réception pour confirmer votre abonnement.',
    failureTitle: 'Abonnement impossible',
    failureDescription: 'Veuillez réessayer dans un instant.',
    confirmedTitle: 'Vous êtes abonné',
    confirmedDescription:
      'Merci de votre confirmation. Le prochain numéro arrivera dans votre boîte de réception.',
    invalidTitle: 'Ce lien n’est pas valide',
    invalidDescription:
      'Il est peut-être incomplet ou remplacé par un lien plus récent. Entrez votre adresse ci-dessous pour en recevoir un nouveau.',
    unsubscribedTitle: 'Vous êtes désabonné',
    unsubscribedDescription: `Cette adresse ne recevra plus l’infolettre. Vous avez changé d’avis${nnbsp}? Abonnez-vous de nouveau ci-dessous.`,
  },
  // A programming error (a hook used outside its provider), thrown for developers, not shown.
  session: {
    outsideProvider: 'useAuth must be used within an AuthProvider',
  },
};

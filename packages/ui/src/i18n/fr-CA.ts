import type { UiTexts } from './types';
import { NBSP, NNBSP } from './frenchSpacing';

// French typography's no-break spaces are written in, because these texts reach the page as they
// are: the site's rule (frenchSpacing.ts), which the packs' test holds every text to. A no-break
// space before « : », « $ » and « % » and inside « », a narrow one before « ; », « ? » and « ! ».
const nbsp = NBSP;
const nnbsp = NNBSP;

/** Every component's built-in words in Quebec French (OQLF usage: courriel, « Nous joindre »). */
export const frCA: UiTexts = {
  AddonCard: {
    active: 'Actif',
    add: 'Ajouter',
    adding: 'Ajout…',
    actionName: (action, addon) => `${action}${nbsp}: ${addon}`,
  },
  AddonList: { period: '/mois' },
  ArticleView: {
    back: 'Retour au blogue',
    readTime: `5${nbsp}min de lecture`,
    closingTitle: 'Poursuivez votre lecture',
    closingText:
      'D’autres guides sur le référencement propulsé par l’IA, l’AEO et la recherche locale pour les entreprises canadiennes.',
    closingLink: 'Voir tous les articles',
  },
  AuthCard: {
    signIn: {
      title: 'Connexion à votre compte',
      description: 'Connectez-vous pour voir votre abonnement et vos forfaits.',
      submit: 'Se connecter',
    },
    signUp: {
      title: 'Créer un compte',
      description: 'Faites croître votre entreprise grâce au référencement propulsé par l’IA.',
      submit: 'S’inscrire',
    },
    forgotPassword: {
      title: 'Réinitialiser votre mot de passe',
      description:
        'Entrez votre adresse courriel et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le lien',
    },
    resetPassword: {
      title: 'Choisir un nouveau mot de passe',
      description: 'Entrez le nouveau mot de passe de votre compte.',
      submit: 'Enregistrer le mot de passe',
    },
    linkExpired: {
      title: 'Ce lien a expiré',
      description:
        'Un lien de réinitialisation ne sert qu’une fois, dans les cinq minutes, dans le navigateur où vous l’avez demandé. Entrez votre adresse courriel pour en recevoir un nouveau.',
      submit: 'Envoyer un nouveau lien',
    },
    emailConfirmed: {
      title: 'Votre adresse courriel est confirmée',
      description: `Pour vous connecter, choisissez un mot de passe${nbsp}: entrez votre adresse courriel et nous vous enverrons un lien. Ouvrez-le dans ce navigateur dans les cinq minutes.`,
      submit: 'Recevoir le lien',
    },
    email: 'Courriel',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    fullName: 'Nom complet',
    passwordHint: (minLength) => `Au moins ${minLength}${nbsp}caractères.`,
    toSignUp: `Pas encore de compte${nnbsp}? Inscrivez-vous`,
    toSignIn: `Vous avez déjà un compte${nnbsp}? Connectez-vous`,
    forgotPasswordLink: `Mot de passe oublié${nnbsp}?`,
    backToSignIn: 'Retour à la connexion',
    busy: 'Chargement…',
    errorTitle: 'Erreur',
    selectedPlan: (plan) => `Forfait choisi${nbsp}: ${plan}`,
  },
  BenefitCard: { result: 'Le résultat' },
  BillingToggle: {
    legend: 'Période de facturation',
    monthly: 'Mensuel',
    annual: 'Annuel',
    discount: `15${nbsp}% de rabais`,
    annualBanner: `Économisez 15${nbsp}% avec la facturation annuelle${nnbsp}!`,
  },
  BlogCard: { readMore: 'Lire la suite' },
  CityCard: {
    population: 'Population',
    businesses: 'Entreprises',
    growth: 'Croissance',
    more: 'Voir nos services de référencement',
  },
  CityGrid: {
    fallbackTitle: `Votre ville n’est pas dans la liste${nnbsp}?`,
    fallbackText:
      'Nous accompagnons les entreprises de toutes les villes et régions du Canada. Dites-nous où vous êtes et nous bâtirons une stratégie locale pour votre marché.',
    fallbackAction: 'Nous joindre',
  },
  ContactForm: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    company: 'Entreprise',
    website: 'Site Web',
    city: 'Ville',
    cityPlaceholder: 'Choisissez votre ville',
    budget: 'Budget mensuel',
    budgetPlaceholder: 'Choisissez votre budget',
    message: 'Message',
    messagePlaceholder: 'Parlez-nous de votre entreprise et de vos objectifs',
    requiredHint: 'Les champs marqués d’un * sont obligatoires.',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    selectedPlan: (plan) => `Forfait${nbsp}: ${plan}`,
    // The same values as the English pack: only the labels change.
    cityOptions: [
      { value: 'toronto', label: 'Toronto' },
      { value: 'vancouver', label: 'Vancouver' },
      { value: 'montreal', label: 'Montréal' },
      { value: 'calgary', label: 'Calgary' },
      { value: 'ottawa', label: 'Ottawa' },
      { value: 'edmonton', label: 'Edmonton' },
      { value: 'other', label: 'Autre' },
    ],
    budgetOptions: [
      { value: 'under-1000', label: `Moins de 1${nbsp}000${nbsp}$` },
      { value: '1000-2000', label: `1${nbsp}000${nbsp}$ à 2${nbsp}000${nbsp}$` },
      { value: '2000-5000', label: `2${nbsp}000${nbsp}$ à 5${nbsp}000${nbsp}$` },
      { value: '5000-10000', label: `5${nbsp}000${nbsp}$ à 10${nbsp}000${nbsp}$` },
      { value: 'over-10000', label: `Plus de 10${nbsp}000${nbsp}$` },
    ],
  },
  ErrorSummary: { title: 'Il y a un problème' },
  HoneypotField: { label: 'Télécopieur' },
  LegalDocument: {
    lastUpdated: 'Dernière mise à jour',
    email: 'Courriel',
    phone: 'Téléphone',
    address: 'Adresse',
  },
  LoadingStatus: { label: 'Chargement…' },
  LogoCarousel: { label: 'Nos clients', pause: 'Pause', play: 'Lecture' },
  NewsletterForm: {
    formLabel: 'Infolettre',
    emailLabel: 'Adresse courriel',
    submit: 'S’abonner à l’infolettre',
    submitting: 'Abonnement…',
    needsJavaScript: 'L’abonnement demande JavaScript.',
  },
  NotFound: { heading: `Oups${nnbsp}! Page introuvable`, home: 'Retour à l’accueil' },
  PlanCard: {
    popular: 'Le plus populaire',
    current: 'Forfait actuel',
    upgrade: 'Changer',
    subscribe: 'S’abonner',
    quote: 'Prix sur demande',
    regularPrice: `Prix régulier${nbsp}:`,
    price: `Prix${nbsp}:`,
    actionName: (action, plan) => `${action}${nbsp}: ${plan}`,
    cta: 'Commencer',
    busy: 'Chargement…',
  },
  PricingTeaser: {
    viewAll: 'Voir tous les forfaits',
    popular: 'Le plus populaire',
    cta: 'Commencer',
    period: '/mois',
    actionName: (action, plan) => `${action}${nbsp}: ${plan}`,
  },
  ProblemCard: { reality: 'La réalité' },
  Punctuation: { colon: `${nbsp}: ` },
  QueryComparison: { traditional: 'Recherche traditionnelle', aeo: 'Requête AEO' },
  QuickActions: {
    title: 'Actions rapides',
    contactSupport: 'Joindre le soutien',
    viewPlans: 'Voir tous les forfaits',
    refreshStatus: 'Actualiser l’état',
    refreshing: 'Actualisation…',
  },
  SiteFooter: {
    cities: 'Villes desservies',
    contact: 'Nous joindre',
    rights: 'Tous droits réservés.',
  },
  SiteHeader: {
    services: 'Services',
    cities: 'Villes',
    signIn: 'Connexion',
    getStarted: 'Commencer',
    dashboard: 'Tableau de bord',
    openMenu: 'Menu',
    closeMenu: 'Fermer le menu',
    menuTitle: 'Menu',
    mainNavigation: 'Menu principal',
    account: 'Compte',
  },
  SkipLink: { label: 'Aller au contenu principal' },
  SampleMark: {
    label: 'Exemple',
    description: 'Contenu d’exemple, à remplacer avant la mise en ligne du site',
  },
  StatGrid: { sourcePrefix: `Source${nbsp}:` },
  SubscriptionCard: {
    title: 'Abonnement actuel',
    refresh: 'Actualiser',
    refreshing: 'Actualisation…',
    loading: 'Chargement…',
    notSubscribed: 'Vous n’avez aucun abonnement actif.',
    subscribeNow: 'S’abonner maintenant',
    tierBadge: (tier) => `Forfait ${tier}`,
    activeUntil: (date) => `Actif jusqu’au ${date}`,
    renewal: (interval, date) =>
      `${interval === 'year' ? 'Facturé annuellement' : 'Facturé mensuellement'}${date ? ` · Renouvellement le ${date}` : ''}`,
    planChange: (tier, interval, date) =>
      `Passe au forfait ${tier}${interval === 'year' ? ' (facturé annuellement)' : ''} le ${date}`,
    notAvailable: 'S. O.',
    manage: 'Gérer l’abonnement',
    contactSupport: 'Joindre le soutien',
    busy: 'Chargement…',
    trialEnds: (date) => `La période d’essai se termine le ${date}`,
    endsOn: (date) => `Prend fin le ${date}`,
    endingNote: `Votre forfait ne sera pas renouvelé. Pour le conserver, réactivez-le avec «${nbsp}Gérer l’abonnement${nbsp}».`,
    pastDueTitle: 'Le paiement de renouvellement a échoué',
    pastDue:
      'Mettez à jour votre carte dans le portail de facturation pour conserver votre forfait.',
    unpaidTitle: 'Votre forfait est suspendu',
    unpaid:
      'Les paiements de renouvellement ont échoué. Mettez à jour votre carte dans le portail de facturation pour réactiver votre forfait.',
    pausedTitle: 'Votre forfait est en pause',
    paused:
      'Votre période d’essai a pris fin sans mode de paiement. Ajoutez une carte dans le portail de facturation pour reprendre votre forfait.',
    fixPayment: 'Mettre à jour le mode de paiement',
    incompleteTitle: 'Votre paiement n’est pas terminé',
    incomplete:
      'Le premier paiement n’a pas abouti. Reprenez le paiement pour commencer votre forfait.',
    incompleteExpiredTitle: 'Votre paiement a expiré',
    incompleteExpired: `Le premier paiement n’a pas abouti à temps${nnbsp}; aucun montant n’a été prélevé. Recommencez le paiement pour vous abonner.`,
    restartCheckout: 'Recommencer le paiement',
    canceled: 'Votre forfait a été annulé.',
  },
  Toaster: { label: 'Notifications', dismiss: 'Fermer la notification' },
};

import type { Content } from './content.js';

/**
 * Harbourline's own copy in Quebec French (OQLF usage: courriel, « Nous joindre », « Forfaits »),
 * the same shape as the English in content.ts (what no language changes, such as the cities' names
 * and the plans' prices, is written there once). Figures stay numbers where a component formats
 * them with the locale; the ones written here follow fr-CA (« 2,1 M », « 20 % »).
 */
export const fr: Content = {
  agency: {
    blurb:
      'Visibilité dans les moteurs de recherche, les moteurs de réponse et les assistants IA pour les entreprises indépendantes des côtes ouest et sud de l’Irlande.',
    email: 'bonjour@harbourline.example',
    address: '14, Quay Street, Galway H91 X2C4',
  },
  cities: {
    galway: {
      province: 'Comté de Galway',
      population: '86 k',
      businesses: 'Plus de 9 000',
      growth: '+8 %',
      description:
        'Tourisme, technologies médicales et boutiques indépendantes du Latin Quarter, trouvés en premier dans les recherches.',
      headline: 'Visibilité en ligne à Galway, depuis le quai',
      subtitle:
        'Nous aidons les entreprises de Galway à paraître dans les cartes, les résultats de recherche et les réponses des assistants IA quand visiteurs et résidents les cherchent.',
      stats: [
        { label: 'Population', value: '86 000' },
        { label: 'Entreprises', value: 'Plus de 9 000' },
        { label: 'Visiteurs par année', value: '2,1 millions' },
        { label: 'Principaux secteurs', value: 'Technologies médicales, tourisme, alimentation' },
      ],
    },
    cork: {
      province: 'Comté de Cork',
      population: '224 k',
      businesses: 'Plus de 21 000',
      growth: '+11 %',
      description:
        'Pharmaceutique, alimentation et un port animé : le référencement local de la deuxième ville d’Irlande.',
      headline: 'Visibilité en ligne à Cork, la ville rebelle',
      subtitle:
        'Du marché couvert jusqu’à Little Island, nous faisons des entreprises de Cork la réponse que les gens trouvent.',
      stats: [
        { label: 'Population', value: '224 000' },
        { label: 'Entreprises', value: 'Plus de 21 000' },
        { label: 'Trafic portuaire', value: '10 millions de tonnes' },
        { label: 'Principaux secteurs', value: 'Pharmaceutique, alimentation, transport maritime' },
      ],
    },
    limerick: {
      province: 'Comté de Limerick',
      population: '102 k',
      businesses: 'Plus de 10 000',
      growth: '+9 %',
      description:
        'Fabrication, logiciels et entreprises de services en croissance de la région du Shannon.',
      headline: 'Visibilité en ligne à Limerick, sur les rives du Shannon',
      subtitle:
        'Référencement local et visibilité dans les réponses des assistants IA pour les fabricants et les entreprises de services de Limerick.',
      stats: [
        { label: 'Population', value: '102 000' },
        { label: 'Entreprises', value: 'Plus de 10 000' },
        { label: 'Étudiants', value: '30 000' },
        { label: 'Principaux secteurs', value: 'Logiciels, fabrication' },
      ],
    },
  },
  plans: [
    {
      name: 'Havre',
      description: 'Pour une boutique ou un cabinet qui veut être trouvé par sa clientèle locale.',
      features: [
        'Gestion de la fiche d’établissement Google',
        'Plan de mots-clés locaux',
        'Rapport mensuel',
      ],
    },
    {
      name: 'Littoral',
      description:
        'Pour les entreprises qui servent tout un comté, dans les recherches et dans les réponses des assistants IA.',
      features: [
        'Tout le forfait Havre',
        'Optimisation pour les moteurs de réponse (AEO)',
        'Deux articles par mois',
        'Un appel toutes les deux semaines',
      ],
    },
    {
      name: 'Atlantique',
      description: 'Pour les groupes à plusieurs établissements ou les boutiques en ligne.',
      features: [
        'Tout le forfait Littoral',
        'Pages pour chaque établissement',
        'Un stratège attitré',
      ],
    },
  ],
  pricing: {
    texts: {
      monthlyPeriod: ' par mois',
      annualPeriod: ' par mois, facturé annuellement',
      discountLabel: '20 % de rabais',
      annualBanner: 'Payez à l’année et économisez 20 %',
    },
    toggle: {
      legend: 'Période de facturation',
      monthly: 'Mensuel',
      annual: 'Annuel',
      discount: '20 % de rabais',
    },
  },
  budgets: {
    'under-500': 'Moins de 500 €',
    '500-1500': 'De 500 € à 1 500 €',
    'over-1500': 'Plus de 1 500 €',
  },
  copy: {
    title: 'Harbourline Digital : référencement en Irlande',
    description:
      'Harbourline Digital : référencement (SEO) et optimisation pour les moteurs de réponse (AEO) pour les entreprises de la côte irlandaise.',
    skip: 'Passer au contenu',
    nav: { label: 'Principal', cities: 'Villes', pricing: 'Forfaits', contact: 'Nous joindre' },
    footer: {
      company: 'Entreprise',
      cities: 'Où nous travaillons',
      contact: 'Nous joindre',
      rights: 'Une agence fictive qui montre les paquets Northbeam à l’œuvre.',
    },
    home: {
      eyebrow: 'Recherche, réponses et cartes pour la côte irlandaise',
      headline: 'Soyez l’entreprise qu’on trouve, de la baie de Galway au port de Cork',
      plans: 'Voir nos forfaits',
      talk: 'Nous joindre',
      trustLine: 'Au service de 140 entreprises indépendantes du Munster et du Connacht',
      citiesTitle: 'Les villes où nous travaillons',
      citiesIntro:
        'Chaque ville a ses propres recherches, ses propres résultats dans les cartes et ses propres concurrents.',
      more: 'Voir notre travail local',
      population: 'Habitants',
      fallbackTitle: 'Ailleurs en Irlande?',
      fallbackText:
        'Nous travaillons avec des entreprises partout au pays. Dites-nous où vous êtes.',
      fallbackAction: 'Nous écrire',
    },
    city: { cta: (name: string) => `Réserver une analyse gratuite de votre visibilité à ${name}` },
    pricing: {
      title: 'Des forfaits pour les entreprises de toutes tailles',
      intro: 'Prix en euros, TVA comprise. Résiliable à la fin de n’importe quel mois.',
      popular: 'Notre forfait le plus choisi',
      quote: 'Prix établi avec vous',
      askQuote: 'Demander une soumission',
      start: (plan: string) => `Commencer avec ${plan}`,
    },
    contact: {
      title: 'Écrivez à Harbourline',
      intro:
        'Parlez-nous de votre entreprise. Nous répondons à chaque demande en un jour ouvrable.',
      success: 'Merci. Nous répondons à chaque demande en un jour ouvrable.',
      elsewhere: 'Ailleurs en Irlande',
      city: 'Ville la plus proche',
      cityPlaceholder: 'Choisissez une ville',
      budget: 'Budget mensuel',
      budgetPlaceholder: 'Choisissez une fourchette',
      submit: 'Envoyer la demande',
    },
  },
};

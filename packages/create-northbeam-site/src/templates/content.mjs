// The texts a new site starts with, per language: plain sentences the agency replaces, typed so
// that a forgotten field fails the type-check. French is Quebec French (OQLF usage).

const words = {
  'en-CA': {
    nav: { home: 'Home', cities: 'Cities', blog: 'Blog', pricing: 'Pricing', account: 'Sign in' },
    skip: 'Skip to content',
    footer: {
      cities: 'Where we work',
      contact: 'Contact',
      rights: 'All rights reserved.',
      company: 'Company',
    },
    home: (name) => ({
      eyebrow: 'Search, answer-engine and AI visibility',
      headline: `${name} helps local businesses get found`,
      subtitle: 'Replace this line with what you do, for whom and where (src/content).',
      action: 'See our plans',
    }),
    blurb: (name) => `${name}: search optimisation for local businesses.`,
    cities: {
      title: 'Cities we work in',
      list: [
        {
          slug: 'first-city',
          name: 'First City',
          region: 'Your province',
          headline: 'Search optimisation in First City',
          subtitle: 'What you do for businesses in this city.',
        },
        {
          slug: 'second-city',
          name: 'Second City',
          region: 'Your province',
          headline: 'Search optimisation in Second City',
          subtitle: 'What you do for businesses in this city.',
        },
      ],
      stats: [{ label: 'Clients here', value: '0' }],
      cta: 'Book a free search review',
    },
    blog: {
      title: 'Blog',
      category: 'News',
      readMore: 'Read the article',
      posts: [
        {
          id: 'first-post',
          title: 'Your first article',
          excerpt: 'One or two sentences that make people want to read it.',
          date: 'January 15, 2027',
          dateTime: '2027-01-15',
          body: ['Write your article here, one paragraph per line of this list.'],
        },
      ],
    },
    pricing: {
      title: 'Plans for every size of business',
      intro: 'Prices in Canadian dollars, taxes extra.',
      currency: 'CAD',
      plans: [
        {
          name: 'Local',
          description: 'For one location.',
          monthlyPrice: 500,
          features: ['Google Business Profile', 'Monthly report'],
        },
        {
          name: 'Regional',
          description: 'For a whole region.',
          monthlyPrice: 1200,
          popular: true,
          features: ['Everything in Local', 'Answer-engine optimisation'],
        },
        {
          name: 'Custom',
          description: 'For groups with many locations.',
          monthlyPrice: null,
          features: ['Everything in Regional', 'A named strategist'],
        },
      ],
      texts: {
        monthlyPeriod: '/month',
        annualPeriod: '/month, billed yearly',
        discountLabel: '20% off',
        annualBanner: 'Pay yearly and save 20%',
      },
      toggle: {
        legend: 'Billing period',
        monthly: 'Monthly',
        annual: 'Yearly',
        discount: '20% off',
      },
      labels: { popular: 'Most chosen', quote: 'Custom quote' },
      start: 'Choose',
      quote: 'Ask for a quote',
    },
    account: { notConnected: 'Sign-in is not connected yet: connect it in src/backend.ts.' },
    notFound: 'Page not found',
  },
  'fr-CA': {
    nav: {
      home: 'Accueil',
      cities: 'Villes',
      blog: 'Blogue',
      pricing: 'Forfaits',
      account: 'Connexion',
    },
    skip: 'Aller au contenu',
    footer: {
      cities: 'Où nous travaillons',
      contact: 'Nous joindre',
      rights: 'Tous droits réservés.',
      company: 'Entreprise',
    },
    home: (name) => ({
      eyebrow: 'Référencement, moteurs de réponse et visibilité dans l’IA',
      headline: `${name} aide les entreprises locales à se faire trouver`,
      subtitle: 'Remplacez cette phrase : ce que vous faites, pour qui et où (src/content).',
      action: 'Voir nos forfaits',
    }),
    blurb: (name) => `${name} : référencement pour les entreprises locales.`,
    cities: {
      title: 'Les villes où nous travaillons',
      list: [
        {
          slug: 'premiere-ville',
          name: 'Première ville',
          region: 'Votre province',
          headline: 'Référencement à Première ville',
          subtitle: 'Ce que vous faites pour les entreprises de cette ville.',
        },
        {
          slug: 'deuxieme-ville',
          name: 'Deuxième ville',
          region: 'Votre province',
          headline: 'Référencement à Deuxième ville',
          subtitle: 'Ce que vous faites pour les entreprises de cette ville.',
        },
      ],
      stats: [{ label: 'Clients ici', value: '0' }],
      cta: 'Réserver une analyse gratuite',
    },
    blog: {
      title: 'Blogue',
      category: 'Nouvelles',
      readMore: 'Lire l’article',
      posts: [
        {
          id: 'premier-article',
          title: 'Votre premier article',
          excerpt: 'Une ou deux phrases qui donnent envie de le lire.',
          date: '15 janvier 2027',
          dateTime: '2027-01-15',
          body: ['Écrivez votre article ici, un paragraphe par ligne de cette liste.'],
        },
      ],
    },
    pricing: {
      title: 'Des forfaits pour chaque entreprise',
      intro: 'Prix en dollars canadiens, taxes en sus.',
      currency: 'CAD',
      plans: [
        {
          name: 'Local',
          description: 'Pour un établissement.',
          monthlyPrice: 500,
          features: ['Fiche d’établissement Google', 'Rapport mensuel'],
        },
        {
          name: 'Régional',
          description: 'Pour toute une région.',
          monthlyPrice: 1200,
          popular: true,
          features: ['Tout le forfait Local', 'Optimisation pour les moteurs de réponse'],
        },
        {
          name: 'Sur mesure',
          description: 'Pour les groupes à plusieurs établissements.',
          monthlyPrice: null,
          features: ['Tout le forfait Régional', 'Un stratège attitré'],
        },
      ],
      texts: {
        monthlyPeriod: '/mois',
        annualPeriod: '/mois, facturé annuellement',
        discountLabel: '20 % de rabais',
        annualBanner: 'Payez à l’année et économisez 20 %',
      },
      toggle: {
        legend: 'Période de facturation',
        monthly: 'Mensuel',
        annual: 'Annuel',
        discount: '20 % de rabais',
      },
      labels: { popular: 'Le plus choisi', quote: 'Prix sur demande' },
      start: 'Choisir',
      quote: 'Demander une soumission',
    },
    account: {
      notConnected: 'La connexion n’est pas encore branchée : branchez-la dans src/backend.ts.',
    },
    notFound: 'Page introuvable',
  },
};

/** The content module of one locale (src/content/<locale>.ts). */
export function contentFile(locale, options) {
  const w = words[locale];
  const content = {
    locale,
    nav: Object.fromEntries(['home', ...options.pages].map((key) => [key, w.nav[key]])),
    skip: w.skip,
    blurb: w.blurb(options.name),
    footer: w.footer,
    home: w.home(options.name),
    notFound: w.notFound,
    ...Object.fromEntries(options.pages.map((page) => [page, w[page]])),
  };
  return [
    "import type { Content } from './types.js';",
    '',
    `/** Every text of the ${locale} pages: replace them with your own. */`,
    `export const content: Content = ${JSON.stringify(content, null, 2)};`,
    '',
  ].join('\n');
}

import type { InfoCardProps } from '../components/InfoCard';

// The sample content of InfoCard's stories, by variant, in English and Quebec French: the pages'
// benefits, values, problems and services.

type Sample = InfoCardProps;

/** A list's French edition: each card as the English one (its variant and icon), in French. */
const inFrench = (cards: readonly Sample[], texts: readonly Partial<Sample>[]): Sample[] =>
  cards.map((card, index) => ({ ...card, ...texts[index] }));

/** The AI SEO page's six benefits: icon, title and result; they share one description. */
export const benefits: Sample[] = (
  [
    ['bolt', 'Real-Time Optimization', 'Ranking improvements 73% faster than manual SEO.'],
    ['chart', 'Predictive Analytics', 'Spot trending keywords weeks before competitors.'],
    ['pen', 'Content at Scale', 'Publish optimised content four times faster.'],
    ['target', 'Precision Targeting', 'Higher-intent visitors and more qualified leads.'],
    ['clock', 'Always On', '24/7 monitoring catches ranking drops within hours.'],
    ['trendingUp', 'Compounding Growth', 'Clients average a 340% traffic increase.'],
  ] as const
).map(([icon, title, result]) => ({
  icon,
  title,
  description: 'Machine learning turns search data into decisions your team can act on today.',
  box: result,
}));

export const avantages: Sample[] = (
  [
    [
      'bolt',
      'Optimisation en temps réel',
      'Des gains de classement 73 % plus rapides qu’à la main.',
    ],
    [
      'chart',
      'Analytique prédictive',
      'Repérez les mots-clés montants des semaines avant vos concurrents.',
    ],
    ['pen', 'Contenu à grande échelle', 'Publiez du contenu optimisé quatre fois plus vite.'],
    [
      'target',
      'Ciblage précis',
      'Des visiteurs plus décidés et des clients potentiels mieux qualifiés.',
    ],
    [
      'clock',
      'Toujours en veille',
      'Une surveillance jour et nuit repère les baisses de classement en quelques heures.',
    ],
    [
      'trendingUp',
      'Croissance cumulative',
      'Nos clients voient leur achalandage augmenter de 340 % en moyenne.',
    ],
  ] as const
).map(([icon, title, result]) => ({
  icon,
  title,
  description:
    'L’apprentissage automatique transforme les données de recherche en décisions que votre équipe peut prendre dès aujourd’hui.',
  box: result,
}));

/** The about page's three values; the single card shows the first. */
export const values = [
  {
    variant: 'value',
    icon: 'target',
    title: 'Results First',
    description:
      'Every strategy is measured against real business outcomes: traffic, leads and revenue.',
  },
  {
    variant: 'value',
    icon: 'shield',
    title: 'Radical Transparency',
    description:
      'Clear reports, honest timelines and no black-box tactics. You always know what we do and why.',
  },
  {
    variant: 'value',
    icon: 'lightbulb',
    title: 'Always Innovating',
    description:
      'We test new AI search surfaces first, so our clients are ready before their competitors.',
  },
] as const satisfies readonly Sample[];

export const valeurs = inFrench(values, [
  {
    title: 'Les résultats d’abord',
    description:
      'Chaque stratégie se mesure à des résultats d’affaires réels : achalandage, clients potentiels et revenus.',
  },
  {
    title: 'Transparence totale',
    description:
      'Des rapports clairs, des échéanciers honnêtes et aucune tactique opaque. Vous savez toujours ce que nous faisons et pourquoi.',
  },
  {
    title: 'Toujours innover',
    description:
      'Nous testons les premiers les nouvelles surfaces de recherche IA, pour que nos clients soient prêts avant leurs concurrents.',
  },
]);

/** The AI SEO page's four problems; the first shows the problem card's own icon. */
export const problems = [
  {
    variant: 'problem',
    title: 'Manual SEO Cannot Keep Up',
    description:
      'Search algorithms change thousands of times a year. Human teams react weeks too late.',
    box: 'By the time a manual audit is finished, competitors have captured the new rankings.',
  },
  {
    variant: 'problem',
    icon: 'search',
    title: 'AI Search Is Replacing Clicks',
    description:
      'ChatGPT, Perplexity and Google AI Overviews answer questions without sending a visit.',
    box: '73% of searches will end without a click by 2025. If you are not the answer, you are invisible.',
  },
  {
    variant: 'problem',
    icon: 'chart',
    title: 'Competitors Are Already Using AI',
    description:
      'Early adopters analyse thousands of data points per second to find ranking opportunities.',
    box: 'Businesses using AI SEO see up to 340% more traffic than those that do not.',
  },
  {
    variant: 'problem',
    icon: 'clock',
    title: 'Results Take Too Long',
    description:
      'Traditional SEO campaigns often need six months or more before they move the needle.',
    box: 'Every month of delay is revenue handed to the competitor ranking above you.',
  },
] as const satisfies readonly Sample[];

export const problemes = inFrench(problems, [
  {
    title: 'Le SEO manuel ne suit plus',
    description:
      'Les algorithmes de recherche changent des milliers de fois par année. Une équipe humaine réagit des semaines trop tard.',
    box: 'Le temps de terminer un audit manuel, vos concurrents ont pris les nouvelles positions.',
  },
  {
    title: 'La recherche IA remplace les clics',
    description:
      'ChatGPT, Perplexity et les aperçus IA de Google répondent aux questions sans envoyer de visite.',
    box: '73 % des recherches se termineront sans clic d’ici 2025. Si vous n’êtes pas la réponse, vous êtes invisible.',
  },
  {
    title: 'Vos concurrents utilisent déjà l’IA',
    description:
      'Les premiers à l’adopter analysent des milliers de données par seconde pour trouver des occasions de classement.',
    box: 'Les entreprises qui misent sur le SEO par IA obtiennent jusqu’à 340 % plus d’achalandage.',
  },
  {
    title: 'Les résultats tardent trop',
    description:
      'Une campagne SEO traditionnelle demande souvent six mois ou plus avant de donner des résultats.',
    box: 'Chaque mois de retard, ce sont des revenus qui vont au concurrent classé devant vous.',
  },
]);

/** The services page's first service, the single card's sample. */
export const service = {
  variant: 'service',
  icon: 'sparkle',
  title: 'AI-Powered SEO Optimization',
  description:
    'Machine learning finds the keywords, content gaps and technical fixes that move your rankings fastest.',
  features: [
    'AI keyword research and clustering',
    'Predictive ranking analysis',
    'Automated technical audits',
    'Content optimization at scale',
    'Competitor gap monitoring',
  ],
} satisfies Sample;

export const serviceFr = {
  ...service,
  title: 'Optimisation SEO propulsée par l’IA',
  description:
    'L’apprentissage automatique trouve les mots-clés, les lacunes de contenu et les correctifs techniques qui font grimper vos classements le plus vite.',
  features: [
    'Recherche et regroupement de mots-clés par IA',
    'Analyse prédictive des classements',
    'Audits techniques automatisés',
    'Optimisation du contenu à grande échelle',
    'Surveillance des écarts avec vos concurrents',
  ],
} satisfies Sample;

/** The services page's six services, each with the sample description and features. */
export const services: Sample[] = (
  [
    ['sparkle', 'AI-Powered SEO Optimization'],
    ['chat', 'Answer Engine Optimization (AEO)'],
    ['bolt', 'Generative Engine Optimization (GEO)'],
    ['mapPin', 'Local Canadian SEO'],
    ['code', 'Technical SEO Audits'],
    ['pen', 'Content Strategy & Creation'],
  ] as const
).map(([icon, title]) => ({
  ...service,
  icon,
  title,
  action: { label: 'Learn More', href: '/contact' },
}));

export const servicesFr: Sample[] = (
  [
    ['sparkle', 'Optimisation SEO propulsée par l’IA'],
    ['chat', 'Optimisation pour les moteurs de réponse (AEO)'],
    ['bolt', 'Optimisation pour les moteurs génératifs (GEO)'],
    ['mapPin', 'SEO local au Canada'],
    ['code', 'Audits SEO techniques'],
    ['pen', 'Stratégie et création de contenu'],
  ] as const
).map(([icon, title]) => ({
  ...serviceFr,
  icon,
  title,
  action: { label: 'En savoir plus', href: '/fr/nous-joindre' },
}));

import { planComparison } from './planComparison';
import { frContent } from '../../lib/frText';
import { citationBars, citedExample } from '../answerPanel';
import { home as englishHome } from '../home';
import { caseStudies, proofTexts, testimonials } from './proof';
import { actions } from './actions';

const { study: citedCase, client: citedClient } = citedExample(caseStudies, testimonials);

export { clientLogos, clientLogosSample } from '../home';

export const home: typeof englishHome = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'SEO propulsé par l’IA · AEO · GEO au Canada',
    headline: 'Soyez la réponse que trouvent les Canadiens, sur Google comme dans les outils d’IA',
    subtitle:
      'Northbeam Search réunit le référencement propulsé par l’IA, l’optimisation pour les moteurs de réponse (AEO) et l’optimisation pour les moteurs génératifs (GEO) pour faire croître les entreprises d’ici, dans chaque grande ville du pays.',
    primaryAction: { label: 'Lancer ma croissance', href: '/fr/nous-joindre' },
    secondaryAction: actions.pricing,
    trustLine: 'Plus de 1 200 entreprises canadiennes nous font confiance, de Victoria à Halifax',
  },
  answerPanel: {
    caption:
      'une réponse de l’IA qui cite le site d’un client, et le tableau de bord qui compte ces citations.',
    question: `Quel dentiste de ${citedClient.city} peut me recevoir aujourd’hui pour une dent cassée?`,
    answer: [
      {
        text: `Au centre-ville de ${citedClient.city}, la ${citedClient.company} garde chaque matin des plages pour les urgences et affiche ses tarifs en ligne.`,
        cites: [1],
      },
      {
        text: 'Appelez avant de vous déplacer : la plupart des cliniques évaluent l’urgence au téléphone.',
        cites: [2, 3],
      },
    ],
    sources: [
      {
        title: `Soins dentaires d’urgence le jour même à ${citedClient.city}`,
        publisher: citedClient.company,
        client: true,
      },
      { title: 'Qu’est-ce qu’une urgence dentaire?', publisher: 'Un guide santé national' },
      {
        title: `Cliniques de ${citedClient.city} ouvertes la fin de semaine`,
        publisher: 'Un répertoire municipal',
      },
    ],
    metric: {
      label: proofTexts.metrics.citations.label,
      note: proofTexts.metrics.citations.definition,
      bars: citationBars(citedCase, proofTexts.columns),
    },
    sample: englishHome.answerPanel.sample,
  },
  statsHeading: 'Des résultats sur lesquels les entreprises d’ici comptent',
  statsLabel: 'Northbeam Search en chiffres',
  logosLabel: 'Organisations clientes',
  stats: [
    { value: 'Plus de 1 200', label: 'entreprises canadiennes' },
    { value: '340 %', label: 'de croissance moyenne du trafic' },
    { value: '21', label: 'jours avant les premiers résultats' },
    { value: 'Plus de 15', label: 'grandes villes' },
  ],
  featuresHeading: 'Tout ce qu’il faut pour vous démarquer dans la recherche au Canada',
  features: [
    {
      icon: 'sparkle',
      title: 'Référencement propulsé par l’IA',
      description:
        'Nos modèles d’apprentissage automatique repèrent les mots-clés, les lacunes de contenu et les correctifs techniques qui font grimper vos positions le plus vite.',
    },
    {
      icon: 'chat',
      title: 'Optimisation pour les moteurs de réponse',
      description:
        'Des réponses structurées et un balisage de données qui font citer votre entreprise dans les extraits optimisés et les résultats vocaux.',
    },
    {
      icon: 'layers',
      title: 'Optimisation pour les moteurs génératifs',
      description:
        'Un contenu que ChatGPT, Gemini et Perplexity citent quand les Canadiens posent des questions sur vos services.',
    },
    {
      icon: 'mapPin',
      title: 'Maîtrise du marché canadien',
      description:
        'Des stratégies bilingues, ville par ville, conçues pour Google.ca et pour la façon dont les Canadiens cherchent.',
    },
    {
      icon: 'chart',
      title: 'Tableau de bord analytique en temps réel',
      description:
        'Positions, trafic et demandes de clients réunis dans un tableau de bord en direct, sans attendre le rapport du mois.',
    },
    {
      icon: 'users',
      title: 'Une équipe de croissance dédiée',
      description:
        'Un stratège, une responsable du contenu et un spécialiste technique qui connaissent votre entreprise par son nom.',
    },
  ],
  logosHeading: 'Des organisations canadiennes nous font confiance',
  logoDelays: [2, 4],
  citiesHeading: 'Des services de référencement partout au Canada',
  citiesIntro:
    'Des équipes et des données locales pour les villes où vos clients font leurs recherches.',
  moreCities: {
    heading: 'Votre ville n’est pas dans la liste ?',
    text: 'Nous servons des entreprises partout au Canada. Dites-nous où vous êtes et nous bâtirons un plan local.',
    action: { label: 'Nous joindre', href: '/fr/nous-joindre' },
  },
  pricingHeading: 'Des forfaits qui grandissent avec vous',
  pricingIntro:
    'Des prix mensuels clairs, en dollars canadiens. Aucuns frais d’installation, aucun long contrat.',
  pricingLink: { label: planComparison.heading, href: `/fr/forfaits#${planComparison.anchor}` },
  cta: {
    heading: 'Obtenez votre audit SEO gratuit',
    text: 'Découvrez en un seul rapport ce qui vous empêche de vous classer sur Google et dans les réponses de l’IA, et quoi corriger en premier.',
    action: actions.audit,
  },
});

/** Les provinces comme le français les nomme (cartes des villes de l'accueil). */
export const provinceNames: Record<string, string> = {
  Alberta: 'Alberta',
  'British Columbia': 'Colombie-Britannique',
  Manitoba: 'Manitoba',
  'Nova Scotia': 'Nouvelle-Écosse',
  Ontario: 'Ontario',
  Quebec: 'Québec',
  Saskatchewan: 'Saskatchewan',
};

/** Les cartes des neuf villes de l'accueil, écrites en français (chiffres : ceux de la page anglaise). */
export const cityCards: Record<
  string,
  { businesses: string; growth: string; description: string }
> = frContent({
  'toronto-seo': {
    businesses: 'Plus de 250 000',
    growth: '+2,3 %',
    description: 'La capitale financière du pays et son marché de recherche le plus disputé.',
  },
  'vancouver-seo': {
    businesses: 'Plus de 110 000',
    growth: '+4,9 %',
    description: 'La porte du Pacifique, forte en technologies, en cinéma et en tourisme.',
  },
  'montreal-seo': {
    businesses: 'Plus de 170 000',
    growth: '+3,4 %',
    description:
      'Pôle bilingue de l’aérospatiale, de la recherche en IA et des industries créatives.',
  },
  'calgary-seo': {
    businesses: 'Plus de 90 000',
    growth: '+5,5 %',
    description:
      'Capitale de l’énergie et des sièges sociaux, au secteur technologique en plein essor.',
  },
  'ottawa-seo': {
    businesses: 'Plus de 60 000',
    growth: '+8,9 %',
    description: 'La capitale fédérale, entre fonction publique et solide secteur technologique.',
  },
  'edmonton-seo': {
    businesses: 'Plus de 75 000',
    growth: '+8,3 %',
    description: 'La capitale de l’Alberta, porte d’entrée de l’économie énergétique du Nord.',
  },
  'winnipeg-seo': {
    businesses: 'Plus de 40 000',
    growth: '+6,3 %',
    description: 'Le cœur économique du Manitoba, misant sur la fabrication et le transport.',
  },
  'quebec-city-seo': {
    businesses: 'Plus de 35 000',
    growth: '+3,3 %',
    description: 'La capitale nationale, où le référencement en français mène le jeu.',
  },
  'hamilton-seo': {
    businesses: 'Plus de 30 000',
    growth: '+6,0 %',
    description: 'Ville du Golden Horseshoe, forte en santé et en fabrication de pointe.',
  },
});

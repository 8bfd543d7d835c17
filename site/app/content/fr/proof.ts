import { frContent } from '../../lib/frText';
import * as en from '../proof';

// Names, companies, cities, figures and sample notes are the English module's (one owner per
// fact); only the words are French.
const [dental, legal, trades] = en.testimonials as [en.Testimonial, en.Testimonial, en.Testimonial];
const [dentalCase, legalCase] = en.caseStudies as [en.CaseStudy, en.CaseStudy];

export const testimonials: en.Testimonial[] = /* @__PURE__ */ frContent([
  {
    ...dental,
    quote:
      'En six mois, de nouveaux patients nous trouvaient sur Google et dans les réponses de ChatGPT. Nous avons cessé de payer pour des annuaires.',
    role: 'Propriétaire',
    company: 'Clinique dentaire Maple Ridge',
  },
  {
    ...legal,
    quote:
      'Nos pages françaises et anglaises ont été rédigées comme deux originaux, pas comme une traduction. Les demandes venues du Québec ont doublé.',
    role: 'Associé directeur',
  },
  {
    ...trades,
    quote:
      'Chaque mois, nous voyons quelles recherches nous ont valu un appel. C’est le premier rapport que nous lisons vraiment.',
    role: 'Directeur des opérations',
    company: 'Plomberie du Littoral',
  },
]);

export const caseStudies: en.CaseStudy[] = /* @__PURE__ */ frContent([
  {
    ...dentalCase,
    title: 'Une clinique dentaire de Toronto citée dans les réponses de l’IA',
    clientType: 'Clinique dentaire, deux emplacements',
    startingPoint:
      'Un site vieux de cinq ans, en troisième page pour « dentiste près de moi » dans son propre quartier, et jamais nommé par un assistant IA.',
    work: [
      'Pages de services refaites autour des questions des patients, avec balisage FAQ',
      'Quarante inscriptions incohérentes corrigées dans les répertoires, ainsi que la fiche d’établissement Google',
      'Un article par mois, en format réponse, sur les coûts, les assurances et les urgences',
    ],
  },
  {
    ...legalCase,
    title: 'Un cabinet d’avocats de Montréal trouvé dans les deux langues',
    clientType: 'Cabinet d’avocats, 12 avocats',
    startingPoint:
      'Un site en anglais seulement, avec une version française traduite automatiquement qui ne se classait pour rien au Québec.',
    work: [
      'Pages françaises rédigées de zéro pour chaque champ de pratique, avec leurs propres mots-clés',
      'Balises hreflang, données structurées bilingues et fiche d’établissement Google en français',
      'Réponses aux 30 questions juridiques les plus posées, dans les deux langues',
    ],
  },
]);

export const rating: typeof en.rating = /* @__PURE__ */ frContent({
  ...en.rating,
  source: 'avis de la fiche d’établissement Google',
});

export const proofTexts: typeof en.proofTexts = /* @__PURE__ */ frContent({
  heading: 'Ce que disent nos clients',
  ratingLabel: 'Note de {value} sur 5 selon {count} avis',
  metrics: {
    sessions: {
      label: 'Sessions organiques',
      definition:
        'Visites issues des résultats de recherche non payants en un mois, mesurées par l’outil d’analyse de Google',
    },
    leads: {
      label: 'Demandes',
      definition: 'Appels, formulaires et réservations venus de la recherche en un mois',
    },
    citations: {
      label: 'Citations dans les réponses de l’IA',
      definition:
        'Nombre de fois où ChatGPT, Gemini, Perplexity ou les aperçus IA de Google ont nommé le client en un mois, sur 50 questions suivies',
    },
  },
  columns: {
    metric: 'Mesure',
    before: 'Avant',
    month3: '3 mois',
    month6: '6 mois',
    month12: '12 mois',
  },
  startingPoint: 'Point de départ',
  work: 'Ce que nous avons fait',
  results: 'Résultats',
  readCase: 'Lire l’étude de cas',
  allCases: 'Toutes les études de cas',
  casesPage: {
    sampleNote:
      'Exemple : un cas fictif, à remplacer par celui d’un vrai client avant la mise en ligne.',
    title: 'Études de cas',
    intro:
      'Ce qui a changé pour des entreprises canadiennes, mois après mois : sessions organiques, demandes et citations dans les réponses de l’IA.',
  },
});

import type { AnswerPanelProps } from '../components/AnswerPanel/AnswerPanel';

/** The client's citation counts at each reading, one set of figures for both languages' bars. */
const citationBars = ([before, three, six, twelve]: [string, string, string, string]) => [
  { label: before, value: 0 },
  { label: three, value: 2 },
  { label: six, value: 9 },
  { label: twelve, value: 17 },
];

/** The site's home-page example (site/app/content/home.ts), so layout stories see its lengths. */
export const answerPanelEnglish = {
  caption:
    'an AI answer that cites a client’s site, and the reporting dashboard that counts those citations.',
  question: 'Which Toronto dentist can see me today for a broken tooth?',
  answer: [
    {
      text: 'In downtown Toronto, Maple Ridge Dental keeps same-day slots for emergencies every morning and posts its fees online.',
      cites: [1],
    },
    { text: 'Call before you go: most clinics triage by phone first.', cites: [2, 3] },
  ],
  sources: [
    {
      title: 'Same-day emergency dental care in Toronto',
      publisher: 'Maple Ridge Dental',
      client: true,
    },
    { title: 'What counts as a dental emergency?', publisher: 'A national health guide' },
    { title: 'Toronto clinics open on weekends', publisher: 'A city directory' },
  ],
  metric: {
    label: 'AI-answer citations',
    note: 'Times ChatGPT, Gemini, Perplexity or Google’s AI Overviews named the client in a month, across 50 tracked questions',
    bars: citationBars(['Before', '3 months', '6 months', '12 months']),
  },
} satisfies AnswerPanelProps;

/** The same in French (site/app/content/fr/home.ts), with the no-break spaces the site adds. */
export const answerPanelFrench = {
  caption:
    'une réponse de l’IA qui cite le site d’un client, et le tableau de bord qui compte ces citations.',
  question: 'Quel dentiste de Toronto peut me recevoir aujourd’hui pour une dent cassée\u00a0?',
  answer: [
    {
      text: 'Au centre-ville de Toronto, la Clinique dentaire Maple Ridge garde chaque matin des plages pour les urgences et affiche ses tarifs en ligne.',
      cites: [1],
    },
    {
      text: 'Appelez avant de vous déplacer\u00a0: la plupart des cliniques évaluent l’urgence au téléphone.',
      cites: [2, 3],
    },
  ],
  sources: [
    {
      title: 'Soins dentaires d’urgence le jour même à Toronto',
      publisher: 'Clinique dentaire Maple Ridge',
      client: true,
    },
    { title: 'Qu’est-ce qu’une urgence dentaire\u00a0?', publisher: 'Un guide santé national' },
    {
      title: 'Cliniques de Toronto ouvertes la fin de semaine',
      publisher: 'Un répertoire municipal',
    },
  ],
  metric: {
    label: 'Citations dans les réponses de l’IA',
    note: 'Nombre de fois où ChatGPT, Gemini, Perplexity ou les aperçus IA de Google ont nommé le client en un mois, sur 50 questions suivies',
    bars: citationBars(['Avant', '3 mois', '6 mois', '12 mois']),
  },
  lang: 'fr-CA',
} satisfies AnswerPanelProps;

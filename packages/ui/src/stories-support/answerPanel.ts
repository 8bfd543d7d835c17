import type { AnswerPanelProps } from '../components/AnswerPanel/AnswerPanel';

/** The site's home-page example (site/app/content/home.ts), so layout stories see its lengths. */
export const answerPanelEnglish = {
  caption:
    'an AI assistant answers a patient’s question and cites a client’s site; the reporting dashboard counts those citations month by month.',
  question: 'Which Toronto dentist can see me today for a broken tooth?',
  answer: [
    { text: 'Several downtown clinics keep same-day slots for dental emergencies.' },
    {
      text: 'Maple Ridge Dental holds appointments open every morning and posts its emergency fees online.',
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
    note: 'a month, across 50 tracked questions',
    bars: [
      { label: 'Before', value: 0 },
      { label: '3 months', value: 2 },
      { label: '6 months', value: 9 },
      { label: '12 months', value: 17 },
    ],
  },
} satisfies AnswerPanelProps;

export const answerPanelFrench = {
  caption:
    'un assistant d’IA répond à la question d’une patiente et cite le site d’un client; le tableau de bord compte ces citations mois après mois.',
  question: 'Quel dentiste de Montréal peut me recevoir aujourd’hui pour une dent cassée?',
  answer: [
    { text: 'Plusieurs cliniques du centre-ville gardent des plages pour les urgences.' },
    {
      text: 'Dentisterie Mont-Royal réserve des rendez-vous chaque matin et affiche ses tarifs d’urgence en ligne.',
      cites: [1],
    },
    {
      text: 'Appelez avant de vous déplacer : la plupart évaluent l’urgence au téléphone.',
      cites: [2, 3],
    },
  ],
  sources: [
    {
      title: 'Soins dentaires d’urgence le jour même à Montréal',
      publisher: 'Dentisterie Mont-Royal',
      client: true,
    },
    { title: 'Qu’est-ce qu’une urgence dentaire?', publisher: 'Un guide santé national' },
    { title: 'Cliniques ouvertes la fin de semaine', publisher: 'Un répertoire municipal' },
  ],
  metric: {
    label: 'Citations dans les réponses de l’IA',
    note: 'par mois, sur 50 questions suivies',
    bars: [
      { label: 'Avant', value: 0 },
      { label: '3 mois', value: 2 },
      { label: '6 mois', value: 9 },
      { label: '12 mois', value: 17 },
    ],
  },
  lang: 'fr-CA',
} satisfies AnswerPanelProps;

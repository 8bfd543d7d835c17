import type { FrenchCity } from '../../cities/types';

export const guelph: FrenchCity = {
  slug: 'guelph-seo',
  fr: {
    name: 'Guelph',
    region: 'tout le comté de Wellington',
    title: 'Agence SEO à Guelph : référencement web | Northbeam Search',
    description:
      'Agence SEO à Guelph : référencement local, AEO et GEO pour les entreprises de Guelph, de Fergus, d’Elora et de tout le comté de Wellington.',
    headline: 'Référencement web à Guelph, capitale agroalimentaire de l’Ontario',
    subtitle:
      'Agriculture, fabrication et technologies : nous aidons les entreprises de Guelph à ressortir dans tout le comté de Wellington et dans le corridor Toronto-Waterloo.',
    facts: [
      { label: 'Secteurs clés', value: 'Agriculture, fabrication, technologies' },
      { label: 'Étudiants universitaires', value: 'Plus de 30 000' },
    ],
    reasons: [
      {
        title: 'L’innovation agroalimentaire',
        description:
          'L’Université de Guelph mène la recherche agroalimentaire au Canada. Un contenu d’expert se fait citer par les moteurs de réponse.',
      },
      {
        title: 'La fabrication de pointe',
        description:
          'Les fabricants de Guelph vendent partout en Amérique du Nord. Des pages de produits techniques atteignent les acheteurs interentreprises.',
      },
      {
        title: 'Petites villes, grande portée',
        description:
          'La clientèle vient de Fergus, d’Elora et de Rockwood. Des pages par territoire desservi amènent tout le comté jusqu’à vous.',
      },
    ],
    keywords: [
      'Agence SEO Guelph',
      'Référencement web Guelph',
      'Référencement local Guelph',
      'Marketing numérique Guelph',
      'Création de site web Guelph',
      'Référencement web comté de Wellington',
    ],
  },
};

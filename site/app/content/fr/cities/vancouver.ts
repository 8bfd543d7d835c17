import type { FrenchCity } from '../../cities/types';

export const vancouver: FrenchCity = {
  slug: 'vancouver-seo',
  fr: {
    name: 'Vancouver',
    region: 'tout le Grand Vancouver',
    title: 'Agence SEO à Vancouver : référencement web | Northbeam Search',
    description:
      'Agence SEO à Vancouver : référencement local, AEO et GEO pour les entreprises de Burnaby, de Richmond, de Surrey et de tout le Grand Vancouver.',
    headline: 'Référencement web à Vancouver, porte du Pacifique',
    subtitle:
      'Studios techno, tournages, tourisme et commerce international : nous mettons les entreprises de Vancouver sous les yeux des clients qui cherchent dans tout le Grand Vancouver et jusqu’en Asie-Pacifique.',
    facts: [
      { label: 'Secteurs clés', value: 'Cinéma, technologies, commerce' },
      { label: 'Commerce portuaire', value: 'Plus de 275 milliards de dollars par année' },
    ],
    reasons: [
      {
        title: 'La techno et le cinéma placent la barre haut',
        description:
          'Les industries numériques de Vancouver rendent les internautes exigeants. Des pages rapides et bien structurées sont le strict minimum pour soutenir la concurrence.',
      },
      {
        title: 'Un pied en Asie-Pacifique',
        description:
          'Le plus grand port du Canada relie Vancouver à l’Asie. Nous préparons du contenu pour la clientèle internationale comme pour la clientèle locale.',
      },
      {
        title: 'Du tourisme toute l’année',
        description:
          'Les visiteurs préparent leur séjour avec les moteurs de recherche et les assistants IA. Données structurées et avis clients transforment leurs questions en réservations.',
      },
    ],
    keywords: [
      'Agence SEO Vancouver',
      'Référencement web Vancouver',
      'Référencement local Vancouver',
      'Marketing numérique Vancouver',
      'Création de site web Vancouver',
      'Agence SEO Colombie-Britannique',
    ],
    areasHeading: 'Secteurs desservis dans le Grand Vancouver',
  },
};

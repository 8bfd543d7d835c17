import type { FrenchCity } from '../../cities/types';

export const windsor: FrenchCity = {
  slug: 'windsor-seo',
  fr: {
    name: 'Windsor',
    region: 'tout Windsor-Essex',
    title: 'Agence SEO à Windsor : référencement web | Northbeam Search',
    description:
      'Agence SEO à Windsor : référencement local, AEO et GEO pour les entreprises de Windsor, de LaSalle, de Tecumseh, d’Amherstburg et du comté d’Essex.',
    headline: 'Référencement web à Windsor, au poste frontalier le plus achalandé du pays',
    subtitle:
      'Équipementiers automobiles, entreprises de logistique et commerces locaux : nous aidons les entreprises de Windsor-Essex à se faire trouver par la clientèle des deux côtés de la frontière.',
    facts: [
      { label: 'Secteurs clés', value: 'Automobile, fabrication, logistique' },
      { label: 'Part du commerce Canada–États-Unis', value: 'Plus de 25 %' },
    ],
    reasons: [
      {
        title: 'Une clientèle transfrontalière',
        description:
          'Le quart du commerce entre le Canada et les États-Unis passe par Windsor. Nous préparons du contenu pour les acheteurs de la région de Détroit sans nuire à votre visibilité au Canada.',
      },
      {
        title: 'La capitale de l’automobile',
        description:
          'Windsor construit des voitures et des batteries pour véhicules électriques. Les fournisseurs ont besoin de pages techniques, riches en spécifications, que les acheteurs et les outils d’IA savent lire.',
      },
      {
        title: 'Un pays du vin à deux pas',
        description:
          'Les vignobles du comté d’Essex et le parc national de la Pointe-Pelée attirent les visiteurs. Les entreprises touristiques gagnent grâce à la recherche locale et aux cartes.',
      },
    ],
    keywords: [
      'Agence SEO Windsor',
      'Référencement web Windsor',
      'Référencement local Windsor',
      'Marketing numérique Windsor',
      'Création de site web Windsor',
      'Référencement web Windsor-Essex',
    ],
  },
};

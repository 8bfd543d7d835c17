import type { FrenchCity } from '../../cities/types';

export const abbotsford: FrenchCity = {
  slug: 'abbotsford-seo',
  fr: {
    name: 'Abbotsford',
    region: 'toute la vallée du Fraser',
    title: 'Agence SEO à Abbotsford : référencement web | Northbeam Search',
    description:
      'Agence SEO à Abbotsford : référencement local, AEO et GEO pour les entreprises d’Abbotsford, de Mission, de Chilliwack et de la vallée du Fraser.',
    headline: 'Référencement web à Abbotsford, dans la vallée du Fraser',
    subtitle:
      'Agriculture, aérospatiale et fabrication : nous aidons les entreprises d’Abbotsford à ressortir dans toute la vallée du Fraser et le Grand Vancouver.',
    facts: [
      { label: 'Secteurs clés', value: 'Agriculture, aérospatiale, fabrication' },
      { label: 'Terres agricoles protégées', value: '75 %' },
    ],
    reasons: [
      {
        title: 'La capitale agricole de la Colombie-Britannique',
        description:
          'Environ les trois quarts du territoire d’Abbotsford sont des terres agricoles. Des pages de produits et de fournisseurs bien classées amènent les acheteurs aux entreprises agroalimentaires.',
      },
      {
        title: 'Une grappe aérospatiale',
        description:
          'L’aéroport international d’Abbotsford est au cœur d’une grappe aérospatiale. Le référencement technique convient aux recherches interentreprises spécialisées.',
      },
      {
        title: 'Près de Vancouver, à moindre coût',
        description:
          'Bien des entreprises servent le Grand Vancouver depuis la vallée. Des pages par territoire desservi étendent votre portée vers l’ouest.',
      },
    ],
    keywords: [
      'Agence SEO Abbotsford',
      'Référencement web Abbotsford',
      'Référencement local Abbotsford',
      'Marketing numérique Abbotsford',
      'Création de site web Abbotsford',
      'Agence SEO vallée du Fraser',
    ],
  },
};

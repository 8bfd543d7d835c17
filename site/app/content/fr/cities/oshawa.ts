import type { FrenchCity } from '../../cities/types';

export const oshawa: FrenchCity = {
  slug: 'oshawa-seo',
  fr: {
    name: 'Oshawa',
    region: 'toute la région de Durham',
    title: 'Agence SEO à Oshawa : référencement web | Northbeam Search',
    description:
      'Agence SEO à Oshawa : référencement local, AEO et GEO pour les entreprises d’Oshawa, de Whitby, d’Ajax, de Clarington et de la région de Durham.',
    headline: 'Référencement web à Oshawa et dans la région de Durham',
    subtitle:
      'Automobile, énergie propre et un secteur de l’éducation en croissance : nous aidons les entreprises d’Oshawa à attirer les familles qui s’installent à l’est de Toronto.',
    facts: [
      { label: 'Secteurs clés', value: 'Automobile, énergie, éducation' },
      { label: 'Croissance démographique', value: '9 %' },
    ],
    reasons: [
      {
        title: 'Les familles du Grand Toronto migrent vers l’est',
        description:
          'La population d’Oshawa a augmenté de 9 % en cinq ans, portée par les familles venues de Toronto. Elles cherchent d’abord leurs services en ligne.',
      },
      {
        title: 'Énergie et génie',
        description:
          'La centrale de Darlington et l’Université Ontario Tech forment un pôle énergétique. Un contenu technique ressort dans les recherches interentreprises spécialisées.',
      },
      {
        title: 'Toute la région de Durham',
        description:
          'Les gens magasinent à Whitby, à Ajax et à Clarington. Des pages par territoire desservi attirent la clientèle de toute la région.',
      },
    ],
    keywords: [
      'Agence SEO Oshawa',
      'Référencement web Oshawa',
      'Référencement local Oshawa',
      'Marketing numérique Oshawa',
      'Création de site web Oshawa',
      'Référencement web région de Durham',
    ],
  },
};

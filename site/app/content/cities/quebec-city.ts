import { frPercent } from '../../lib/frenchTypography';
import type { QuebecCity } from './types';

export const quebecCity: QuebecCity = {
  slug: 'quebec-city-seo',
  name: 'Quebec City',
  province: 'QC',
  provinceName: 'Quebec',
  population: 549_459,
  metro: 839_311,
  lang: 'fr-CA',
  fr: {
    name: 'Québec',
    region: 'sa région',
    title: 'Agence SEO à Québec : référencement web bilingue | Northbeam Search',
    description:
      'Agence SEO à Québec : référencement local en français et en anglais pour les entreprises de Sainte-Foy, de Charlesbourg, de Lévis et de la région.',
    headline: 'Référencement web bilingue à Québec',
    subtitle:
      'Capitale nationale, siège de grands assureurs, destination touristique : le marché de Québec a ses propres règles. Nous aidons les entreprises d’ici à gagner en visibilité en français et en anglais, dans Google comme dans les moteurs de réponse.',
    facts: [
      { label: 'Emplois du secteur public', value: frPercent(25) },
      { label: 'Secteurs clés', value: 'Administration publique, assurances, tourisme' },
    ],
    reasons: [
      {
        title: 'Le français d’abord, l’anglais aussi',
        description:
          'La grande majorité des recherches se font en français, mais les touristes et la clientèle d’affaires de l’extérieur cherchent en anglais. Nous couvrons les deux.',
      },
      {
        title: 'La capitale nationale',
        description:
          'Le secteur public représente 25 % des emplois. Beaucoup de vos clients travaillent pour l’État ou avec lui : des pages de services claires, à jour et bien structurées les aident à vous trouver.',
      },
      {
        title: 'Tourisme toute l’année',
        description:
          'Du Carnaval au Vieux-Québec, les visiteurs planifient leur séjour en ligne. Données structurées et avis clients transforment leurs recherches en réservations.',
      },
    ],
    local: {
      economy:
        'Capitale nationale, Québec vit de la fonction publique, mais aussi des assurances et des services financiers : Desjardins a son siège à Lévis, juste en face, et iA Groupe financier et Beneva sont établis à Québec. Le Vieux-Québec, inscrit au patrimoine mondial de l’UNESCO depuis 1985, attire des millions de visiteurs, et l’Université Laval et le jeu vidéo complètent le portrait.',
      neighbourhoods:
        'Saint-Roch, Saint-Jean-Baptiste, Limoilou, Montcalm et Sainte-Foy ont chacun leur clientèle, et Lévis, de l’autre côté du fleuve, est un marché en soi. Le Carnaval en février et le Festival d’été en juillet font bondir les recherches de restaurants, d’hébergement et de services.',
      faq: [
        {
          question: 'Comment ressortir auprès des touristes ?',
          answer:
            'En répondant aux questions qu’ils posent en route : ce qui est ouvert, à quelle distance du Vieux-Québec, en quelle langue on est servi. Une fiche d’établissement Google à jour et des pages en français et en anglais font la différence.',
        },
        {
          question: 'Québec et Lévis : une page ou deux ?',
          answer:
            'Deux, si vous servez les deux rives. Les résidents de Lévis cherchent avec le nom de leur ville, et une page qui parle vraiment de Lévis s’y classe mieux.',
        },
        {
          question:
            'Les fonctionnaires et les ministères cherchent-ils des fournisseurs en ligne ?',
          answer:
            'Oui, avant même l’appel d’offres public. Des pages qui décrivent clairement vos services, vos réalisations et vos certifications vous rendent faciles à trouver quand un ministère prépare un projet.',
        },
      ],
    },
    keywords: [
      'Agence SEO Québec',
      'Référencement web Québec',
      'Référencement local Québec',
      'Création de site web Québec',
      'Services SEO Québec QC',
      'Référencement web Lévis',
    ],
  },
  en: {
    line: 'Bilingual French and English SEO for Quebec City businesses and the visitors they serve.',
  },
  coordinates: { latitude: 46.8139, longitude: -71.208 },
  towns: [
    'Québec',
    'Lévis',
    'Sainte-Foy',
    'Charlesbourg',
    'Beauport',
    'L’Ancienne-Lorette',
    'Saint-Augustin-de-Desmaures',
    'Boischatel',
    'Stoneham-et-Tewkesbury',
    'Lac-Beauport',
    'Sainte-Catherine-de-la-Jacques-Cartier',
    'Saint-Nicolas',
  ],
  home: {
    businesses: '35K+',
    growth: '+3.3%',
    description: 'Historic provincial capital where French-language SEO leads.',
  },
};

import type { FrenchCity } from '../../cities/types';

export const halifax: FrenchCity = {
  slug: 'halifax-seo',
  fr: {
    name: 'Halifax',
    region: 'tout le Canada atlantique',
    title: 'Agence SEO à Halifax : référencement web | Northbeam Search',
    description:
      'Agence SEO à Halifax : référencement local, AEO et GEO pour les entreprises d’Halifax, de Dartmouth, de Bedford et de toute la Nouvelle-Écosse.',
    headline: 'Référencement web à Halifax, la grande ville de l’Atlantique',
    subtitle:
      'Technologies océaniques, défense, transport maritime et tourisme : nous aidons les entreprises d’Halifax à se démarquer dans les recherches en Nouvelle-Écosse et dans les Maritimes.',
    facts: [
      { label: 'Secteurs clés', value: 'Défense, technologies océaniques, activités portuaires' },
      { label: 'Universités', value: '6' },
    ],
    reasons: [
      {
        title: 'La plaque tournante de l’Atlantique',
        description:
          'Halifax dessert tout le Canada atlantique. Des pages régionales attirent la clientèle de Moncton à Sydney, sans oublier les communautés acadiennes.',
      },
      {
        title: 'Une croissance record',
        description:
          'Halifax est l’une des villes qui croissent le plus vite au pays. Les nouveaux arrivants cherchent tout en ligne : les entreprises qu’ils trouvent en premier gagnent leur fidélité.',
      },
      {
        title: 'Un tourisme saisonnier',
        description:
          'Croisiéristes et vacanciers d’été préparent leur visite avec les moteurs de recherche et les assistants IA. Nous publions le bon contenu au bon moment de la saison.',
      },
    ],
    local: {
      economy:
        'Halifax est le port d’attache de la flotte de l’Atlantique de la Marine royale canadienne, et le chantier naval Irving y construit les nouveaux navires de la Marine. Le port accueille porte-conteneurs et navires de croisière, et l’Université Dalhousie, ainsi que les technologies océaniques regroupées sur le port à Dartmouth, complètent l’économie.',
      neighbourhoods:
        'Depuis 1996, Halifax, Dartmouth, Bedford et l’ancien comté forment la Municipalité régionale d’Halifax, mais on cherche encore avec ces noms. La rue Agricola, le centre-ville et le front de mer ont leur clientèle, et Dartmouth est un marché à part, de l’autre côté du port. La communauté acadienne et francophone y a ses écoles et ses organismes.',
      faq: [
        {
          question: 'Halifax ou Dartmouth : lequel cibler ?',
          answer:
            'Celui où vivent vos clients, et les deux si vous servez les deux. Les résidents de Dartmouth cherchent avec « Dartmouth », même si leur ville fait partie de la municipalité régionale.',
        },
        {
          question: 'Comment attirer les croisiéristes et les touristes ?',
          answer:
            'Tenez à jour les heures et les photos de votre fiche d’établissement Google pour la saison des croisières, du printemps à octobre, et répondez aux questions courtes que les visiteurs posent à leur téléphone.',
        },
        {
          question: 'Faut-il des pages pour le reste de la Nouvelle-Écosse ?',
          answer:
            'Si vous livrez ou vous déplacez dans la province, oui : Truro, Bridgewater et la vallée d’Annapolis se cherchent par leur nom, et peu de concurrents d’Halifax écrivent pour elles.',
        },
      ],
    },
    keywords: [
      'Agence SEO Halifax',
      'Référencement web Halifax',
      'Référencement local Halifax',
      'Marketing numérique Halifax',
      'Création de site web Halifax',
      'Agence SEO Canada atlantique',
    ],
  },
};

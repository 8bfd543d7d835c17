import type { QuebecCity } from './types';

export const troisRivieres: QuebecCity = {
  slug: 'trois-rivieres-seo',
  name: 'Trois-Rivières',
  province: 'QC',
  provinceName: 'Quebec',
  population: 135_000,
  metro: 155_000,
  lang: 'fr-CA',
  fr: {
    name: 'Trois-Rivières',
    region: 'la Mauricie',
    title: 'Agence SEO à Trois-Rivières : référencement web | Northbeam Search',
    description:
      'Agence SEO à Trois-Rivières : référencement local pour les entreprises de Shawinigan, de Drummondville, de la Mauricie et du Centre-du-Québec.',
    headline: 'Référencement web à Trois-Rivières',
    subtitle:
      'Agriculture, secteur manufacturier et technologies : nous aidons les entreprises de Trois-Rivières, de la Mauricie et du Centre-du-Québec à se faire trouver dans Google et citer par les assistants IA.',
    facts: [
      // The spec's 'Agriculture Focus: University Hub', written in French for a French page.
      { label: 'Vocation', value: 'Agricole et universitaire' },
      { label: 'Fondée en', value: '1634' },
    ],
    reasons: [
      {
        title: 'Une ville fondée en 1634',
        description:
          'Deuxième plus vieille ville francophone d’Amérique du Nord, Trois-Rivières attire les amateurs d’histoire. Un contenu patrimonial bien structuré ressort dans leurs recherches.',
      },
      {
        title: 'Pôle universitaire',
        description:
          'L’UQTR et le Cégep de Trois-Rivières attirent des milliers d’étudiants. Le référencement local sur mobile fait connaître votre entreprise à cette clientèle jeune.',
      },
      {
        title: 'Agriculture, secteur manufacturier, technologies',
        description:
          'Les entreprises de la Mauricie et du Centre-du-Québec vendent partout au Québec et au Canada. Des pages de produits optimisées atteignent les acheteurs interentreprises.',
      },
    ],
    local: {
      economy:
        'Fondée en 1634, Trois-Rivières est la deuxième plus ancienne ville francophone d’Amérique du Nord. Longtemps capitale mondiale des pâtes et papiers, elle mise aujourd’hui sur l’Université du Québec à Trois-Rivières, son port sur le Saint-Laurent, la fabrication et le tourisme, porté par le Grand Prix de Trois-Rivières et le Festival international de la poésie.',
      neighbourhoods:
        'Depuis la fusion de 2002, Cap-de-la-Madeleine, Trois-Rivières-Ouest, Pointe-du-Lac et Sainte-Marthe-du-Cap font partie de la ville, mais on les cherche encore par leur nom. Le centre-ville historique et le sanctuaire Notre-Dame-du-Cap attirent les visiteurs, et Shawinigan et Bécancour complètent le marché régional.',
      faq: [
        {
          question: 'Faut-il nommer Cap-de-la-Madeleine sur mon site ?',
          answer:
            'Oui, si vous y avez des clients : beaucoup de résidents cherchent encore avec le nom de leur ancien secteur, et une mention claire vous fait correspondre à ces recherches.',
        },
        {
          question: 'Le Grand Prix est-il une occasion pour mon entreprise ?',
          answer:
            'Pour la restauration, l’hébergement et les services, oui : en août, les recherches explosent. Préparez pages et fiche d’établissement Google quelques semaines avant l’événement.',
        },
        {
          question: 'Faut-il cibler Shawinigan et Bécancour ?',
          answer:
            'Si vous y servez des clients, oui, avec leurs propres pages : les gens de Shawinigan et de Bécancour cherchent avec le nom de leur ville, et peu d’entreprises de Trois-Rivières écrivent pour eux.',
        },
      ],
    },
    keywords: [
      'Agence SEO Trois-Rivières',
      'Référencement web Trois-Rivières',
      'Référencement local Trois-Rivières',
      'Création de site web Trois-Rivières',
      'Services SEO Trois-Rivières QC',
      'Référencement web Mauricie',
    ],
    areasHeading: 'Secteurs desservis en Mauricie et au Centre-du-Québec',
  },
  otherReading: { population: 140_000, metro: 160_000 },
  en: {
    line: 'English pages too, for Trois-Rivières manufacturers and growers who sell across Canada.',
  },
  coordinates: { latitude: 46.3432, longitude: -72.5477 },
  towns: [
    'Trois-Rivières',
    'Shawinigan',
    'Grand-Mère',
    'La Tuque',
    'Drummondville',
    'Victoriaville',
    'Bécancour',
    'Nicolet',
    'Louiseville',
    'Saint-Tite',
    'Sainte-Anne-de-la-Pérade',
    'Cap-de-la-Madeleine',
  ],
};

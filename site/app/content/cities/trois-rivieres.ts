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

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
      'Référencement web, AEO et GEO à Trois-Rivières : des stratégies de recherche locale pour les entreprises de Shawinigan, de Drummondville, de Victoriaville, de la Mauricie et du Centre-du-Québec.',
    headline: 'Référencement web à Trois-Rivières',
    subtitle:
      'Agriculture, secteur manufacturier et technologies : nous aidons les entreprises de Trois-Rivières, de la Mauricie et du Centre-du-Québec à se positionner sur Google et dans les réponses des assistants IA.',
    facts: [
      // The spec quotes this card in English; it stays English, tagged en-CA.
      { label: 'Agriculture Focus', value: 'University Hub', lang: 'en-CA' },
      { label: 'Fondée en', value: '1634' },
    ],
    reasons: [
      {
        title: 'Une ville fondée en 1634',
        description:
          'Deuxième plus vieille ville francophone d’Amérique du Nord, Trois-Rivières attire les amateurs d’histoire. Un contenu patrimonial bien structuré se positionne dans leurs recherches.',
      },
      {
        title: 'Pôle universitaire',
        description:
          'L’UQTR et le Cégep de Trois-Rivières attirent des milliers d’étudiants. Le référencement local sur mobile rejoint cette clientèle jeune.',
      },
      {
        title: 'Agriculture, secteur manufacturier, technologies',
        description:
          'Les entreprises de la Mauricie et du Centre-du-Québec vendent partout au Québec et au Canada. Des pages de produits optimisées rejoignent les acheteurs interentreprises.',
      },
    ],
    keywords: [
      'Agence SEO Trois-Rivières',
      'Référencement web Trois-Rivières',
      'Référencement local Trois-Rivières',
      'Création de site web Trois-Rivières',
      { text: 'SEO services Trois-Rivières QC', lang: 'en-CA' },
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

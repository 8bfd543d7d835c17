import type { FrenchCity } from '../../cities/types';

export const ottawa: FrenchCity = {
  slug: 'ottawa-seo',
  fr: {
    name: 'Ottawa',
    region: 'toute la région de la capitale nationale',
    title: 'Agence SEO à Ottawa : référencement web | Northbeam Search',
    description:
      'Agence SEO à Ottawa : référencement local bilingue, AEO et GEO pour les entreprises d’Ottawa, de Gatineau, de Kanata et d’Orléans.',
    headline: 'Référencement web à Ottawa, des deux côtés de la rivière',
    subtitle:
      'Fournisseurs de l’État, entreprises techno de Kanata, commerces de quartier : nous aidons les entreprises d’Ottawa à atteindre leur clientèle en Ontario comme au Québec, en français et en anglais.',
    facts: [
      { label: 'Employés du secteur public', value: 'Plus de 110 000' },
      { label: 'Secteurs clés', value: 'Administration publique, technologies, santé' },
    ],
    reasons: [
      {
        title: 'Vendre à l’État',
        description:
          'Avec plus de 110 000 employés du secteur public, les équipes d’approvisionnement cherchent leurs fournisseurs en ligne. Des pages de services claires et des preuves d’expertise vous placent sur la liste restreinte.',
      },
      {
        title: 'Le parc technologique de Kanata-Nord',
        description:
          'Le plus grand parc technologique du Canada rivalise pour attirer clients et talents du monde entier. Un référencement technique solide garde les sites de produits complexes faciles à trouver.',
      },
      {
        title: 'Une capitale bilingue',
        description:
          'Gatineau est à quelques minutes et bien des recherches se font en français. Nous préparons des pages bilingues qui atteignent toute la région de la capitale nationale.',
      },
    ],
    keywords: [
      'Agence SEO Ottawa',
      'Référencement web Ottawa',
      'Référencement local Ottawa',
      'Référencement web Gatineau',
      'Création de site web Ottawa',
      'Agence SEO Outaouais',
    ],
    areasHeading: 'Secteurs desservis à Ottawa et en Outaouais',
  },
};

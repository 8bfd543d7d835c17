import type { FrenchCity } from '../../cities/types';

export const hamilton: FrenchCity = {
  slug: 'hamilton-seo',
  fr: {
    name: 'Hamilton',
    region: 'l’ouest du lac Ontario',
    title: 'Agence SEO à Hamilton : référencement web | Northbeam Search',
    description:
      'Agence SEO à Hamilton : référencement local, AEO et GEO pour les entreprises de Hamilton, de Burlington, de Stoney Creek, d’Ancaster et des environs.',
    headline: 'Référencement web à Hamilton, une ville qui se réinvente',
    subtitle:
      'Santé, fabrication de pointe et une scène créative en plein essor : nous aidons les entreprises de Hamilton à remporter les recherches, de l’escarpement du Niagara jusqu’au port.',
    facts: [
      { label: 'Secteurs clés', value: 'Acier, santé, éducation' },
      { label: 'Étudiants à McMaster', value: 'Plus de 35 000' },
    ],
    reasons: [
      {
        title: 'De la ville de l’acier au pôle de la santé',
        description:
          'La santé est aujourd’hui le premier employeur de Hamilton. Pour les recherches liées à la santé, c’est un contenu fiable et expert qui ressort.',
      },
      {
        title: 'Les nouveaux venus du Grand Toronto',
        description:
          'Des milliers de personnes quittent Toronto pour Hamilton chaque année. Elles cherchent un dentiste, un entrepreneur ou un restaurant : le référencement local vous place en tête.',
      },
      {
        title: 'Entre Toronto et Niagara',
        description:
          'Hamilton se trouve à mi-chemin entre Toronto et les chutes du Niagara. Des pages par territoire desservi atteignent la clientèle de Burlington, de Grimsby et d’ailleurs.',
      },
    ],
    keywords: [
      'Agence SEO Hamilton',
      'Référencement web Hamilton',
      'Référencement local Hamilton',
      'Marketing numérique Hamilton',
      'Création de site web Hamilton',
      'Référencement web Burlington',
    ],
  },
};

import type { FrenchCity } from '../../cities/types';

export const cambridge: FrenchCity = {
  slug: 'cambridge-seo',
  fr: {
    name: 'Cambridge',
    region: 'toute la région de Waterloo',
    title: 'Référencement web à Cambridge (Ontario) | Northbeam Search',
    description:
      'Agence SEO à Cambridge (Ontario) : référencement local, AEO et GEO pour les entreprises de Cambridge, de Kitchener, de Waterloo et de la région.',
    headline: 'Référencement web à Cambridge, dans le corridor technologique de Waterloo',
    subtitle:
      'Technologies, fabrication et services : nous aidons les entreprises de Cambridge à ressortir dans toute la région de Waterloo et le long de l’autoroute 401.',
    facts: [
      { label: 'Corridor technologique', value: 'Pôle d’innovation' },
      { label: 'Secteurs clés', value: 'Technologies, fabrication, services' },
    ],
    reasons: [
      {
        title: 'Au cœur d’un pôle d’innovation',
        description:
          'Cambridge partage avec Kitchener et Waterloo une région de plus de 580 000 habitants. Nous ciblons toute la région sans que vos pages se fassent concurrence entre elles.',
      },
      {
        title: 'Une force manufacturière',
        description:
          'Toyota et des centaines de fournisseurs produisent à Cambridge. Des pages riches en spécifications remportent la recherche interentreprises.',
      },
      {
        title: 'Trois centres historiques',
        description:
          'Galt, Preston et Hespeler ont chacun leur rue principale. Des pages de quartier atteignent la clientèle locale.',
      },
    ],
    keywords: [
      'Agence SEO Cambridge',
      'Référencement web Cambridge',
      'Référencement local Cambridge',
      'Marketing numérique Cambridge',
      'Création de site web Cambridge',
      'Agence de marketing numérique région de Waterloo',
    ],
  },
};

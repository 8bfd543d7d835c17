import type { FrenchCity } from '../../cities/types';

export const sudbury: FrenchCity = {
  slug: 'sudbury-seo',
  fr: {
    name: 'Sudbury',
    region: 'tout le Nord de l’Ontario',
    title: 'Agence SEO à Sudbury : référencement web | Northbeam Search',
    description:
      'Agence SEO à Sudbury : référencement local en français et en anglais, AEO et GEO pour les entreprises du Grand Sudbury et du Nord de l’Ontario.',
    headline: 'Référencement web à Sudbury, au cœur du Nord ontarien',
    subtitle:
      'Fournisseurs miniers, santé et éducation : nous aidons les entreprises du Grand Sudbury à ressortir dans le Nord de l’Ontario, en français comme en anglais, et auprès d’acheteurs du monde entier.',
    facts: [
      { label: 'Secteurs clés', value: 'Mines, santé, éducation' },
      { label: 'Lacs sur le territoire de la ville', value: '330' },
    ],
    reasons: [
      {
        title: 'Des fournisseurs miniers qui exportent',
        description:
          'Les fournisseurs miniers de Sudbury vendent partout dans le monde. Un contenu technique aide les acheteurs étrangers et les outils d’IA à les trouver.',
      },
      {
        title: 'Un centre de services régional',
        description:
          'Le Nord de l’Ontario vient à Sudbury pour se faire soigner et magasiner. Le référencement par territoire desservi atteint des clients à des heures de route.',
      },
      {
        title: 'Une communauté francophone vivante',
        description:
          'Environ le quart des résidents sont francophones, et le Collège Boréal enseigne en français. Des pages en français ouvrent un marché que vos concurrents négligent.',
      },
    ],
    keywords: [
      'Agence SEO Sudbury',
      'Référencement web Sudbury',
      'Référencement local Grand Sudbury',
      'Marketing numérique Sudbury',
      'Création de site web Sudbury',
      'Référencement web Nord de l’Ontario',
    ],
  },
};

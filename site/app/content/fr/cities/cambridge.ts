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
          'Toyota et des centaines de fournisseurs produisent à Cambridge. Des pages riches en spécifications ressortent dans les recherches interentreprises.',
      },
      {
        title: 'Trois centres historiques',
        description:
          'Galt, Preston et Hespeler ont chacun leur rue principale. Des pages de quartier atteignent la clientèle locale.',
      },
    ],
    local: {
      economy:
        'Toyota assemble des VUS Toyota et Lexus à son usine de Cambridge, et des centaines de fabricants et d’entreprises de logistique longent l’autoroute 401 et la rivière Grand. L’école d’architecture de l’Université de Waterloo occupe une ancienne filature de soie à Galt, et une bonne partie de la main-d’œuvre travaille aussi à Kitchener et à Waterloo.',
      neighbourhoods:
        'Cambridge est née en 1973 de la fusion de Galt, de Preston et de Hespeler, et chacune a gardé sa rue principale et son nom dans les recherches. Blair, le village de Hespeler et les sentiers de la rivière Grand attirent les visiteurs, et Ayr et North Dumfries sont tout juste au sud.',
      faq: [
        {
          question: 'Galt, Preston ou Hespeler : où dois-je me classer ?',
          answer:
            'Là où vous êtes, et dans Cambridge en entier. Les résidents cherchent souvent avec le nom de l’ancienne ville : mentionnez le vôtre et bâtissez votre fiche d’établissement Google autour de ce nom.',
        },
        {
          question:
            'Comment un fabricant d’ici peut-il ressortir dans les recherches interentreprises ?',
          answer:
            'Avec des pages de spécifications que trouvent ingénieurs et acheteurs : capacités, certifications, délais. Les acheteurs de l’automobile font leurs recherches bien avant de demander une soumission.',
        },
        {
          question: 'Faut-il aussi cibler Kitchener et Waterloo ?',
          answer:
            'Si vous les desservez, oui, avec leurs propres pages. Chaque ville se cherche par son nom, et des pages distinctes écrites pour chacune évitent de se faire concurrence.',
        },
      ],
    },
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

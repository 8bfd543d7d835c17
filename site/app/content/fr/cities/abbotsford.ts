import type { FrenchCity } from '../../cities/types';

export const abbotsford: FrenchCity = {
  slug: 'abbotsford-seo',
  fr: {
    name: 'Abbotsford',
    region: 'toute la vallée du Fraser',
    title: 'Agence SEO à Abbotsford : référencement web | Northbeam Search',
    description:
      'Agence SEO à Abbotsford : référencement local, AEO et GEO pour les entreprises d’Abbotsford, de Mission, de Chilliwack et de la vallée du Fraser.',
    headline: 'Référencement web à Abbotsford, dans la vallée du Fraser',
    subtitle:
      'Agriculture, aérospatiale et fabrication : nous aidons les entreprises d’Abbotsford à ressortir dans toute la vallée du Fraser et le Grand Vancouver.',
    facts: [
      { label: 'Secteurs clés', value: 'Agriculture, aérospatiale, fabrication' },
      { label: 'Terres agricoles protégées', value: '75 %' },
    ],
    reasons: [
      {
        title: 'La capitale agricole de la Colombie-Britannique',
        description:
          'Environ les trois quarts du territoire d’Abbotsford sont des terres agricoles. Des pages de produits et de fournisseurs bien classées amènent les acheteurs aux entreprises agroalimentaires.',
      },
      {
        title: 'Une grappe aérospatiale',
        description:
          'L’aéroport international d’Abbotsford est au cœur d’une grappe aérospatiale. Le référencement technique convient aux recherches interentreprises spécialisées.',
      },
      {
        title: 'Près de Vancouver, à moindre coût',
        description:
          'Bien des entreprises servent le Grand Vancouver depuis la vallée. Des pages par territoire desservi étendent votre portée vers l’ouest.',
      },
    ],
    local: {
      economy:
        'Abbotsford est le cœur agricole de la vallée du Fraser : petits fruits, volaille, production laitière et serres en font l’une des régions agricoles les plus productives de la Colombie-Britannique. L’Université de la vallée du Fraser, l’aéroport international d’Abbotsford et son spectacle aérien d’août, ainsi que la fabrication le long de l’autoroute 1 complètent l’économie.',
      neighbourhoods:
        'Le centre historique, Clearbrook, Matsqui et Sumas ont chacun leur clientèle, et Mission est juste de l’autre côté du fleuve Fraser. Une grande partie des résidents parle pendjabi à la maison, et beaucoup d’entreprises familiales servent leur clientèle en pendjabi comme en anglais.',
      faq: [
        {
          question: 'Faut-il publier en pendjabi ?',
          answer:
            'Si votre entreprise sert des clients en pendjabi, oui : une page rédigée dans cette langue, et non traduite par machine, atteint des recherches que votre page anglaise ne voit pas, avec très peu de concurrence.',
        },
        {
          question: 'Comment les fournisseurs agricoles profitent-ils du référencement ?',
          answer:
            'Avec des pages qui répondent aux producteurs : fiches techniques, disponibilité selon la saison, livraison dans toute la vallée. Les producteurs cherchent les réponses avant d’appeler.',
        },
        {
          question: 'Faut-il des pages pour Chilliwack et Langley ?',
          answer:
            'Si vous les desservez, oui. Les résidents de Chilliwack, de Langley et de Mission cherchent avec le nom de leur ville, et une page sur votre travail chez eux les atteint.',
        },
      ],
    },
    keywords: [
      'Agence SEO Abbotsford',
      'Référencement web Abbotsford',
      'Référencement local Abbotsford',
      'Marketing numérique Abbotsford',
      'Création de site web Abbotsford',
      'Agence SEO vallée du Fraser',
    ],
  },
};

import type { FrenchCity } from '../../cities/types';

export const winnipeg: FrenchCity = {
  slug: 'winnipeg-seo',
  fr: {
    name: 'Winnipeg',
    region: 'tout le Manitoba',
    title: 'Agence SEO à Winnipeg : référencement web | Northbeam Search',
    description:
      'Agence SEO à Winnipeg : référencement local, AEO et GEO pour les entreprises de Winnipeg, de Saint-Boniface, de Selkirk, de Steinbach et du Manitoba.',
    headline: 'Référencement web à Winnipeg, au cœur du continent',
    subtitle:
      'Fabricants, transporteurs et commerces de tout le Manitoba comptent sur nous pour ressortir dans les recherches faites à Winnipeg et dans les réponses générées par l’IA.',
    facts: [
      { label: 'Secteurs clés', value: 'Fabrication, transport, agroalimentaire' },
      { label: 'Part des Manitobains', value: 'Plus de 60 %' },
    ],
    reasons: [
      {
        title: 'Le Manitoba dans une seule ville',
        description:
          'Plus de 60 % des Manitobains vivent dans la région de Winnipeg : y être bien classé, c’est atteindre la plupart des acheteurs de la province.',
      },
      {
        title: 'Une plaque tournante du transport',
        description:
          'CentrePort et trois chemins de fer font de Winnipeg un centre logistique. Des acheteurs de partout au Canada y cherchent leurs fournisseurs.',
      },
      {
        title: 'Une clientèle fidèle, en français aussi',
        description:
          'Les Winnipégois privilégient les commerces d’ici, et Saint-Boniface abrite la plus grande communauté francophone de l’Ouest. Avis clients, fiche d’établissement Google et pages en français rapportent vite.',
      },
    ],
    local: {
      economy:
        'L’économie de Winnipeg est remarquablement variée : la Canada Vie y a son siège social, NFI y construit des autobus, l’aérospatiale entretient des avions près de l’aéroport, et le commerce des grains passe par Richardson International et la Commission canadienne des grains. Plaque tournante ferroviaire et routière, la ville achemine une grande partie du fret entre l’est et l’ouest du pays.',
      neighbourhoods:
        'Le quartier de la Bourse, Osborne Village, Corydon, Saint-Vital et Transcona cherchent chacun à leur manière. Saint-Boniface est le cœur de la plus grande communauté francophone de l’Ouest canadien, avec l’Université de Saint-Boniface et le Festival du Voyageur chaque février.',
      faq: [
        {
          question: 'Publier en français pour Saint-Boniface, est-ce rentable ?',
          answer:
            'Si vous pouvez servir vos clients en français, oui : les recherches en français y sont nombreuses et la concurrence, faible. La communauté franco-manitobaine est fidèle aux entreprises qui lui parlent dans sa langue.',
        },
        {
          question: 'Le marché de Winnipeg est-il assez grand pour le référencement ?',
          answer:
            'Oui, justement parce que moins d’entreprises y investissent. Un site et une fiche bien construits arrivent souvent en tête des résultats locaux plus vite qu’à Toronto ou à Vancouver.',
        },
        {
          question: 'Que demandent les gens de Winnipeg aux assistants IA ?',
          answer:
            'Des questions pratiques : qui dégèle des tuyaux, quels déménageurs travaillent l’hiver, où trouver un notaire qui parle français. Les pages qui y répondent directement sont celles que les assistants citent.',
        },
      ],
    },
    keywords: [
      'Agence SEO Winnipeg',
      'Référencement web Winnipeg',
      'Référencement local Winnipeg',
      'Marketing numérique Winnipeg',
      'Création de site web Winnipeg',
      'Agence de marketing numérique Manitoba',
    ],
  },
};

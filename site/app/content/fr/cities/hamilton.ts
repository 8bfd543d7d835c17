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
      'Santé, fabrication de pointe et une scène créative en plein essor : nous aidons les entreprises de Hamilton à ressortir dans les recherches, de l’escarpement du Niagara jusqu’au port.',
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
    local: {
      economy:
        'Hamilton s’est bâtie sur l’acier, qu’ArcelorMittal Dofasco y produit toujours, mais la santé est aujourd’hui le premier employeur : le réseau hospitalier de Hamilton et la faculté de médecine de l’Université McMaster. Le port de Hamilton expédie grains, acier et sel, et de plus en plus d’entreprises torontoises y ouvrent des bureaux.',
      neighbourhoods:
        'Depuis la fusion de 2001, Dundas, Ancaster, Stoney Creek, Flamborough et Glanbrook font partie de la ville, et leurs noms reviennent dans les recherches. Au pied de l’escarpement du Niagara, la rue James Nord et la rue Locke attirent les clients ; en haut, on dit simplement « sur la Montagne ».',
      faq: [
        {
          question: 'Faut-il écrire « Hamilton » ou le nom des anciennes villes ?',
          answer:
            'Les deux. Gardez Hamilton sur votre page principale et consacrez une section ou une page à Ancaster, à Dundas ou à Stoney Creek si vous y travaillez : les résidents cherchent encore avec ces noms.',
        },
        {
          question: 'Comment un fournisseur industriel ressort-il ici ?',
          answer:
            'Avec des pages qui répondent aux ingénieurs : spécifications, certifications, délais. Dans l’acier et la fabrication, les acheteurs se renseignent longtemps avant d’appeler, et les assistants IA citent les pages précises.',
        },
        {
          question: 'La navette vers Toronto compte-t-elle pour mon entreprise ?',
          answer:
            'Oui. Beaucoup de résidents travaillent à Toronto et cherchent le soir depuis Hamilton ; d’autres viennent de Toronto en quête de meilleurs prix. Des pages qui parlent aux deux, avec l’accès par le train GO et la QEW, captent les deux.',
        },
      ],
    },
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

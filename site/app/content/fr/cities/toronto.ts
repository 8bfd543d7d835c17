import type { FrenchCity } from '../../cities/types';

export const toronto: FrenchCity = {
  slug: 'toronto-seo',
  fr: {
    name: 'Toronto',
    region: 'la région du Grand Toronto',
    title: 'Agence SEO à Toronto | Northbeam Search',
    description:
      'Référencement web à Toronto : SEO, AEO et GEO pour les entreprises de la région du Grand Toronto, de North York à Mississauga.',
    headline: 'Un référencement taillé pour le marché le plus disputé du pays',
    subtitle:
      'De la finance de Bay Street aux jeunes pousses de Liberty Village, nous aidons les entreprises torontoises à se hisser en tête de Google, des moteurs de réponse et des assistants IA.',
    facts: [
      { label: 'Secteurs phares', value: 'Finance, technologies, cinéma' },
      { label: 'Sièges sociaux', value: 'Plus de 1 000' },
    ],
    reasons: [
      {
        title: 'Le marché de recherche le plus disputé au Canada',
        description:
          'Nulle part ailleurs au pays on ne trouve autant de sièges sociaux et de concurrents : à Toronto, la première page de Google se gagne avec des données, pas au hasard.',
      },
      {
        title: 'Un référencement local quartier par quartier',
        description:
          'Les gens cherchent un service à North York, à Scarborough ou dans l’Annex, pas seulement « à Toronto ». Nous créons des pages et des fiches pour chaque secteur que vous desservez.',
      },
      {
        title: 'Une ville aux mille langues',
        description:
          'La moitié des Torontois sont nés hors du Canada. Un contenu pensé pour un public multilingue atteint une clientèle que vos concurrents négligent.',
      },
    ],
    local: {
      economy:
        'Rue Bay, c’est la finance canadienne : la Bourse de Toronto, les sièges sociaux de la plupart des grandes banques et les assureurs qui les entourent. Toronto est aussi l’un des plus grands centres de production de cinéma et de télévision d’Amérique du Nord, et le district MaRS y regroupe des centaines de jeunes pousses en santé et en technologies.',
      neighbourhoods:
        'Depuis la fusion de 1998, Etobicoke, North York, Scarborough, York et East York font partie de la ville, mais les gens cherchent encore avec ces noms. Une clinique de Scarborough et un cabinet de Yorkville ne se disputent pas les mêmes résultats locaux : à Toronto, chaque quartier est un marché en soi.',
      faq: [
        {
          question: 'Faut-il cibler Toronto ou tout le Grand Toronto ?',
          answer:
            'Commencez là où sont vos clients. Une page solide sur votre quartier et une fiche d’établissement Google bien tenue rapportent plus qu’une page générale sur toute la région ; une entreprise qui vend partout dans le Grand Toronto a besoin des deux niveaux, bien reliés.',
        },
        {
          question: 'Mes clients francophones de Toronto cherchent-ils en français ?',
          answer:
            'Une partie, oui : l’Ontario compte plus d’un demi-million de francophones, et le Grand Toronto en accueille une bonne part. Une version française rédigée pour eux les atteint là où peu d’entreprises répondent.',
        },
        {
          question: 'Quelles recherches torontoises les assistants IA reprennent-ils ?',
          answer:
            'Des questions précises : « quel comptable pour jeunes pousses près du centre-ville », « quelle clinique de physiothérapie ouverte le soir à North York ». Les assistants citent les pages qui y répondent clairement, avec prix, heures et quartiers.',
        },
      ],
    },
    keywords: [
      'Agence SEO Toronto',
      'Référencement web Toronto',
      'Référencement local Toronto',
      'Marketing numérique Toronto',
      'Création de site web Toronto',
      'Référencement Grand Toronto',
    ],
  },
};

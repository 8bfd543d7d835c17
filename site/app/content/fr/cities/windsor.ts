import type { FrenchCity } from '../../cities/types';

export const windsor: FrenchCity = {
  slug: 'windsor-seo',
  fr: {
    name: 'Windsor',
    region: 'tout Windsor-Essex',
    title: 'Agence SEO à Windsor : référencement web | Northbeam Search',
    description:
      'Agence SEO à Windsor : référencement local, AEO et GEO pour les entreprises de Windsor, de LaSalle, de Tecumseh, d’Amherstburg et du comté d’Essex.',
    headline: 'Référencement web à Windsor, au poste frontalier le plus achalandé du pays',
    subtitle:
      'Équipementiers automobiles, entreprises de logistique et commerces locaux : nous aidons les entreprises de Windsor-Essex à se faire trouver par la clientèle des deux côtés de la frontière.',
    facts: [
      { label: 'Secteurs clés', value: 'Automobile, fabrication, logistique' },
      { label: 'Part du commerce Canada–États-Unis', value: 'Plus de 25 %' },
    ],
    reasons: [
      {
        title: 'Une clientèle transfrontalière',
        description:
          'Le quart du commerce entre le Canada et les États-Unis passe par Windsor. Nous préparons du contenu pour les acheteurs de la région de Détroit sans nuire à votre visibilité au Canada.',
      },
      {
        title: 'La capitale de l’automobile',
        description:
          'Windsor construit des voitures et des batteries pour véhicules électriques. Les fournisseurs ont besoin de pages techniques, riches en spécifications, que les acheteurs et les outils d’IA savent lire.',
      },
      {
        title: 'Un pays du vin à deux pas',
        description:
          'Les vignobles du comté d’Essex et le parc national de la Pointe-Pelée attirent les visiteurs. Les entreprises touristiques tirent profit de la recherche locale et des cartes.',
      },
    ],
    local: {
      economy:
        'Windsor construit des automobiles : Stellantis y assemble des fourgonnettes, et l’usine de batteries pour véhicules électriques de NextStar en a fait un centre de la filière électrique. Le pont qui relie Windsor à Détroit transporte plus de marchandises que tout autre passage entre le Canada et les États-Unis, et courtiers en douane, transporteurs et ateliers d’outillage prospèrent autour.',
      neighbourhoods:
        'Walkerville, Via Italia sur la rue Erie et le sud de la ville ont chacun leur clientèle, et Tecumseh, LaSalle et Amherstburg font partie du marché local. Détroit est à quelques minutes de l’autre côté de la rivière : bien des entreprises de Windsor servent aussi une clientèle américaine.',
      faq: [
        {
          question: 'Puis-je attirer des clients de Détroit ?',
          answer:
            'Oui, avec des pages pensées pour eux : prix en dollars américains au besoin, ce qu’implique le passage de la frontière, avis de clients américains. Une page distincte fonctionne mieux qu’une page pour tout le monde.',
        },
        {
          question: 'Comment un fournisseur automobile profite-t-il du référencement ?',
          answer:
            'Avec des pages sur ses capacités que trouvent acheteurs et ingénieurs : procédés, tolérances, certifications du secteur automobile. Les équipes d’approvisionnement font leurs recherches bien avant de demander une soumission.',
        },
        {
          question: 'Dois-je parler des postes frontaliers ?',
          answer:
            'Si vos clients traversent pour venir chez vous, oui : quel passage emprunter, les temps d’attente habituels, les documents à apporter. Ce sont ces réponses que Google et les assistants IA donnent aux magasineurs transfrontaliers.',
        },
      ],
    },
    keywords: [
      'Agence SEO Windsor',
      'Référencement web Windsor',
      'Référencement local Windsor',
      'Marketing numérique Windsor',
      'Création de site web Windsor',
      'Référencement web Windsor-Essex',
    ],
  },
};

import type { FrenchCity } from '../../cities/types';

export const calgary: FrenchCity = {
  slug: 'calgary-seo',
  fr: {
    name: 'Calgary',
    region: 'le sud de l’Alberta',
    title: 'Agence SEO à Calgary : référencement web | Northbeam Search',
    description:
      'Agence SEO à Calgary : référencement local, AEO et GEO pour les entreprises de Calgary, d’Airdrie, de Cochrane, d’Okotoks et du sud de l’Alberta.',
    headline: 'Référencement web à Calgary, une économie en mouvement',
    subtitle:
      'Énergie, finance, logistique et une scène techno en pleine croissance : nous aidons les entreprises de Calgary à ressortir là où leurs prochains clients et leurs futures recrues font leurs recherches.',
    facts: [
      { label: 'Secteurs clés', value: 'Énergie, finance, technologies' },
      { label: 'Sièges sociaux', value: 'Plus de 110' },
    ],
    reasons: [
      {
        title: 'Des sièges sociaux en nombre record',
        description:
          'Calgary compte plus de sièges sociaux par habitant que toute autre ville canadienne. La recherche interentreprises y est féroce, et c’est le contenu qui fait autorité qui l’emporte.',
      },
      {
        title: 'Une économie qui se diversifie',
        description:
          'De nouvelles entreprises technologiques et d’énergie propre s’y installent chaque année. Une visibilité précoce dans la recherche leur permet de rivaliser avec les noms établis.',
      },
      {
        title: 'Une population jeune et mobile',
        description:
          'Calgary a l’une des populations les plus jeunes des grandes villes canadiennes, et elle cherche d’abord sur son téléphone. Nous misons sur la vitesse de vos pages sur mobile.',
      },
    ],
    local: {
      economy:
        'Calgary est la ville des sièges sociaux de l’énergie au Canada : Suncor et Cenovus y ont leur siège, tout comme WestJet, près de l’aéroport. L’agriculture, le transport ferroviaire et routier et un secteur techno en pleine croissance diversifient l’économie, et chaque juillet, le Stampede remplit hôtels et restaurants.',
      neighbourhoods:
        'À Calgary, chaque adresse porte son quadrant (NW, NE, SW, SE), et les gens cherchent de la même façon. Le Beltline, Kensington, Inglewood et Mission attirent les magasineurs, tandis qu’Airdrie, Cochrane et Okotoks forment des marchés distincts.',
      faq: [
        {
          question: 'Les quadrants comptent-ils pour le référencement local ?',
          answer:
            'Oui. Écrivez votre adresse avec son quadrant, partout de la même manière, et nommez les quadrants que vous desservez : votre entreprise correspondra aux recherches qui les mentionnent.',
        },
        {
          question: 'Comment profiter du Stampede ?',
          answer:
            'Préparez-vous dès mai : pages d’événements, heures d’ouverture mises à jour sur votre fiche d’établissement Google et publications quelques semaines avant l’ouverture du site, quand les recherches commencent.',
        },
        {
          question: 'Le cycle de l’énergie influence-t-il les recherches ?',
          answer:
            'Oui : quand le prix du pétrole bouge, la demande de services, de bureaux et de logements suit. Nous surveillons les tendances locales chaque mois et ajustons votre contenu à ce que les gens cherchent.',
        },
      ],
    },
    keywords: [
      'Agence SEO Calgary',
      'Référencement web Calgary',
      'Référencement local Calgary',
      'Marketing numérique Calgary',
      'Création de site web Calgary',
      'Référencement web Alberta',
    ],
  },
};

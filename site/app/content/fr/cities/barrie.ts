import type { FrenchCity } from '../../cities/types';

export const barrie: FrenchCity = {
  slug: 'barrie-seo',
  fr: {
    name: 'Barrie',
    region: 'tout le comté de Simcoe',
    title: 'Agence SEO à Barrie : référencement web | Northbeam Search',
    description:
      'Agence SEO à Barrie : référencement local, AEO et GEO pour les entreprises de Barrie, d’Innisfil, d’Orillia et de tout le comté de Simcoe.',
    headline: 'Référencement web à Barrie, une des villes qui croissent le plus vite en Ontario',
    subtitle:
      'Avec une croissance de 15 % par année, Barrie accueille de nouveaux ménages chaque mois. Nous aidons les entreprises d’ici à être le premier nom qu’ils trouvent.',
    facts: [
      { label: 'Croissance', value: '15 % par année' },
      { label: 'Secteurs clés', value: 'Fabrication, commerce de détail, tourisme' },
    ],
    reasons: [
      {
        title: 'Une croissance de 15 % par année',
        description:
          'De nouveaux résidents arrivent sans cesse et cherchent chaque service à partir de zéro. Le référencement local transforme cette croissance en clientèle.',
      },
      {
        title: 'La porte du pays des chalets',
        description:
          'L’autoroute 400 amène les vacanciers de fin de semaine vers le lac Simcoe et Muskoka. Commerces touristiques et gens de métier tirent profit de la recherche sur les cartes.',
      },
      {
        title: 'Des navetteurs vers Toronto',
        description:
          'Bien des résidents travaillent à Toronto et magasinent en ligne le soir. Des pages pensées pour le mobile les captent au passage.',
      },
    ],
    local: {
      economy:
        'Barrie borde la baie Kempenfelt du lac Simcoe, à une heure au nord de Toronto par l’autoroute 400. Le centre régional de santé Royal Victoria et le Collège Georgian y sont de grands employeurs, la base des Forces canadiennes Borden est tout près, et beaucoup de résidents font la navette vers le sud par la ligne Barrie du train GO.',
      neighbourhoods:
        'Le centre-ville et le bord de l’eau, Allandale, Painswick et Ardagh ont chacun leur clientèle. Chaque fin de semaine d’été, la circulation vers les chalets de Muskoka et de la baie Georgienne traverse Barrie, et les voyageurs y cherchent provisions, repas et services.',
      faq: [
        {
          question: 'Comment capter la circulation vers les chalets ?',
          answer:
            'Tenez à jour vos heures, vos photos et vos produits sur votre fiche d’établissement Google de mai à octobre, et répondez à ce que cherchent les voyageurs sur l’autoroute 400 : ce qui est ouvert, à quelle distance, ce que vous avez en stock.',
        },
        {
          question: 'Faut-il aussi cibler Innisfil et Orillia ?',
          answer:
            'Si vous les desservez, oui, avec leurs propres pages : les résidents d’Innisfil, d’Orillia et de Springwater cherchent avec le nom de leur ville.',
        },
        {
          question: 'Le tourisme d’hiver compte-t-il ici ?',
          answer:
            'Oui : les skieurs en route vers les centres de ski de la région et les amateurs de pêche blanche sur le lac Simcoe cherchent location, repas et hébergement. Une version hivernale de vos pages les attire.',
        },
      ],
    },
    keywords: [
      'Agence SEO Barrie',
      'Référencement web Barrie',
      'Référencement local Barrie',
      'Marketing numérique Barrie',
      'Création de site web Barrie',
      'Référencement web comté de Simcoe',
    ],
  },
};

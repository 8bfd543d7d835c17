import type { FrenchCity } from '../../cities/types';

export const guelph: FrenchCity = {
  slug: 'guelph-seo',
  fr: {
    name: 'Guelph',
    region: 'tout le comté de Wellington',
    title: 'Agence SEO à Guelph : référencement web | Northbeam Search',
    description:
      'Agence SEO à Guelph : référencement local, AEO et GEO pour les entreprises de Guelph, de Fergus, d’Elora et de tout le comté de Wellington.',
    headline: 'Référencement web à Guelph, capitale agroalimentaire de l’Ontario',
    subtitle:
      'Agriculture, fabrication et technologies : nous aidons les entreprises de Guelph à ressortir dans tout le comté de Wellington et dans le corridor Toronto-Waterloo.',
    facts: [
      { label: 'Secteurs clés', value: 'Agriculture, fabrication, technologies' },
      { label: 'Étudiants universitaires', value: 'Plus de 30 000' },
    ],
    reasons: [
      {
        title: 'L’innovation agroalimentaire',
        description:
          'L’Université de Guelph mène la recherche agroalimentaire au Canada. Un contenu d’expert se fait citer par les moteurs de réponse.',
      },
      {
        title: 'La fabrication de pointe',
        description:
          'Les fabricants de Guelph vendent partout en Amérique du Nord. Des pages de produits techniques atteignent les acheteurs interentreprises.',
      },
      {
        title: 'Petites villes, grande portée',
        description:
          'La clientèle vient de Fergus, d’Elora et de Rockwood. Des pages par territoire desservi amènent tout le comté jusqu’à vous.',
      },
    ],
    local: {
      economy:
        'L’Université de Guelph, avec son collège de médecine vétérinaire et sa recherche agricole, fait de Guelph un pôle de l’agroalimentaire et des agrotechnologies. La fabrication de pointe est l’autre pilier : Linamar, l’un des plus grands fabricants de pièces automobiles du Canada, y a son siège social, et la brasserie Sleeman y est née.',
      neighbourhoods:
        'Le centre-ville, dominé par la basilique Notre-Dame, Exhibition Park, le sud de la ville et Kortright ont chacun leur clientèle. Fergus, Elora et le reste du comté de Wellington comptent sur Guelph pour leurs services, et beaucoup de résidents travaillent le long de l’autoroute 401.',
      faq: [
        {
          question: 'Faut-il aussi cibler le comté de Wellington ?',
          answer:
            'Si vous servez Fergus, Elora ou Rockwood, oui, avec leurs propres pages : ces villes se cherchent par leur nom.',
        },
        {
          question: 'Comment une entreprise agroalimentaire profite-t-elle du référencement ?',
          answer:
            'Avec des pages qui répondent aux acheteurs et aux organismes de réglementation : certifications, traçabilité, capacité de production. Les transformateurs cherchent leurs fournisseurs en ligne bien avant de demander un échantillon.',
        },
        {
          question: 'Les étudiants de l’Université de Guelph comptent-ils pour mon entreprise ?',
          answer:
            'Pour la restauration, le logement, le conditionnement physique et les services près du campus, énormément. Mettez à jour votre fiche et vos pages avant septembre et janvier, quand les nouveaux cherchent à partir de zéro.',
        },
      ],
    },
    keywords: [
      'Agence SEO Guelph',
      'Référencement web Guelph',
      'Référencement local Guelph',
      'Marketing numérique Guelph',
      'Création de site web Guelph',
      'Référencement web comté de Wellington',
    ],
  },
};

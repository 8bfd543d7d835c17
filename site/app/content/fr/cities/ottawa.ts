import type { FrenchCity } from '../../cities/types';

export const ottawa: FrenchCity = {
  slug: 'ottawa-seo',
  fr: {
    name: 'Ottawa',
    region: 'toute la région de la capitale nationale',
    title: 'Agence SEO à Ottawa : référencement web | Northbeam Search',
    description:
      'Agence SEO à Ottawa : référencement local bilingue, AEO et GEO pour les entreprises d’Ottawa, de Gatineau, de Kanata et d’Orléans.',
    headline: 'Référencement web à Ottawa, des deux côtés de la rivière',
    subtitle:
      'Fournisseurs de l’État, entreprises techno de Kanata, commerces de quartier : nous aidons les entreprises d’Ottawa à atteindre leur clientèle en Ontario comme au Québec, en français et en anglais.',
    facts: [
      { label: 'Employés du secteur public', value: 'Plus de 110 000' },
      { label: 'Secteurs clés', value: 'Administration publique, technologies, santé' },
    ],
    reasons: [
      {
        title: 'Vendre à l’État',
        description:
          'Avec plus de 110 000 employés du secteur public, les équipes d’approvisionnement cherchent leurs fournisseurs en ligne. Des pages de services claires et des preuves d’expertise vous placent sur la liste restreinte.',
      },
      {
        title: 'Le parc technologique de Kanata-Nord',
        description:
          'Le plus grand parc technologique du Canada rivalise pour attirer clients et talents du monde entier. Un référencement technique solide garde les sites de produits complexes faciles à trouver.',
      },
      {
        title: 'Une capitale bilingue',
        description:
          'Gatineau est à quelques minutes et bien des recherches se font en français. Nous préparons des pages bilingues qui atteignent toute la région de la capitale nationale.',
      },
    ],
    local: {
      economy:
        'La fonction publique fédérale est le premier employeur d’Ottawa, et tout un écosystème de consultants, de fournisseurs et d’associations gravite autour d’elle. Le parc technologique de Kanata-Nord compte parmi les plus grands au pays, Shopify est née à Ottawa, et l’Université d’Ottawa est la plus grande université bilingue du monde.',
      neighbourhoods:
        'Les recherches se partagent entre la Basse-Ville, le centre-ville, Westboro, Kanata, Barrhaven et Orléans, où vit une importante communauté francophone. De l’autre côté de la rivière des Outaouais, Gatineau relève du Québec, avec ses propres règles linguistiques et ses propres résultats locaux.',
      faq: [
        {
          question: 'Faut-il des pages en français à Ottawa ?',
          answer:
            'Si vous servez Orléans, Gatineau ou des clients fédéraux, oui. Une bonne part des recherches de la région se font en français, et peu d’entreprises y répondent avec des pages rédigées pour ce public.',
        },
        {
          question: 'Le référencement aide-t-il à décrocher des contrats publics ?',
          answer:
            'Les contrats fédéraux passent par AchatsCanada, pas par Google. Mais les acheteurs font d’abord leurs recherches : des pages claires sur vos capacités et votre expertise vous font connaître avant l’appel d’offres.',
        },
        {
          question: 'Comment ressortir auprès de la clientèle de Gatineau ?',
          answer:
            'Avec une page en français pensée pour Gatineau, votre territoire desservi sur votre fiche d’établissement Google et des avis de clients québécois. Les Gatinois cherchent en français et s’attendent à des réponses en français.',
        },
      ],
    },
    keywords: [
      'Agence SEO Ottawa',
      'Référencement web Ottawa',
      'Référencement local Ottawa',
      'Référencement web Gatineau',
      'Création de site web Ottawa',
      'Agence SEO Outaouais',
    ],
    areasHeading: 'Secteurs desservis à Ottawa et en Outaouais',
  },
};

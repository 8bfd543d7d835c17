import type { FrenchCity } from '../../cities/types';

export const vancouver: FrenchCity = {
  slug: 'vancouver-seo',
  fr: {
    name: 'Vancouver',
    region: 'tout le Grand Vancouver',
    title: 'Agence SEO à Vancouver : référencement web | Northbeam Search',
    description:
      'Agence SEO à Vancouver : référencement local, AEO et GEO pour les entreprises de Burnaby, de Richmond, de Surrey et de tout le Grand Vancouver.',
    headline: 'Référencement web à Vancouver, porte du Pacifique',
    subtitle:
      'Studios techno, tournages, tourisme et commerce international : nous mettons les entreprises de Vancouver sous les yeux des clients qui cherchent dans tout le Grand Vancouver et jusqu’en Asie-Pacifique.',
    facts: [
      { label: 'Secteurs clés', value: 'Cinéma, technologies, commerce' },
      { label: 'Commerce portuaire', value: 'Plus de 275 milliards de dollars par année' },
    ],
    reasons: [
      {
        title: 'La techno et le cinéma placent la barre haut',
        description:
          'Les industries numériques de Vancouver rendent les internautes exigeants. Des pages rapides et bien structurées sont le strict minimum pour soutenir la concurrence.',
      },
      {
        title: 'Un pied en Asie-Pacifique',
        description:
          'Le plus grand port du Canada relie Vancouver à l’Asie. Nous préparons du contenu pour la clientèle internationale comme pour la clientèle locale.',
      },
      {
        title: 'Du tourisme toute l’année',
        description:
          'Les visiteurs préparent leur séjour avec les moteurs de recherche et les assistants IA. Données structurées et avis clients transforment leurs questions en réservations.',
      },
    ],
    local: {
      economy:
        'Le port de Vancouver est le plus grand du Canada, et le commerce, la logistique et les studios de cinéma, d’effets visuels et de jeu vidéo font vivre une bonne partie de la région. Le tourisme, les marques de vêtements de plein air comme Lululemon et Arc’teryx et les technologies propres complètent une économie tournée vers l’Asie-Pacifique.',
      neighbourhoods:
        'Kitsilano, Gastown et Yaletown ont chacun leur clientèle, et le Grand Vancouver s’étend sur 21 municipalités, de Burnaby à Surrey en passant par Richmond. Beaucoup de résidents parlent cantonais, mandarin ou pendjabi à la maison : un même service s’y cherche en plusieurs langues.',
      faq: [
        {
          question: 'Une page en français vaut-elle la peine en Colombie-Britannique ?',
          answer:
            'Pour une clientèle précise, oui : les francophones de la province, les touristes québécois et les organismes fédéraux cherchent en français, et la concurrence y est presque nulle.',
        },
        {
          question: 'Burnaby, Richmond et Surrey ont-ils besoin de leur propre page ?',
          answer:
            'Si vous y avez des clients ou un établissement, oui. Chaque page doit toutefois parler de cette ville-là, avec vos réalisations sur place, et non répéter le même texte avec un autre nom.',
        },
        {
          question: 'Comment rivaliser avec les grandes marques du centre-ville ?',
          answer:
            'En occupant les recherches qu’elles négligent : votre quartier, votre spécialité, votre service exact. Une boutique de vélos de quartier peut dominer « réparation vélo électrique Kitsilano ».',
        },
      ],
    },
    keywords: [
      'Agence SEO Vancouver',
      'Référencement web Vancouver',
      'Référencement local Vancouver',
      'Marketing numérique Vancouver',
      'Création de site web Vancouver',
      'Agence SEO Colombie-Britannique',
    ],
    areasHeading: 'Secteurs desservis dans le Grand Vancouver',
  },
};

import type { FrenchCity } from '../../cities/types';

export const oshawa: FrenchCity = {
  slug: 'oshawa-seo',
  fr: {
    name: 'Oshawa',
    region: 'toute la région de Durham',
    title: 'Agence SEO à Oshawa : référencement web | Northbeam Search',
    description:
      'Agence SEO à Oshawa : référencement local, AEO et GEO pour les entreprises d’Oshawa, de Whitby, d’Ajax, de Clarington et de la région de Durham.',
    headline: 'Référencement web à Oshawa et dans la région de Durham',
    subtitle:
      'Automobile, énergie propre et un secteur de l’éducation en croissance : nous aidons les entreprises d’Oshawa à attirer les familles qui s’installent à l’est de Toronto.',
    facts: [
      { label: 'Secteurs clés', value: 'Automobile, énergie, éducation' },
      { label: 'Croissance démographique', value: '9 %' },
    ],
    reasons: [
      {
        title: 'Les familles du Grand Toronto migrent vers l’est',
        description:
          'La population d’Oshawa a augmenté de 9 % en cinq ans, portée par les familles venues de Toronto. Elles cherchent d’abord leurs services en ligne.',
      },
      {
        title: 'Énergie et génie',
        description:
          'La centrale de Darlington et l’Université Ontario Tech forment un pôle énergétique. Un contenu technique ressort dans les recherches interentreprises spécialisées.',
      },
      {
        title: 'Toute la région de Durham',
        description:
          'Les gens magasinent à Whitby, à Ajax et à Clarington. Des pages par territoire desservi attirent la clientèle de toute la région.',
      },
    ],
    local: {
      economy:
        'Oshawa est une ville de GM depuis plus d’un siècle, et l’usine d’assemblage d’Oshawa y construit toujours des camionnettes. L’Université Ontario Tech et le Collège Durham en font une ville étudiante, le réseau hospitalier Lakeridge est un grand employeur, et la centrale nucléaire de Darlington se trouve dans la municipalité voisine de Clarington.',
      neighbourhoods:
        'Le centre-ville, Kedron, Windfields, Taunton et Lakeview ont chacun leurs recherches, et Whitby, Ajax, Pickering et Clarington complètent la région de Durham. Beaucoup de résidents font la navette vers Toronto par l’autoroute 401 et le train GO, et cherchent leurs services le soir, près de chez eux.',
      faq: [
        {
          question: 'Faut-il cibler Oshawa ou toute la région de Durham ?',
          answer:
            'Les deux. La plupart des résidents cherchent avec le nom de leur ville : donnez une page à Whitby, à Ajax ou à Clarington si vous y travaillez, et reliez-les à une page sur la région.',
        },
        {
          question: 'Quand les navetteurs cherchent-ils des services locaux ?',
          answer:
            'Le soir et la fin de semaine, surtout sur leur téléphone. Des pages rapides sur mobile, des heures claires et la réservation en ligne font ressortir votre entreprise dans ces recherches.',
        },
        {
          question: 'Comment atteindre les étudiants d’Ontario Tech et du Collège Durham ?',
          answer:
            'Mettez à jour vos pages avant septembre et janvier et répondez aux questions que les étudiants posent sur leur téléphone : prix, transport depuis le campus de la rue Simcoe, rabais étudiants.',
        },
      ],
    },
    keywords: [
      'Agence SEO Oshawa',
      'Référencement web Oshawa',
      'Référencement local Oshawa',
      'Marketing numérique Oshawa',
      'Création de site web Oshawa',
      'Référencement web région de Durham',
    ],
  },
};

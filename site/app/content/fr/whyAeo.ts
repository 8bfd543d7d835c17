import { frContent } from '../../lib/frText';
import type { whyAeo as englishWhyAeo } from '../whyAeo';
import { actions } from './actions';

export const whyAeo: typeof englishWhyAeo = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'Optimisation pour les moteurs de réponse',
    headline: 'Pourquoi l’AEO est essentiel pour les entreprises canadiennes',
    subtitle:
      'La recherche devient une conversation. Quand on pose une question, les moteurs de réponse n’en donnent qu’une. L’AEO (optimisation pour les moteurs de réponse) fait en sorte que ce soit la vôtre.',
  },
  statsHeading: 'Les chiffres derrière ce virage',
  statsLabel: 'Le virage vers les moteurs de réponse',
  stats: [
    {
      value: '58 %',
      label: 'des consommateurs utilisent la recherche vocale chaque jour',
      source: 'Étude BrightLocal sur la recherche vocale',
    },
    {
      value: '73 %',
      label: 'des recherches se feront sans clic d’ici 2025',
      source: 'SparkToro et Similarweb',
    },
    {
      value: '4,2 milliards',
      label: 'd’utilisateurs d’assistants vocaux dans le monde',
      source: 'Juniper Research',
    },
    {
      value: '127 %',
      label: 'de croissance des recherches par IA',
      source: 'Rapport Semrush sur la recherche par IA',
    },
  ],
  benefitsHeading: 'Ce que l’AEO apporte à votre entreprise',
  benefits: [
    {
      icon: 'target',
      title: 'Occupez l’extrait optimisé',
      description:
        'Des réponses structurées placent votre contenu en position zéro, au-dessus de tous les résultats naturels.',
    },
    {
      icon: 'mic',
      title: 'Imposez-vous dans la recherche vocale',
      description:
        'Siri, Alexa et l’Assistant Google lisent une seule réponse à voix haute. Nous faisons en sorte que ce soit la vôtre.',
    },
    {
      icon: 'sparkle',
      title: 'Faites-vous citer par l’IA',
      description:
        'Un contenu qui donne la réponse d’abord, voilà ce que citent les assistants d’IA.',
    },
    {
      icon: 'star',
      title: 'Bâtissez votre autorité',
      description:
        'Être la réponse, encore et encore, fait de votre marque l’experte de confiance.',
    },
    {
      icon: 'bolt',
      title: 'Captez les recherches sans clic',
      description: 'Même quand personne ne clique, votre nom et votre numéro sont ce qu’on voit.',
    },
    {
      icon: 'trendingUp',
      title: 'Gardez une longueur d’avance',
      description:
        'La plupart des entreprises canadiennes n’ont pas encore commencé l’AEO. Les premières arrivées raflent les réponses.',
    },
  ],
  examplesHeading: 'Recherche classique ou question à un moteur de réponse',
  examples: [
    {
      traditional: 'plombier toronto',
      aeo: 'Quel est le meilleur plombier d’urgence ouvert en ce moment près de chez moi à Toronto ?',
      explanation:
        'Le moteur de réponse choisit une seule entreprise, celle dont les heures, les avis et les secteurs desservis sont clairs.',
    },
    {
      traditional: 'prix seo canada',
      aeo: 'Combien coûte le référencement par mois pour une petite entreprise au Canada ?',
      explanation:
        'La page qui donne un prix directement, de façon structurée, est celle qu’on cite.',
    },
    {
      traditional: 'meilleur dentiste montréal',
      aeo: 'Quel dentiste de Montréal accepte de nouveaux patients et ouvre le samedi ?',
      explanation:
        'Un balisage FAQ et des renseignements à jour font de votre clinique la réponse.',
    },
  ],
  cta: {
    heading: 'Faites de votre entreprise la réponse',
    text: 'Découvrez comment les moteurs de réponse voient votre entreprise aujourd’hui grâce à un audit AEO gratuit.',
    primary: { label: 'Obtenir mon audit AEO gratuit', href: '/fr/nous-joindre#audit' },
    secondary: actions.services,
  },
});

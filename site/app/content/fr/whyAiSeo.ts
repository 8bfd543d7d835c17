import { frContent } from '../../lib/frText';
import type { whyAiSeo as englishWhyAiSeo } from '../whyAiSeo';
import { actions } from './actions';

export const whyAiSeo: typeof englishWhyAiSeo = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'Référencement propulsé par l’IA',
    headline: 'Pourquoi le SEO par IA est essentiel en 2025',
    subtitle:
      'Les moteurs de recherche classent les pages avec l’IA. Vos concurrents produisent leur contenu avec l’IA. Le référencement fait à la main ne suffit plus pour suivre.',
  },
  problemsHeading: 'Les limites du référencement classique',
  problems: [
    {
      icon: 'clock',
      title: 'La recherche manuelle est trop lente',
      description: 'Tableurs et intuition prennent des semaines à trouver une occasion.',
      reality: 'Le temps de finir un audit manuel, les résultats de recherche ont déjà changé.',
    },
    {
      icon: 'alert',
      title: 'Les algorithmes changent sans cesse',
      description: 'Google apporte des milliers de changements par année, souvent grâce à l’IA.',
      reality:
        'Une stratégie fondée sur les règles de l’an dernier perd ses positions sans prévenir.',
    },
    {
      icon: 'search',
      title: 'Les réponses de l’IA remplacent les clics',
      description:
        'Les aperçus IA et les assistants conversationnels répondent directement aux questions.',
      reality:
        'Les pages qui ne sont pas structurées pour l’IA sont ignorées, même quand elles se classent bien.',
    },
    {
      icon: 'users',
      title: 'Vos concurrents utilisent déjà l’IA',
      description: 'Ils produisent et optimisent leur contenu à la vitesse de la machine.',
      reality: 'Sans IA, vous partez avec un sérieux handicap.',
    },
  ],
  benefitsHeading: 'Ce que le référencement propulsé par l’IA vous apporte',
  benefits: [
    {
      icon: 'chart',
      title: 'Une recherche de mots-clés prédictive',
      description: 'Nos modèles repèrent les recherches en hausse avant leur sommet.',
      result: 'Vous vous classez pour les recherches de demain, pas celles d’hier.',
    },
    {
      icon: 'bolt',
      title: 'Des audits techniques instantanés',
      description: 'Une exploration continue détecte les problèmes dès qu’ils apparaissent.',
      result: 'Les problèmes se règlent en quelques jours plutôt qu’en quelques mois.',
    },
    {
      icon: 'pen',
      title: 'Un contenu plus intelligent',
      description: 'L’IA trouve les questions et les entités que chaque page doit couvrir.',
      result: 'Un contenu qui se classe sur Google et que citent les assistants d’IA.',
    },
    {
      icon: 'target',
      title: 'Une veille concurrentielle',
      description: 'Suivez chaque geste de vos concurrents dans la recherche.',
      result: 'Vous réagissez en premier quand le marché bouge.',
    },
    {
      icon: 'globe',
      title: 'Une optimisation bilingue',
      description: 'Un arrimage des mots-clés français et anglais assisté par l’IA.',
      result: 'Les marchés des deux langues officielles, une seule stratégie.',
    },
    {
      icon: 'trendingUp',
      title: 'Une amélioration continue',
      description: 'Chaque page est réévaluée et améliorée à mesure que les données arrivent.',
      result: 'Un trafic en hausse de 340 % en moyenne pour nos clients.',
    },
  ],
  statsHeading: 'Le SEO par IA en chiffres',
  statsLabel: 'Le SEO par IA en chiffres',
  stats: [
    { value: 'Plus de 10 000', label: 'données analysées par seconde' },
    { value: '73 %', label: 'plus rapide que l’optimisation manuelle' },
    { value: '340 %', label: 'de hausse moyenne du trafic' },
    { value: '24 h sur 24', label: 'de surveillance de vos positions' },
  ],
  timelineHeading: 'Ce que coûte l’attente',
  timeline: [
    {
      when: 'Aujourd’hui',
      title: 'Vos concurrents adoptent le SEO par IA',
      description:
        'Les entreprises qui utilisent l’IA s’emparent déjà des positions et des citations par l’IA dans votre marché.',
    },
    {
      when: 'Le mois prochain',
      title: 'L’écart se creuse',
      description:
        'Chaque mois de contenu optimisé par l’IA accroît leur avance dans la recherche.',
    },
    {
      when: 'Dans 6 mois',
      title: 'Rattraper le retard coûte plus cher',
      description: 'Reconquérir des positions perdues exige bien plus de budget que de les garder.',
    },
  ],
  cta: {
    heading: 'Lancez votre stratégie de SEO par IA dès aujourd’hui',
    text: 'Obtenez un audit gratuit qui montre où le référencement propulsé par l’IA peut faire croître votre trafic le plus vite.',
    primary: actions.audit,
    secondary: actions.pricing,
  },
});

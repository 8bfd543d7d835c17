import { frContent } from '../../lib/frText';
import type { Service, servicesPage as englishServicesPage } from '../services';
import { actions } from './actions';

export const servicesPage: typeof englishServicesPage = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'Nos services',
    headline: 'Services SEO, AEO et GEO pour les entreprises canadiennes',
    subtitle:
      'Six services, un seul but : faire de votre entreprise la réponse que trouvent les Canadiens, qu’ils cherchent sur Google, questionnent un assistant vocal ou discutent avec une IA.',
  },
  listHeading: 'Ce que nous faisons',
  cardAction: { label: 'Obtenir un audit gratuit', href: '/fr/nous-joindre#audit' },
  cta: {
    heading: 'Vous ne savez pas par où commencer ?',
    text: 'Un audit gratuit montre lesquels de nos services feront progresser vos positions le plus vite.',
    primary: { label: 'Demander un audit gratuit', href: '/fr/nous-joindre#audit' },
    secondary: actions.pricing,
  },
});

/** Les six services, mêmes ancres (id) que la page anglaise. */
export const services: Service[] = /* @__PURE__ */ frContent<Service[]>([
  {
    id: 'ai-seo',
    icon: 'sparkle',
    title: 'Référencement propulsé par l’IA',
    description:
      'L’apprentissage automatique analyse votre marché, vos concurrents et le comportement des internautes pour trouver les changements qui font grimper vos positions le plus vite.',
    features: [
      'Recherche et regroupement de mots-clés par IA',
      'Analyse des écarts avec la concurrence',
      'Modèles prédictifs de classement',
      'Recommandations automatisées pour vos pages',
      'Revue mensuelle de la stratégie',
    ],
  },
  {
    id: 'aeo',
    icon: 'chat',
    title: 'Optimisation pour les moteurs de réponse (AEO)',
    description:
      'Faites citer votre entreprise comme la réponse dans les extraits optimisés, les questions associées de Google et les assistants vocaux.',
    features: [
      'Recherche des questions de votre marché',
      'Ciblage des extraits optimisés',
      'Balisage de données des FAQ et des guides pratiques',
      'Optimisation pour la recherche vocale',
      'Contenu structuré pour répondre d’emblée',
    ],
  },
  {
    id: 'geo',
    icon: 'layers',
    title: 'Optimisation pour les moteurs génératifs (GEO)',
    description:
      'Soyez cité par ChatGPT, Gemini, Copilot et Perplexity quand les Canadiens s’informent sur ce que vous vendez.',
    features: [
      'Suivi des citations par l’IA',
      'Optimisation des entités et de la marque',
      'Création de contenu digne d’être cité',
      'Alignement sur le graphe de connaissances',
      'Rapports sur la recherche générative',
    ],
  },
  {
    id: 'local-seo',
    icon: 'mapPin',
    title: 'Référencement local au Canada',
    description:
      'Occupez le trio de tête de la carte et les résultats locaux dans chaque ville canadienne que vous desservez, en français et en anglais.',
    features: [
      'Optimisation de la fiche d’établissement Google',
      'Inscriptions dans les répertoires canadiens',
      'Pages par ville et par quartier',
      'Stratégie pour obtenir des avis',
      'Contenu local bilingue',
    ],
  },
  {
    id: 'technical-seo',
    icon: 'code',
    title: 'Audits SEO techniques',
    description:
      'Repérez et corrigez ce qui empêche les moteurs de recherche et les robots d’IA de lire votre site, de s’y fier et de le classer.',
    features: [
      'Audit complet de l’exploration et de l’indexation',
      'Amélioration des signaux Web essentiels',
      'Validation des données structurées',
      'Architecture du site et liens internes',
      'Liste de correctifs priorisés pour vos développeurs',
    ],
  },
  {
    id: 'content',
    icon: 'pen',
    title: 'Stratégie et création de contenu',
    description:
      'Un contenu rédigé par des experts, planifié à partir des données de recherche, écrit pour les gens et structuré pour les machines.',
    features: [
      'Calendrier éditorial tiré des données de recherche',
      'Articles de fond et guides',
      'Textes des pages de services et de villes',
      'Contenu en français et en anglais',
      'Mise à jour des pages existantes',
    ],
  },
]);

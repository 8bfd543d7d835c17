import { frContent } from '../../lib/frText';
import type { Plan } from '../plans';
import {
  addons as englishAddons,
  type Addon,
  type pricingPage as englishPricingPage,
  type roiFigures as englishRoi,
} from '../pricing';
import { plans, plansNote } from './plans';
import { actions } from './actions';

/** Aperçu de l'accueil : les trois premiers forfaits (rapports hebdomadaires pour Entreprise). */
export const teaserPlans: Plan[] = [
  {
    ...plans[0]!,
    features: frContent([
      '5 mots-clés ciblés',
      'Rapport mensuel',
      'Inscription dans 10 répertoires',
    ]),
  },
  {
    ...plans[1]!,
    features: frContent([
      '15 mots-clés ciblés',
      'Rapports aux deux semaines',
      '4 billets de blogue par mois',
      '5 liens entrants par mois',
    ]),
  },
  {
    ...plans[2]!,
    features: frContent([
      'Plus de 50 mots-clés ciblés',
      'Rapports hebdomadaires',
      '8 billets de blogue par mois',
      'Gestionnaire de compte dédié',
    ]),
  },
];

const frenchAddons: Pick<Addon, 'name' | 'description'>[] = [
  {
    name: 'Gestion de la publicité au coût par clic',
    description:
      'Vos campagnes Google Ads et Microsoft Ads gérées de pair avec votre référencement.',
  },
  {
    name: 'Ciblage d’une ville supplémentaire',
    description:
      'Ajoutez une ville canadienne, avec sa propre page d’atterrissage et ses inscriptions locales.',
  },
  {
    name: 'Référencement bilingue (français et anglais)',
    description:
      'Recherche de mots-clés en français, traduction et optimisation pour le Québec et ailleurs.',
  },
  {
    name: 'Référencement de commerce en ligne',
    description:
      'Optimisation des produits, des catégories et des flux pour les boutiques en ligne.',
  },
  {
    name: 'Rétablissement SEO d’urgence',
    description:
      'Diagnostic et rétablissement rapides après une pénalité, un piratage ou une chute de trafic.',
  },
  {
    name: 'Gestion des réseaux sociaux',
    description: 'Création de contenu et animation de communauté sur les réseaux de vos clients.',
  },
];

export const addons: readonly Addon[] = englishAddons.map((addon, index) => ({
  ...addon,
  ...frContent(frenchAddons[index]!),
  productName: addon.name,
}));

export const roiFigures: typeof englishRoi = /* @__PURE__ */ frContent([
  { value: '15 000 $', label: 'Hausse moyenne des revenus mensuels' },
  { value: '8,5 fois', label: 'Rendement moyen de l’investissement' },
  { value: '250 %', label: 'Hausse moyenne du trafic en 6 mois' },
  { value: '98 %', label: 'Taux de fidélisation de la clientèle' },
]);

export const pricingPage: typeof englishPricingPage = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'Forfaits',
    headline: 'Des forfaits de référencement simples et transparents',
    subtitle:
      'Tous les prix sont en dollars canadiens, par mois. Facturation au mois, sans frais d’installation ; tout changement de forfait s’applique au cycle de facturation suivant.',
  },
  plansHeading: 'Choisissez votre forfait',
  plansNote,
  roiHeading: 'Le rendement qu’obtiennent nos clients',
  roiIntro:
    'Plus de 500 entreprises accompagnées depuis 2019 et plus de 15 millions de mots-clés bien classés.',
  addonsHeading: 'Options à la carte',
  addonPeriod: '/mois',
  faqHeading: 'Questions sur les forfaits',
  faq: [
    {
      question: 'Y a-t-il des frais d’installation ou de longs contrats ?',
      answer: 'Non. Tous les forfaits sont au mois, sans frais d’installation.',
    },
    {
      question: 'Puis-je changer de forfait plus tard ?',
      answer:
        'Oui. Le passage à un forfait supérieur ou inférieur s’applique au cycle de facturation suivant.',
    },
    {
      question: 'Comment fonctionne la facturation annuelle ?',
      answer:
        'Payez à l’année et économisez 15 % : chaque forfait coûte 85 % de son prix mensuel, facturé pour l’année.',
    },
    {
      question: 'Quand verrai-je des résultats ?',
      answer:
        'Les résultats apparaissent habituellement en 30 à 60 jours, et les premiers mouvements souvent en 21 jours.',
    },
    {
      question: 'Les prix sont-ils en dollars canadiens ?',
      answer:
        'Oui. Tous les prix sont en dollars canadiens, par mois, avant les taxes applicables.',
    },
  ],
  cta: {
    heading: 'Vous hésitez entre deux forfaits ?',
    text: 'Obtenez un audit gratuit : nous vous recommanderons le forfait qui correspond à vos objectifs et à votre budget.',
    primary: actions.audit,
    secondary: actions.services,
  },
});

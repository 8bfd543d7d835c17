import type { PricingTexts } from '@northbeam/flows';
import { frContent } from '../../lib/frText';
import { planNames } from './planNames';
import { plans as englishPlans, planPriceTexts as englishPriceTexts, type Plan } from '../plans';

// The plans /fr/forfaits shows, apart from the rest of the page's content: the page prerenders
// them, spaced (components/PricingPlans.tsx).

const talkToUs = 'Parlez-nous';

/** Names, blurbs and features in French; prices and keys come from English. */
const frenchPlans: Pick<Plan, 'name' | 'period' | 'description' | 'features' | 'cta' | 'badge'>[] =
  [
    {
      name: planNames['starter'],
      period: '/mois',
      description: 'Pour les entreprises locales qui bâtissent leur visibilité dans la recherche.',
      features: [
        '5 mots-clés ciblés',
        'Rapport mensuel',
        'Inscription dans 10 répertoires',
        'Optimisation de la fiche d’établissement Google',
        'Bilan de santé SEO technique',
      ],
      cta: 'Commencer',
    },
    {
      name: planNames['professional'],
      period: '/mois',
      description:
        'Pour les entreprises en croissance, prêtes à s’imposer dans les recherches disputées.',
      features: [
        '15 mots-clés ciblés',
        'Rapports aux deux semaines',
        '4 billets de blogue par mois',
        '5 liens entrants par mois',
        'Optimisation des réponses (AEO)',
      ],
      cta: 'Commencer',
      badge: 'Le plus populaire',
    },
    {
      name: planNames['enterprise'],
      period: '/mois',
      description:
        'Pour les marques établies qui rivalisent à l’échelle nationale et dans la recherche par IA.',
      features: [
        'Plus de 50 mots-clés ciblés',
        '8 billets de blogue par mois',
        '15 liens entrants par mois',
        'Optimisation des réponses (AEO)',
        'GEO : optimisation des entités et de la marque',
        'Gestionnaire de compte dédié',
        'Soutien 24 heures sur 24, 7 jours sur 7',
      ],
      cta: 'Commencer',
    },
    {
      name: planNames['custom-enterprise'],
      period: '',
      description: 'Des programmes multisites et nationaux bâtis autour de vos objectifs.',
      features: [
        'Mots-clés et emplacements illimités',
        'Volume de contenu sur mesure',
        'Programme GEO et citations par l’IA',
        'Rapports pour la direction',
        'Soumission sur demande',
      ],
      cta: talkToUs,
    },
  ];

export const plans: Plan[] = englishPlans.map((plan, index) => ({
  ...plan,
  ...frContent(frenchPlans[index]!),
}));

/** Les mots des prix (flows) en français du Québec : « /mois (facturé annuellement) ». */
export const pricingTexts: Partial<PricingTexts> = /* @__PURE__ */ frContent({
  annualPeriod: '/mois (facturé annuellement)',
  monthlyPeriod: '/mois',
  discountLabel: '15 % de rabais',
  annualBanner: 'Économisez 15 % en payant à l’année !',
});

export const plansNote = /* @__PURE__ */ frContent(
  'Prix en dollars canadiens, par mois, taxes en sus. Facturation au mois, sans frais d’installation.',
);

export const planPriceTexts: typeof englishPriceTexts = {
  billed: frContent({ monthly: 'facturé mensuellement', annual: 'facturé annuellement' }),
  // The total comes formatted by Intl (fr-CA), its spaces already no-break.
  yearTotal: (total: string) => `${total} par année`,
  talk: talkToUs,
};

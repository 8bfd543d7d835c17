import type { PlanCardProps, PlanPriceView } from '../components/PlanCard/PlanCard.props';
import { formatMoney } from '../format/money';

// PlanCard's sample plans in English and Quebec French, the card's stories' one copy. The site's
// own plans (their real lengths) are in stories/pricing/SitePlans.stories.tsx.

type SamplePlan = Pick<PlanCardProps, 'name' | 'description' | 'features'>;
type PlanKey = 'starter' | 'professional' | 'enterprise' | 'custom';

export const samplePlans: Record<PlanKey, SamplePlan> = {
  starter: {
    name: 'Starter',
    description: 'Perfect for small local businesses getting started with SEO.',
    features: [
      '5 target keywords',
      'Monthly performance report',
      'Local SEO optimisation',
      'Listings in 10 directories',
    ],
  },
  professional: {
    name: 'Professional',
    description: 'For growing businesses ready to lead their market.',
    features: [
      '15 target keywords',
      'Bi-weekly performance reports',
      '4 blog posts a month',
      '5 quality backlinks a month',
      'AI search (AEO and GEO) optimisation',
    ],
  },
  enterprise: {
    name: 'Enterprise',
    description: 'For established brands competing across Canada.',
    features: ['50+ keywords', '8 blog posts a month', '15 backlinks a month', 'Dedicated manager'],
  },
  custom: {
    name: 'Custom Enterprise',
    description: 'Tailored strategies for large organisations and multi-location brands.',
    features: [
      'Unlimited keywords',
      'Custom reporting cadence',
      'Multi-location and national campaigns',
      'Dedicated strategy team',
    ],
  },
};

export const samplePlansFr: Record<PlanKey, SamplePlan> = {
  starter: {
    name: 'Essentiel',
    description: 'Idéal pour les petites entreprises locales qui font leurs débuts en SEO.',
    features: [
      '5 mots-clés ciblés',
      'Rapport de performance mensuel',
      'Optimisation SEO locale',
      'Inscription dans 10 répertoires',
    ],
  },
  professional: {
    name: 'Professionnel',
    description: 'Pour les entreprises en croissance prêtes à mener leur marché.',
    features: [
      '15 mots-clés ciblés',
      'Rapports de performance aux deux semaines',
      '4 billets de blogue par mois',
      '5 liens entrants de qualité par mois',
      'Optimisation pour la recherche par IA (AEO et GEO)',
    ],
  },
  enterprise: {
    name: 'Entreprise',
    description: 'Pour les marques établies qui rivalisent partout au Canada.',
    features: [
      'Plus de 50 mots-clés',
      '8 billets de blogue par mois',
      '15 liens entrants par mois',
      'Gestionnaire dédié',
    ],
  },
  custom: {
    name: 'Entreprise sur mesure',
    description: 'Des stratégies adaptées aux grandes organisations et aux marques multisites.',
    features: [
      'Mots-clés illimités',
      'Fréquence des rapports sur mesure',
      'Campagnes multisites et nationales',
      'Équipe stratégique dédiée',
    ],
  },
};

/** A monthly price as flows' priceView gives it, in each language's words. */
export const monthly = (amount: number, lang: 'en' | 'fr' = 'en'): PlanPriceView => ({
  amount,
  periodText: lang === 'en' ? '/month' : '/mois',
});

/** An annual price as flows' priceView gives it: 15% off the monthly one, rounded. */
export const annual = (monthlyAmount: number, lang: 'en' | 'fr' = 'en'): PlanPriceView => ({
  amount: Math.round(monthlyAmount * 0.85),
  strikeThrough: monthlyAmount,
  periodText: lang === 'en' ? '/month (billed annually)' : '/mois (facturé annuellement)',
  discountLabel: lang === 'en' ? '15% off' : '15 % de rabais',
});

/** The year's total under an annual price, as the pricing page writes it. */
export const yearTotal = (monthlyAmount: number, lang: 'en' | 'fr' = 'en') => {
  const total = Math.round(monthlyAmount * 0.85) * 12;
  return lang === 'en'
    ? `${formatMoney(total, 'CAD', 'en-CA')} a year`
    : `${formatMoney(total, 'CAD', 'fr-CA')} par année`;
};

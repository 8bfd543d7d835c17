import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { PricingTeaser } from './PricingTeaser';
import { frenchArgs } from '../../stories-support/french';
import { expectLink } from '../../stories-support/play';
import { framed } from '../../stories-support/decorators';

/** The home teaser in French, in the French story and in every story's French pass. */
const frenchTeaser = {
  lang: 'fr-CA',
  locale: 'fr-CA' as const,
  title: 'Des tarifs simples et transparents',
  intro: 'Forfaits mensuels en dollars canadiens, sans frais d’installation.',
  period: '/mois',
  popularLabel: 'Le plus populaire',
  ctaLabel: 'Commencer',
  viewAllLabel: 'Voir tous les forfaits',
  plans: [
    {
      name: 'Démarrage',
      price: 997,
      features: ['5 mots-clés', 'Rapport mensuel', '10 annuaires'],
      href: '/pricing',
    },
    {
      name: 'Professionnel',
      price: 1997,
      popular: true,
      features: ['15 mots-clés', 'Rapports aux deux semaines', '4 billets de blogue par mois'],
      href: '/pricing',
    },
    {
      name: 'Entreprise',
      price: 3997,
      features: ['50+ mots-clés', 'Rapports hebdomadaires', 'Gestionnaire dédié'],
      href: '/pricing',
    },
  ],
};

const meta = preview.meta({
  title: 'Pricing/PricingTeaser',
  component: PricingTeaser,
  args: {
    title: 'Simple, Transparent Pricing',
    intro: 'Month-to-month plans in Canadian dollars. No setup fees.',
    plans: [
      {
        name: 'Starter',
        price: 997,
        features: ['5 keywords', 'Monthly report', '10 directories'],
        href: '/pricing',
      },
      {
        name: 'Professional',
        price: 1997,
        popular: true,
        features: ['15 keywords', 'Bi-weekly reports', '4 blog posts a month', '5 backlinks'],
        href: '/pricing',
      },
      {
        name: 'Enterprise',
        price: 3997,
        features: [
          '50+ keywords',
          'Weekly reports',
          '8 blog posts a month',
          '15 backlinks',
          'Dedicated manager',
        ],
        href: '/pricing',
      },
    ],
  },
  parameters: frenchArgs(frenchTeaser),
  decorators: [framed({ maxWidth: '72rem', margin: '0 auto', paddingTop: '1rem' })],
});

export const HomeTeaser = meta.story({
  name: 'Home teaser',
  play: async ({ canvas }) => {
    const plans = canvas.getAllByRole('article');
    await expect(plans).toHaveLength(3);
    await expect(within(plans[0]!).getByText('$997')).toBeVisible();
    await expect(within(plans[1]!).getByText('$1,997')).toBeVisible();
    await expect(within(plans[1]!).getByText('Most Popular')).toBeVisible();
    await expect(within(plans[2]!).getByText('$3,997')).toBeVisible();
    await expect(within(plans[2]!).getByText('Weekly reports')).toBeVisible();
    await expectLink(canvas, 'View all plans', '/pricing');
  },
});

export const French = meta.story({
  name: 'French copy',
  args: frenchTeaser,
  parameters: frenchArgs(frenchTeaser),
  play: async ({ canvas }) => {
    await expect(canvas.getByText((text) => text.replace(/\s/g, ' ') === '1 997 $')).toBeVisible();
  },
});

import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { BenefitCard } from './BenefitCard';
import { cardGrid, expectCards } from '../../stories-support/cards';
import { cardWidth } from '../../stories-support/decorators';
import { frenchArgs } from '../../stories-support/french';

const meta = preview.meta({
  title: 'Content/BenefitCard',
  component: BenefitCard,
  args: {
    icon: 'mic' as const,
    title: 'Win Voice Search',
    description:
      '58% of consumers use voice search daily. AEO structures your content so assistants read your answer aloud.',
  },
  parameters: frenchArgs({
    title: 'Gagner la recherche vocale',
    description:
      '58 % des consommateurs utilisent la recherche vocale chaque jour. L’AEO structure votre contenu pour que les assistants lisent votre réponse à voix haute.',
  }),
  decorators: [cardWidth(400, 1200)],
});

export const AeoBenefit = meta.story({
  name: 'AEO benefit',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Win Voice Search' });
    await expect(within(card).queryByText('The Result')).toBeNull();
  },
});

export const AiBenefitWithResult = meta.story({
  name: 'AI benefit with result',
  args: {
    icon: 'bolt',
    title: 'Real-Time Optimization',
    description:
      'Our models process more than 10,000 data points per second and adjust your strategy as search changes.',
    result: 'Ranking improvements 73% faster than manual SEO.',
  },
  parameters: frenchArgs({
    title: 'Optimisation en temps réel',
    description:
      'Nos modèles traitent plus de 10 000 données par seconde et ajustent votre stratégie au fil des changements de la recherche.',
    result: 'Des gains de classement 73 % plus rapides qu’avec le SEO manuel.',
  }),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Real-Time Optimization' });
    await expect(within(card).getByText('The Result')).toBeVisible();
    await expect(within(card).getByText(/73% faster/)).toBeVisible();
  },
});

/** The AI SEO page's six benefits: icon, title and result; they share one description. */
const benefits = (
  [
    ['bolt', 'Real-Time Optimization', 'Ranking improvements 73% faster than manual SEO.'],
    ['chart', 'Predictive Analytics', 'Spot trending keywords weeks before competitors.'],
    ['pen', 'Content at Scale', 'Publish optimised content four times faster.'],
    ['target', 'Precision Targeting', 'Higher-intent visitors and more qualified leads.'],
    ['clock', 'Always On', '24/7 monitoring catches ranking drops within hours.'],
    ['trendingUp', 'Compounding Growth', 'Clients average a 340% traffic increase.'],
  ] as const
).map(([icon, title, result]) => ({
  icon,
  title,
  description: 'Machine learning turns search data into decisions your team can act on today.',
  result,
}));

const avantages = (
  [
    [
      'bolt',
      'Optimisation en temps réel',
      'Des gains de classement 73 % plus rapides qu’à la main.',
    ],
    [
      'chart',
      'Analytique prédictive',
      'Repérez les mots-clés montants des semaines avant vos concurrents.',
    ],
    ['pen', 'Contenu à grande échelle', 'Publiez du contenu optimisé quatre fois plus vite.'],
    [
      'target',
      'Ciblage précis',
      'Des visiteurs plus décidés et des clients potentiels mieux qualifiés.',
    ],
    [
      'clock',
      'Toujours en veille',
      'Une surveillance jour et nuit repère les baisses de classement en quelques heures.',
    ],
    [
      'trendingUp',
      'Croissance cumulative',
      'Nos clients voient leur achalandage augmenter de 340 % en moyenne.',
    ],
  ] as const
).map(([icon, title, result]) => ({
  icon,
  title,
  description:
    'L’apprentissage automatique transforme les données de recherche en décisions que votre équipe peut prendre dès aujourd’hui.',
  result,
}));

export const SixInAGrid = meta.story({
  name: 'Six in a grid',
  ...cardGrid(BenefitCard, [1, 2, 3], benefits, avantages),
  play: async ({ canvas }) => {
    await expectCards(canvas, 6);
  },
});

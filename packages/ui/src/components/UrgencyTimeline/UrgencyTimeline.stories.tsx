import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { UrgencyTimeline } from './UrgencyTimeline';
import { frenchArgs } from '../../stories-support/french';
import { framed } from '../../stories-support/decorators';

const meta = preview.meta({
  title: 'Content/UrgencyTimeline',
  component: UrgencyTimeline,
  args: {
    label: 'What happens if you wait',
    steps: [
      {
        when: 'Today',
        title: 'Competitors Start Using AI',
        description: 'Early adopters are already training models on your market’s search data.',
      },
      {
        when: 'Next Month',
        title: 'The Ranking Gap Opens',
        description: 'AI-optimised sites climb while manual SEO struggles to hold its positions.',
      },
      {
        when: '6 Months',
        title: 'Catching Up Gets Expensive',
        description: 'Winning back lost rankings costs far more than acting now.',
      },
    ],
  },
  parameters: frenchArgs({
    label: 'Ce qui arrive si vous attendez',
    steps: [
      {
        when: 'Aujourd’hui',
        title: 'Vos concurrents adoptent l’IA',
        description:
          'Les premiers à l’adopter entraînent déjà des modèles sur les données de recherche de votre marché.',
      },
      {
        when: 'Le mois prochain',
        title: 'L’écart de classement se creuse',
        description:
          'Les sites optimisés par l’IA montent pendant que le SEO manuel peine à garder ses positions.',
      },
      {
        when: 'Dans 6 mois',
        title: 'Rattraper le retard coûte cher',
        description: 'Regagner les positions perdues coûte bien plus cher que d’agir maintenant.',
      },
    ],
  }),
  decorators: [framed({ maxWidth: 1100 })],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'What happens if you wait' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(
      items.map((item) => within(item).getByText(/^(Today|Next Month|6 Months)$/).textContent),
    ).toEqual(['Today', 'Next Month', '6 Months']);
  },
});

export const LongText = meta.story({
  name: 'Long text',
  args: {
    steps: [
      {
        when: 'Today, while you are reading this page',
        title:
          'Your competitors are quietly deploying machine-learning SEO across every product page',
        description:
          'Early adopters in your industry are already training models on local search behaviour, generating answer-ready content and capturing featured snippets, voice answers and AI Overview citations that used to go to the businesses with the oldest domains.',
      },
      {
        when: 'Next Month',
        title: 'The ranking gap becomes visible in your analytics and your sales pipeline',
        description:
          'Organic sessions flatten, then decline, as AI-optimised competitors move above you for the high-intent searches that used to fill your calendar with qualified enquiries.',
      },
      {
        when: 'Six months from now',
        title: 'Catching up costs several times more than starting today would have',
        description:
          'Recovering lost positions means out-producing competitors whose content libraries and authority have compounded for half a year.',
      },
    ],
  },
  parameters: frenchArgs({
    steps: [
      {
        when: 'Aujourd’hui, pendant que vous lisez cette page',
        title:
          'Vos concurrents déploient discrètement un SEO par apprentissage automatique sur chacune de leurs pages de produits',
        description:
          'Les premiers à l’adopter dans votre secteur entraînent déjà des modèles sur le comportement de recherche local, produisent du contenu prêt à répondre et captent les extraits optimisés, les réponses vocales et les citations des aperçus IA qui revenaient autrefois aux entreprises aux plus vieux domaines.',
      },
      {
        when: 'Le mois prochain',
        title: 'L’écart de classement devient visible dans vos statistiques et vos ventes',
        description:
          'Les visites organiques plafonnent, puis baissent, à mesure que des concurrents optimisés par l’IA vous dépassent sur les recherches à forte intention qui remplissaient votre agenda de demandes qualifiées.',
      },
      {
        when: 'Dans six mois',
        title: 'Rattraper le retard coûte plusieurs fois plus cher que de commencer aujourd’hui',
        description:
          'Reprendre les positions perdues exige de produire plus que des concurrents dont le contenu et l’autorité s’accumulent depuis six mois.',
      },
    ],
  }),
});

import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { UrgencyTimeline } from './UrgencyTimeline';
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
});

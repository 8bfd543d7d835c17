import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionIntro } from './SectionIntro';

const meta = {
  title: 'Foundations/SectionIntro',
  component: SectionIntro,
  args: {
    heading: 'Why Businesses Choose Us',
    headingLevel: 2,
    headingId: 'intro-heading',
  },
} satisfies Meta<typeof SectionIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingOnly: Story = {};

export const WithIntro: Story = {
  args: {
    intro: 'AI-powered SEO, answer-engine and generative-engine optimisation under one roof.',
  },
};

export const UnderAnotherHeading: Story = {
  args: { headingLevel: 3, heading: 'Served areas' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Served areas' });
    await expect(heading.tagName).toBe('H3');
    await expect(heading.id).toBe('intro-heading');
  },
};

export const FrenchCopy: Story = {
  render: (args) => (
    <div lang="fr-CA">
      <SectionIntro
        {...args}
        heading="Une agence d’ici, pour le marché québécois"
        intro="Des stratégies de référencement pensées pour les entreprises de Montréal et de Québec."
      />
    </div>
  ),
};

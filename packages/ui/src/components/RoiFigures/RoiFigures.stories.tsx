import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { RoiFigures, type RoiFigure } from './RoiFigures';

const pricingClaims: RoiFigure[] = [
  { value: '500+', label: 'Businesses served' },
  { value: '250%', label: 'Average traffic increase in 6 months' },
  { value: '15M+', label: 'Keywords ranked' },
  { value: '98%', label: 'Client retention' },
  { value: '$15,000', label: 'Average monthly revenue increase' },
  { value: '8.5x', label: 'Average ROI' },
];

const meta = {
  title: 'Pricing/RoiFigures',
  component: RoiFigures,
  args: { figures: pricingClaims },
} satisfies Meta<typeof RoiFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PricingPageClaims: Story = {
  name: 'Pricing page claims',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    for (const { value, label } of pricingClaims) {
      await expect(canvas.getByText(value)).toBeVisible();
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const OnDarkSection: Story = {
  name: 'On a dark section',
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surfaceInverse, padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
};

export const FrenchCopy: Story = {
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    figures: [
      { value: '500+', label: 'Entreprises accompagnées' },
      { value: '250 %', label: 'Hausse moyenne du trafic en 6 mois' },
      { value: '15 M+', label: 'Mots-clés positionnés' },
      { value: '98 %', label: 'Taux de fidélisation' },
      { value: '15 000 $', label: 'Hausse moyenne des revenus mensuels' },
      { value: '8,5x', label: 'Rendement moyen du capital investi' },
    ],
  },
};

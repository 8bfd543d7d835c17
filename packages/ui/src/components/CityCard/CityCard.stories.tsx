import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CityCard } from './CityCard';
import { homeCities } from './cities.fixtures';

const toronto = homeCities[0]!;

const meta = {
  title: 'Cities/CityCard',
  component: CityCard,
  args: { city: toronto },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleCard: Story = {
  name: 'Single card',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Toronto' })).toHaveAttribute(
      'href',
      '/toronto-seo',
    );
    await expect(canvas.getByText('2.9M')).toBeVisible();
    await expect(canvas.getByText('285K+')).toBeVisible();
    await expect(canvas.getByText('+12%')).toBeVisible();
  },
};

export const LongFrenchName: Story = {
  name: 'Long French name',
  args: {
    city: {
      name: 'Trois-Rivières',
      province: 'Québec',
      population: '135K+',
      businesses: '8K+',
      growth: '+6%',
      href: '/trois-rivieres-seo',
      accent: 'accent',
      lang: 'fr-CA',
      description:
        'Un référencement bilingue pour la capitale régionale de la Mauricie, pôle universitaire et manufacturier fondé en 1634.',
    },
    labels: {
      population: 'Population',
      businesses: 'Entreprises',
      growth: 'Croissance',
      more: 'Découvrir nos services SEO',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Trois-Rivières' }),
    ).toHaveAttribute('href', '/trois-rivieres-seo');
  },
};

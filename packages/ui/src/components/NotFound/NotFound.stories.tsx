import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Oops! Page not found',
    );
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

export const WithExplanation: Story = {
  name: 'With explanation',
  args: { text: 'The page you are looking for may have moved, or the address may be mistyped.' },
};

export const French: Story = {
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    heading: 'Oups! Page introuvable',
    text: 'La page que vous cherchez a peut-être été déplacée.',
    homeLabel: 'Retour à l’accueil',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Retour à l’accueil' }),
    ).toHaveAttribute('href', '/');
  },
};

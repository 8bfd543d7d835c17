import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CtaBanner } from './CtaBanner';

const meta = {
  title: 'Marketing/CtaBanner',
  component: CtaBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Ready to Dominate Canadian Search Results?',
    text: 'Get a free SEO audit and a custom strategy for your business within 24 hours.',
    primaryAction: { label: 'Get Your Free SEO Audit', href: '/contact' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeAudit: Story = {
  name: 'Free audit',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ready to Dominate Canadian Search Results?',
    );
    await expect(canvas.getByRole('link', { name: 'Get Your Free SEO Audit' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const ActionButton: Story = {
  name: 'Free audit as a button action',
  args: { primaryAction: { label: 'Get Your Free SEO Audit', onAction: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Get Your Free SEO Audit' }),
    );
    const action = args.primaryAction;
    if (!action?.onAction) throw new Error('expected a button action');
    await expect(action.onAction).toHaveBeenCalledTimes(1);
  },
};

export const CityClosingBanner: Story = {
  name: 'City closing banner',
  args: {
    tone: 'inverse',
    heading: 'Ready to Grow Your Toronto Business?',
    text: 'Join the Toronto businesses already ranking higher with AI-powered SEO.',
    primaryAction: { label: 'Get Your Free Audit', href: '/contact' },
    secondaryAction: { label: 'View Toronto Packages', href: '/pricing' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get Your Free Audit' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByRole('link', { name: 'View Toronto Packages' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const Muted: Story = {
  name: 'Muted tone',
  args: {
    tone: 'muted',
    secondaryAction: { label: 'View Pricing Plans', href: '/pricing' },
  },
};

export const French: Story = {
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    heading: 'Prêt à faire croître votre entreprise à Trois-Rivières?',
    text: 'Obtenez un audit SEO gratuit et une stratégie bilingue sur mesure en 24 heures.',
    primaryAction: { label: 'Obtenez votre audit SEO gratuit', href: '/contact' },
    secondaryAction: { label: 'Voir les forfaits pour Trois-Rivières', href: '/pricing' },
  },
};

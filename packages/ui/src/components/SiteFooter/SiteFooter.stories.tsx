import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';
import { cityItems } from '../SiteHeader/siteNavigation.fixtures';

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Northbeam',
    blurb:
      'AI-powered SEO, answer engine optimization and generative engine optimization for Canadian businesses, from Victoria to Halifax.',
    linkGroups: [
      {
        title: 'Services',
        links: [
          { label: 'All Services', href: '/services' },
          { label: 'Pricing', href: '/pricing' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Contact', href: '/contact' },
          { label: 'Privacy Policy', href: '/privacy' },
          { label: 'Terms of Service', href: '/terms' },
        ],
      },
    ],
    cities: cityItems,
    contact: {
      email: 'hello@northbeam.ca',
      phone: '+1 (416) 555-0199',
      address: '100 King Street West, Toronto, ON M5X 1A9',
    },
    year: 2025,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, href] of [
      ['All Services', '/services'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Pricing', '/pricing'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const cities = canvas.getByRole('navigation', { name: 'Cities We Serve' });
    await expect(within(cities).getAllByRole('link')).toHaveLength(26);
    await expect(within(cities).getByRole('link', { name: 'Guelph' })).toHaveAttribute(
      'href',
      '/guelph-seo',
    );
    await expect(canvas.getByRole('link', { name: 'hello@northbeam.ca' })).toHaveAttribute(
      'href',
      'mailto:hello@northbeam.ca',
    );
    await expect(canvas.getByRole('link', { name: '+1 (416) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+14165550199',
    );
    await expect(canvas.getByText('© 2025 Northbeam. All rights reserved.')).toBeVisible();
  },
};

export const FrenchLongCityNames: Story = {
  name: 'French, long city names',
  args: {
    lang: 'fr-CA',
    blurb:
      'Référencement propulsé par l’IA, optimisation pour les moteurs de réponse et optimisation générative pour les entreprises québécoises et canadiennes.',
    labels: {
      cities: 'Villes desservies',
      contact: 'Nous joindre',
      rights: 'Tous droits réservés.',
    },
    linkGroups: [
      {
        title: 'Services',
        links: [
          { label: 'Tous les services', href: '/services' },
          { label: 'Tarifs', href: '/pricing' },
        ],
      },
      {
        title: 'Entreprise',
        links: [
          { label: 'À propos', href: '/about' },
          { label: 'Contact', href: '/contact' },
          { label: 'Politique de confidentialité', href: '/privacy' },
          { label: 'Conditions d’utilisation', href: '/terms' },
        ],
      },
    ],
    cities: [
      ...cityItems.slice(0, 7),
      { label: 'Ville de Québec', href: '/quebec-city-seo', lang: 'fr-CA' },
      ...cityItems.slice(8, 17),
      { label: 'Sherbrooke (Cantons-de-l’Est)', href: '/sherbrooke-seo', lang: 'fr-CA' },
      ...cityItems.slice(18, 23),
      { label: 'Trois-Rivières–Cap-de-la-Madeleine', href: '/trois-rivieres-seo', lang: 'fr-CA' },
      ...cityItems.slice(24),
    ],
    contact: {
      email: 'bonjour@northbeam.ca',
      phone: '+1 (819) 555-0142',
      address: '1500, boulevard des Forges, Trois-Rivières (Québec) G9A 2H4',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('© 2025 Northbeam. Tous droits réservés.')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Trois-Rivières–Cap-de-la-Madeleine' }),
    ).toHaveAttribute('href', '/trois-rivieres-seo');
  },
};

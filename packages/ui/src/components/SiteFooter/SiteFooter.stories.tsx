import preview from '../../stories-support/preview';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';
import { link } from '../../stories-support/text';
import { cityItems, cityItemsFr } from '../SiteHeader/siteNavigation.fixtures';
import { frenchArgs } from '../../stories-support/french';
import { expectLink, expectLinks, expectVisibleTexts } from '../../stories-support/play';

/** A footer column: its title and its links as `[label, href]`. */
const linkGroup = (title: string, links: [label: string, href: string][]) => ({
  title,
  links: links.map(([label, href]) => link(label, href)),
});

const meta = preview.meta({
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  args: {
    brandName: 'Northbeam',
    blurb:
      'AI-powered SEO, answer engine optimization and generative engine optimization for Canadian businesses, from Victoria to Halifax.',
    linkGroups: [
      linkGroup('Services', [
        ['All Services', '/services'],
        ['Pricing', '/pricing'],
      ]),
      linkGroup('Company', [
        ['About', '/about'],
        ['Contact', '/contact'],
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
      ]),
    ],
    cities: cityItems,
    contact: {
      email: 'hello@northbeam.ca',
      phone: '+1 (416) 555-0199',
      address: '100 King Street West, Toronto, ON M5X 1A9',
    },
    year: 2025,
  },
  parameters: {
    layout: 'fullscreen',
    ...frenchArgs({
      blurb:
        'Le référencement propulsé par l’IA, l’optimisation pour les moteurs de réponse et l’optimisation pour les moteurs génératifs pour les entreprises canadiennes, de Victoria à Halifax.',
      linkGroups: [
        linkGroup('Services', [
          ['Tous les services', '/fr/services'],
          ['Forfaits', '/fr/forfaits'],
        ]),
        linkGroup('Entreprise', [
          ['À propos', '/fr/a-propos'],
          ['Nous joindre', '/fr/nous-joindre'],
          ['Politique de confidentialité', '/fr/confidentialite'],
          ['Conditions d’utilisation', '/fr/conditions'],
        ]),
      ],
      cities: cityItemsFr,
      contact: {
        email: 'bonjour@northbeam.ca',
        phone: '+1 (416) 555-0199',
        address: '100, rue King Ouest, Toronto (Ontario) M5X 1A9',
      },
    }),
  },
});

/** A French footer whose city names are long: French from the start, in both passes. */
const frenchLongCityNames = {
  lang: 'fr-CA',
  blurb:
    'Référencement propulsé par l’IA, optimisation pour les moteurs de réponse et optimisation générative pour les entreprises québécoises et canadiennes.',
  labels: {
    cities: 'Villes desservies',
    contact: 'Nous joindre',
    rights: 'Tous droits réservés.',
  },
  linkGroups: [
    linkGroup('Services', [
      ['Tous les services', '/services'],
      ['Tarifs', '/pricing'],
    ]),
    linkGroup('Entreprise', [
      ['À propos', '/about'],
      ['Contact', '/contact'],
      ['Politique de confidentialité', '/privacy'],
      ['Conditions d’utilisation', '/terms'],
    ]),
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
};

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expectLinks(canvas, [
      ['All Services', '/services'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Pricing', '/pricing'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['hello@northbeam.ca', 'mailto:hello@northbeam.ca'],
      ['+1 (416) 555-0199', 'tel:+14165550199'],
    ]);
    const cities = within(canvas.getByRole('navigation', { name: 'Cities We Serve' }));
    await expect(cities.getAllByRole('link')).toHaveLength(26);
    await expectLink(cities, 'Guelph', '/guelph-seo');
    await expectVisibleTexts(canvas, ['© 2025 Northbeam. All rights reserved.']);
  },
});

export const FrenchLongCityNames = meta.story({
  name: 'French, long city names',
  args: frenchLongCityNames,
  parameters: frenchArgs(frenchLongCityNames),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['© 2025 Northbeam. Tous droits réservés.']);
    await expectLink(canvas, 'Trois-Rivières–Cap-de-la-Madeleine', '/trois-rivieres-seo');
  },
});

import type { Addon } from '../components/AddonList/AddonList';

/** The add-ons a pricing page offers, at their monthly prices in dollars. */
export const addons = [
  {
    name: 'PPC management',
    price: 1497,
    description: 'Google Ads and Microsoft Ads campaigns managed alongside your SEO.',
    features: ['Campaign setup and keyword research', 'Weekly bid optimisation'],
  },
  {
    name: 'Additional city targeting',
    price: 497,
    description: 'Rank in one more Canadian city with its own local landing page.',
  },
  {
    name: 'Bilingual SEO (French/English)',
    price: 797,
    description: 'Native French content and hreflang setup for Quebec and national audiences.',
  },
  {
    name: 'E-commerce SEO',
    price: 1297,
    description: 'Product and category optimisation for Shopify, WooCommerce and more.',
  },
  {
    name: 'Emergency SEO recovery',
    price: 2497,
    description: 'Rapid audit and recovery after a ranking drop or a search-engine penalty.',
  },
  {
    name: 'Social media management',
    price: 897,
    description: 'Consistent posting and community management that supports your search presence.',
  },
] as const satisfies Addon[];

export const [, cityAddon, bilingualAddon] = addons;

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

/** The same add-ons as the French pricing page offers them. */
export const addonsFr = [
  {
    name: 'Gestion de la publicité au clic',
    price: 1497,
    description: 'Vos campagnes Google Ads et Microsoft Ads gérées de pair avec votre SEO.',
    features: [
      'Mise en place des campagnes et recherche de mots-clés',
      'Optimisation hebdomadaire des enchères',
    ],
  },
  {
    name: 'Ciblage d’une ville supplémentaire',
    price: 497,
    description: 'Classez-vous dans une autre ville canadienne avec sa propre page locale.',
  },
  {
    name: 'SEO bilingue (français/anglais)',
    price: 797,
    description:
      'Du contenu rédigé en français et la configuration hreflang pour le Québec et le reste du pays.',
  },
  {
    name: 'SEO pour le commerce électronique',
    price: 1297,
    description:
      'Optimisation des fiches produits et des catégories pour Shopify, WooCommerce et autres.',
  },
  {
    name: 'Redressement SEO d’urgence',
    price: 2497,
    description:
      'Audit et redressement rapides après une chute de classement ou une pénalité d’un moteur de recherche.',
  },
  {
    name: 'Gestion des médias sociaux',
    price: 897,
    description:
      'Des publications régulières et une gestion de communauté qui soutiennent votre présence dans la recherche.',
  },
] as const satisfies Addon[];

export const [, cityAddonFr, bilingualAddonFr] = addonsFr;

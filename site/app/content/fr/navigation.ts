import type { SiteFooterLabels, SiteHeaderLabels } from '@northbeam/ui';
import { cityDirectory } from '../cityDirectory';
import type { ChromeText, NavLink } from '../navigation';
import { frenchCityPath } from '../routeTwins';
import { site } from './site';

/** Menu Services de l'en-tête (comme en anglais : les deux derniers mènent à /fr/services). */
export const serviceLinks: NavLink[] = [
  { label: 'Référencement propulsé par l’IA', href: '/fr/services' },
  { label: 'Pourquoi l’AEO est essentiel', href: '/fr/pourquoi-aeo-essentiel' },
  { label: 'Pourquoi le SEO par IA est essentiel', href: '/fr/pourquoi-seo-ia-essentiel' },
  { label: 'SEO technique', href: '/fr/services' },
  { label: 'Stratégie de contenu', href: '/fr/services' },
];

export const cityLinks: NavLink[] = cityDirectory.map((city) => ({
  label: 'frName' in city ? city.frName : city.name,
  href: frenchCityPath(city.slug),
}));

export const leadingLinks: NavLink[] = [{ label: 'Forfaits', href: '/fr/forfaits' }];

export const primaryLinks: NavLink[] = [
  { label: 'À propos', href: '/fr/a-propos' },
  { label: 'Blogue', href: '/fr/blogue' },
  { label: 'Nous joindre', href: '/fr/nous-joindre' },
];

export const footerCompanyLinks: NavLink[] = [
  { label: 'Services', href: '/fr/services' },
  { label: 'À propos', href: '/fr/a-propos' },
  { label: 'Nous joindre', href: '/fr/nous-joindre' },
  { label: 'Forfaits', href: '/fr/forfaits' },
  { label: 'Blogue', href: '/fr/blogue' },
];

export const footerResourceLinks: NavLink[] = [
  { label: 'Pourquoi l’AEO est essentiel', href: '/fr/pourquoi-aeo-essentiel' },
  { label: 'Pourquoi le SEO par IA est essentiel', href: '/fr/pourquoi-seo-ia-essentiel' },
];

export const footerLegalLinks: NavLink[] = [
  { label: 'Politique de confidentialité', href: '/fr/confidentialite' },
  { label: 'Conditions d’utilisation', href: '/fr/conditions' },
];

export const chrome: ChromeText = {
  footerBlurb: `${site.tagline}. Au service des entreprises de Toronto, de Vancouver, de Montréal et de partout au Canada depuis ${site.foundingYear}.`,
  footerGroups: { company: 'Entreprise', resources: 'Ressources', legal: 'Mentions légales' },
  switchLabel: 'English',
  switchLang: 'en-CA',
  home: '/fr',
  contact: '/fr/nous-joindre',
  signIn: '/fr/connexion',
  dashboard: '/fr/tableau-de-bord',
  address: site.headquarters,
};

/** The header's and footer's built-in labels in French, until the ui's fr-CA pack provides them. */
export const headerLabels: Partial<SiteHeaderLabels> = {
  services: 'Services',
  cities: 'Villes',
  signIn: 'Connexion',
  getStarted: 'Commencer',
  dashboard: 'Tableau de bord',
  openMenu: 'Menu',
  closeMenu: 'Fermer le menu',
  menuTitle: 'Menu',
  mainNavigation: 'Navigation principale',
  account: 'Compte',
};

export const footerLabels: Partial<SiteFooterLabels> = {
  cities: 'Villes desservies',
  contact: 'Nous joindre',
  rights: 'Tous droits réservés.',
};

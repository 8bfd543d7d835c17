import { cityDirectory } from '../cityDirectory';
import type { ChromeText, NavLink } from '../navigation';
import { navigationLinks } from '../navigationLinks';
import { frenchCityPath } from '../routeTwins';
import { site } from './site';

/** The header's and footer's links (navigationLinks.ts places them). */
export const navLinks = navigationLinks({
  aiSeo: { label: 'Référencement propulsé par l’IA', href: '/fr/services' },
  whyAeo: { label: 'Pourquoi l’AEO est essentiel', href: '/fr/pourquoi-aeo-essentiel' },
  whyAiSeo: {
    label: 'Pourquoi le SEO par IA est essentiel',
    href: '/fr/pourquoi-seo-ia-essentiel',
  },
  technicalSeo: { label: 'SEO technique', href: '/fr/services' },
  contentStrategy: { label: 'Stratégie de contenu', href: '/fr/services' },
  services: { label: 'Services', href: '/fr/services' },
  pricing: { label: 'Forfaits', href: '/fr/forfaits' },
  about: { label: 'À propos', href: '/fr/a-propos' },
  blog: { label: 'Blogue', href: '/fr/blogue' },
  contact: { label: 'Nous joindre', href: '/fr/nous-joindre' },
  privacy: { label: 'Politique de confidentialité', href: '/fr/confidentialite' },
  terms: { label: 'Conditions d’utilisation', href: '/fr/conditions' },
});

export const cityLinks: NavLink[] = cityDirectory.map((city) => ({
  label: 'frName' in city ? city.frName : city.name,
  href: frenchCityPath(city.slug),
}));

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

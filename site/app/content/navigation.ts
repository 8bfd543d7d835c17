import { cityDirectory } from './cityDirectory';
import { navigationLinks, type NavLink } from './navigationLinks';
import { site } from './site';

export type { NavLink } from './navigationLinks';

/** The shared page frame's own texts (the ui components' built-in labels come from the ui). */
export interface ChromeText {
  footerBlurb: string;
  footerGroups: { company: string; resources: string; legal: string };
  /** The language switcher's link to the twin: named in the twin's language. */
  switchLabel: string;
  switchLang: 'en-CA' | 'fr-CA';
  home: string;
  contact: string;
  signIn: string;
  dashboard: string;
  /** The head office, as the footer writes it. */
  address: string;
}

/** The header's and footer's links (navigationLinks.ts places them). */
export const navLinks = navigationLinks({
  aiSeo: { label: 'AI-Powered SEO', href: '/services' },
  whyAeo: { label: 'Why AEO is Essential', href: '/why-aeo-essential' },
  whyAiSeo: { label: 'Why AI SEO is Essential', href: '/why-ai-seo-essential' },
  technicalSeo: { label: 'Technical SEO', href: '/services' },
  contentStrategy: { label: 'Content Strategy', href: '/services' },
  services: { label: 'Services', href: '/services' },
  pricing: { label: 'Pricing', href: '/pricing' },
  about: { label: 'About', href: '/about' },
  blog: { label: 'Blog', href: '/blog' },
  contact: { label: 'Contact', href: '/contact' },
  privacy: { label: 'Privacy Policy', href: '/privacy' },
  terms: { label: 'Terms of Service', href: '/terms' },
});

export const cityLinks: NavLink[] = cityDirectory.map((city) => ({
  label: city.name,
  href: `/${city.slug}`,
}));

export const chrome: ChromeText = {
  footerBlurb: `${site.tagline}. Serving businesses from ${site.offices.map((office) => office.city).join(', ')} and across Canada since ${site.foundingYear}.`,
  footerGroups: { company: 'Company', resources: 'Resources', legal: 'Legal' },
  switchLabel: 'Français',
  switchLang: 'fr-CA',
  home: '/',
  contact: '/contact',
  signIn: '/auth',
  dashboard: '/dashboard',
  address: site.headquarters,
};

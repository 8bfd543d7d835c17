import type { SiteFooterLabels, SiteHeaderLabels } from '@northbeam/ui';
import { cityDirectory } from './cityDirectory';
import { site } from './site';

export interface NavLink {
  label: string;
  href: string;
  lang?: string;
  /** The language of the page the link leads to (the language switcher). */
  hrefLang?: string;
}

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

/** Header Services dropdown (spec: the last two point to /services). */
export const serviceLinks: NavLink[] = [
  { label: 'AI-Powered SEO', href: '/services' },
  { label: 'Why AEO is Essential', href: '/why-aeo-essential' },
  { label: 'Why AI SEO is Essential', href: '/why-ai-seo-essential' },
  { label: 'Technical SEO', href: '/services' },
  { label: 'Content Strategy', href: '/services' },
];

export const cityLinks: NavLink[] = cityDirectory.map((city) => ({
  label: city.name,
  href: `/${city.slug}`,
}));

/** Header link between the Services and Cities dropdowns (the spec's order). */
export const leadingLinks: NavLink[] = [{ label: 'Pricing', href: '/pricing' }];

/** Header links after the dropdowns. */
export const primaryLinks: NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/** Footer: every page links to these and to all 26 city pages. */
export const footerCompanyLinks: NavLink[] = [
  { label: 'Services', href: '/services' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Blog', href: '/blog' },
];

export const footerResourceLinks: NavLink[] = [
  { label: 'Why AEO is Essential', href: '/why-aeo-essential' },
  { label: 'Why AI SEO is Essential', href: '/why-ai-seo-essential' },
];

export const footerLegalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
];

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

/** The header's and footer's built-in labels: the ui's own (English) on English pages. */
export const headerLabels: Partial<SiteHeaderLabels> | undefined = undefined;
export const footerLabels: Partial<SiteFooterLabels> | undefined = undefined;

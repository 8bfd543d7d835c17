import { cityDirectory } from './cityDirectory';

export interface NavLink {
  label: string;
  href: string;
  lang?: string;
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

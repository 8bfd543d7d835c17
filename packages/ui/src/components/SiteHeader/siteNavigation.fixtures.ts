import type { NavItem, SiteBrand } from './SiteHeader';

/** Story data shared by the header and footer stories: the spec's routes and labels. */
export const brand: SiteBrand = { name: 'Northbeam' };

export const serviceItems: NavItem[] = [
  { label: 'AI-Powered SEO', href: '/services' },
  { label: 'Why AEO is Essential', href: '/why-aeo-essential' },
  { label: 'Why AI SEO is Essential', href: '/why-ai-seo-essential' },
  { label: 'Technical SEO', href: '/services' },
  { label: 'Content Strategy', href: '/services' },
];

const cityNames: Array<[string, string, string?]> = [
  ['Toronto', 'toronto'],
  ['Vancouver', 'vancouver'],
  ['Montreal', 'montreal'],
  ['Calgary', 'calgary'],
  ['Ottawa', 'ottawa'],
  ['Edmonton', 'edmonton'],
  ['Winnipeg', 'winnipeg'],
  ['Quebec City', 'quebec-city'],
  ['Hamilton', 'hamilton'],
  ['Kitchener', 'kitchener'],
  ['London', 'london'],
  ['Halifax', 'halifax'],
  ['Victoria', 'victoria'],
  ['Windsor', 'windsor'],
  ['Oshawa', 'oshawa'],
  ['Saskatoon', 'saskatoon'],
  ['Regina', 'regina'],
  ['Sherbrooke', 'sherbrooke'],
  ['Barrie', 'barrie'],
  ['Kelowna', 'kelowna'],
  ['Abbotsford', 'abbotsford'],
  ['Kingston', 'kingston'],
  ['Sudbury', 'sudbury'],
  ['Trois-Rivières', 'trois-rivieres', 'fr-CA'],
  ['Guelph', 'guelph'],
  ['Cambridge', 'cambridge'],
];

export const cityItems: NavItem[] = cityNames.map(([label, slug, lang]) => ({
  label,
  href: `/${slug}-seo`,
  ...(lang ? { lang } : {}),
}));

/** The spec's header order: Services, Pricing, Cities, then About, Blog and Contact. */
export const leadingLinks: NavItem[] = [{ label: 'Pricing', href: '/pricing' }];

export const primaryLinks: NavItem[] = [
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/*
 * The same navigation in Quebec French, as the French pages' header and footer have it: the
 * stories' French args.
 */
export const serviceItemsFr: NavItem[] = [
  { label: 'Référencement propulsé par l’IA', href: '/fr/services' },
  { label: 'Pourquoi l’AEO est essentiel', href: '/fr/pourquoi-aeo-essentiel' },
  { label: 'Pourquoi le SEO par IA est essentiel', href: '/fr/pourquoi-seo-ia-essentiel' },
  { label: 'SEO technique', href: '/fr/services' },
  { label: 'Stratégie de contenu', href: '/fr/services' },
];

const frenchCityNames: Record<string, string> = { montreal: 'Montréal', 'quebec-city': 'Québec' };

export const cityItemsFr: NavItem[] = cityNames.map(([label, slug]) => ({
  label: frenchCityNames[slug] ?? label,
  href: `/fr/referencement-${slug}`,
}));

export const leadingLinksFr: NavItem[] = [{ label: 'Forfaits', href: '/fr/forfaits' }];

export const primaryLinksFr: NavItem[] = [
  { label: 'À propos', href: '/fr/a-propos' },
  { label: 'Blogue', href: '/fr/blogue' },
  { label: 'Nous joindre', href: '/fr/nous-joindre' },
];

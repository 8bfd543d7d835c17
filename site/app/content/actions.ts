/** A link that a page's call to action makes. */
interface Action {
  label: string;
  href: string;
}

/**
 * The calls to action that several pages end with (their banners, the home hero): each label and
 * its page written once, here, so a wording change reaches every page that offers it.
 */
export const actions = {
  audit: { label: 'Get Your Free Audit', href: '/contact#audit' },
  pricing: { label: 'View Pricing', href: '/pricing' },
  services: { label: 'Explore Services', href: '/services' },
} satisfies Record<string, Action>;

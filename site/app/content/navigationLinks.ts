export interface NavLink {
  label: string;
  href: string;
  lang?: string;
  /** The language of the page the link leads to (the language switcher). */
  hrefLang?: string;
}

/** The pages the header and footer link to, named in one language (each label written once). */
interface NavPages {
  aiSeo: NavLink;
  whyAeo: NavLink;
  whyAiSeo: NavLink;
  technicalSeo: NavLink;
  contentStrategy: NavLink;
  services: NavLink;
  pricing: NavLink;
  about: NavLink;
  blog: NavLink;
  contact: NavLink;
  privacy: NavLink;
  terms: NavLink;
}

/** Which links the header and footer show, in the spec's order: the same in every language. */
export const navigationLinks = (p: NavPages) => ({
  /** Header Services dropdown (spec: the last two point to /services). */
  serviceLinks: [p.aiSeo, p.whyAeo, p.whyAiSeo, p.technicalSeo, p.contentStrategy],
  /** Header link between the Services and Cities dropdowns. */
  leadingLinks: [p.pricing],
  /** Header links after the dropdowns. */
  primaryLinks: [p.about, p.blog, p.contact],
  /** Footer: every page links to these and to all 26 city pages. */
  footerCompanyLinks: [p.services, p.about, p.contact, p.pricing, p.blog],
  footerResourceLinks: [p.whyAeo, p.whyAiSeo],
  footerLegalLinks: [p.privacy, p.terms],
});

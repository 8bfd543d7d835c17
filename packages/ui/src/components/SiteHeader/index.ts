export {
  SiteHeader,
  defaultSiteHeaderLabels,
  type SiteHeaderProps,
  type SiteHeaderLabels,
  type NavItem,
  type SiteBrand,
  type BrandLogo,
} from './SiteHeader';
export {
  enhanceSiteHeader,
  enhanceNavMenu,
  enhanceSheet,
  showSignedIn,
  siteHeaderHooks,
} from './siteHeaderBehaviour';

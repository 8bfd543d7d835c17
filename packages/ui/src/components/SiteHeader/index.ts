export {
  SiteHeader,
  defaultSiteHeaderLabels,
  type SiteHeaderProps,
  type SiteHeaderLabels,
  type NavItem,
  type SiteBrand,
  type BrandLogo,
} from './SiteHeader';

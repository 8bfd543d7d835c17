export {
  SiteFooter,
  defaultSiteFooterLabels,
  type SiteFooterProps,
  type SiteFooterLabels,
  type FooterLinkGroup,
  type FooterContact,
} from './SiteFooter';

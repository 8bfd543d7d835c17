// The components' behaviour without React: plain DOM functions a page runs on the components'
// prerendered markup when it ships no framework (an "island" script). Nothing here may import
// React or a stylesheet module, so this entry stays a few kilobytes.
export {
  enhanceSiteHeader,
  enhanceNavMenu,
  enhanceSheet,
  showSignedIn,
  siteHeaderHooks,
} from './components/SiteHeader/siteHeaderBehaviour';
export {
  enhanceLogoCarousel,
  enhanceLogoCarousels,
  logoCarouselHooks,
} from './components/LogoCarousel/logoCarouselBehaviour';
export { fillSlots, slotAttribute } from './slots/slots';
export { noticeSlot } from './components/Notice/noticeSlots';
export {
  enhanceNewsletterSummary,
  focusNewsletterSummary,
  showNewsletterNotice,
  showNewsletterState,
} from './components/NewsletterForm/newsletterFormBehaviour';
export { newsletterFormHooks } from './components/NewsletterForm/NewsletterForm.props';

// The components' behaviour without React: plain DOM functions a page runs on the components'
// prerendered markup when it ships no framework (an "island" script). Nothing here may import
// React or a stylesheet module, so this entry stays a few kilobytes.
import {
  enhanceLogoCarousel,
  logoCarouselModule,
} from './components/LogoCarousel/logoCarouselBehaviour';
import {
  enhanceNavMenu,
  enhanceSheet,
  siteHeaderModules,
} from './components/SiteHeader/siteHeaderBehaviour';

export {
  enhanceSiteHeader,
  enhanceNavMenu,
  enhanceSheet,
  showAccountLink,
  showSignedIn,
  siteHeaderHooks,
  siteHeaderModules,
} from './components/SiteHeader/siteHeaderBehaviour';
export {
  enhanceLogoCarousel,
  enhanceLogoCarousels,
  logoCarouselHooks,
} from './components/LogoCarousel/logoCarouselBehaviour';

/**
 * The ui's enhancers by the `data-module` name their component's markup carries, for a page's
 * registry (GOV.UK Frontend's initAll): a page without React runs each on every element so named.
 */
export const headerUiModules = {
  [siteHeaderModules.menu]: enhanceNavMenu,
  [siteHeaderModules.sheet]: (sheet: HTMLElement) => {
    if (!(sheet instanceof HTMLDialogElement)) throw new Error('The site sheet is not a <dialog>');
    return enhanceSheet(sheet);
  },
} satisfies Record<string, (element: HTMLElement) => unknown>;
/** The header's (`headerUiModules`, what a page with no carousel imports alone) and the rest. */
export const uiModules = {
  ...headerUiModules,
  [logoCarouselModule]: enhanceLogoCarousel,
} satisfies Record<string, (element: HTMLElement) => unknown>;
export { fillSlots, slotAttribute } from './slots/slots';
export { noticeSlot } from './components/Notice/noticeSlots';
export {
  enhanceNewsletterSummary,
  focusNewsletterSummary,
  showNewsletterNotice,
  showNewsletterState,
} from './components/NewsletterForm/newsletterFormBehaviour';
export { newsletterFormHooks } from './components/NewsletterForm/NewsletterForm.props';
export {
  contactNoticePlace,
  enhanceContactFormSummary,
  focusContactFormSummary,
  showContactFormPlan,
  showContactFormState,
  type ContactFormState,
} from './components/ContactForm/contactFormBehaviour';
export { contactFormHooks } from './components/ContactForm/contactFormHooks';
export {
  checkedBillingPeriod,
  enhanceBillingToggle,
  showBillingPeriod,
} from './components/BillingToggle/billingToggleBehaviour';
export {
  billingToggleHooks,
  type BillingPeriodValue,
} from './components/BillingToggle/BillingToggle.props';

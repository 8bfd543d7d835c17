// The content pages' island registry (GOV.UK Frontend's initAll): every enhancer a page without
// React runs, by the `data-module` name the element it works on carries in the prerendered markup.
// A new enhancer is one entry here (or in frame.ts, if every page's frame needs it) and the
// attribute on its component's root; the build check (tests/islandModules.check.ts) fails when a
// page names a module this table lacks.
import { uiModules } from '@northbeam/ui/enhance';
import { frameModules } from './frame';
import { enhanceNewsletter } from './newsletter';

export const islandModules: Record<string, (element: HTMLElement) => unknown> = {
  ...frameModules,
  ...uiModules,
  newsletter: enhanceNewsletter,
  // A newsletter mail's link (`/blog?newsletter=confirm|unsubscribe`) shows a panel whose code only
  // such an address needs: it loads then, so no other page carries it in its JavaScript budget.
  // The panels are prerendered hidden, so nothing shows before it has run.
  'newsletter-link': (panels) => {
    const wanted = new URLSearchParams(window.location.search).get('newsletter');
    if (wanted !== 'confirm' && wanted !== 'unsubscribe') return undefined;
    return import('./newsletterLink')
      .then((module) => module.enhanceNewsletterLink(panels))
      .catch((error: unknown) => console.error('Newsletter link could not load:', error));
  },
  // /pricing's plans: their code loads on the pages that have them, so no other page carries it.
  'pricing-plans': (plans) =>
    import('./pricingPlans').then((module) => module.enhancePricingPlans(plans)),
  // /contact's enquiry form: its code loads on the pages that have it, and its flow only when the
  // visitor reaches for the form (contactForm.ts).
  'contact-form': (form) =>
    import('./contactForm').then((module) => module.enhanceContactForm(form)),
  // The 404 page says which path was missing, as the React route did (a hint for whoever debugs).
  'missing-page': () =>
    console.error('404 Error: User attempted to access non-existent route:', location.pathname),
};

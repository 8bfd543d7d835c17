// The island script of the pages that ship no framework (see scripts/page-runtime.mjs): the same
// components' behaviour React pages run from their effects, run here on the prerendered markup.
// It must stay small (the build test holds a content page to 10 KB of JavaScript gzipped): it
// imports the ui's framework-free entry and plain modules only, never React or a route module.
import { enhanceLogoCarousels, enhanceSiteHeader, showSignedIn } from '@northbeam/ui/enhance';
import { hasAuthCallback, hasStoredSession, showStoredWelcome } from '../account/storedSession';
import { failLoudly } from './failLoudly';
import { enhanceNewsletter } from './newsletter';

// An auth e-mail's link landed here (hosted Auth falls back to the site's root for a redirect it
// does not allow) with its code or error: the account page exchanges it with supabase-js. The
// account pages run this script too (their shell is content): there the part reads the link.
const accountPage = document.querySelector(
  '[data-acting-part^="auth"], [data-acting-part^="account"]',
);
if (hasAuthCallback(window.location) && !accountPage) {
  window.location.replace(`/auth${window.location.search}${window.location.hash}`);
}

enhanceSiteHeader(document);
if (hasStoredSession()) {
  failLoudly(() => showSignedIn(document, true));
  // The dashboard's first view names the signed-in visitor before its part has loaded.
  showStoredWelcome(document);
}
enhanceLogoCarousels(document);
enhanceNewsletter(document);
// A newsletter mail's link (`/blog?newsletter=confirm|unsubscribe`) shows a panel whose code only
// such an address needs: it loads then, so no other page carries it in its JavaScript budget. The
// panels are prerendered hidden, so nothing shows before it has run.
const wanted = new URLSearchParams(window.location.search).get('newsletter');
const linkPanel =
  wanted === 'confirm' || wanted === 'unsubscribe'
    ? import('./newsletterLink').then((module) => module.enhanceNewsletterLink(document))
    : Promise.resolve();

// The 404 page says which path was missing, as the React route did (a hint for whoever debugs).
if (document.querySelector('[data-missing-page]')) {
  console.error(
    '404 Error: User attempted to access non-existent route:',
    window.location.pathname,
  );
}

linkPanel
  .catch((error: unknown) => console.error('Newsletter link could not load:', error))
  .finally(() => {
    document.documentElement.dataset.islands = 'ready';
  });

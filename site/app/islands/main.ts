// The island script of the pages that ship no framework (see scripts/page-runtime.mjs): the same
// components' behaviour React pages run from their effects, run here on the prerendered markup.
// It must stay small (the build test holds a content page to 10 KB of JavaScript gzipped): it
// imports the ui's framework-free entry and plain modules only, never React or a route module.
import { enhanceLogoCarousels, enhanceSiteHeader, showSignedIn } from '@northbeam/ui/enhance';
import { hasAuthCallback, hasStoredSession } from '../account/storedSession';
import { failLoudly } from './failLoudly';
import { enhanceNewsletter } from './newsletter';
import { enhanceNewsletterLink } from './newsletterLink';

// An auth e-mail's link landed here (hosted Auth falls back to the site's root for a redirect it
// does not allow) with its code or error: the account page exchanges it with supabase-js.
if (hasAuthCallback(window.location)) {
  window.location.replace(`/auth${window.location.search}${window.location.hash}`);
}

enhanceSiteHeader(document);
if (hasStoredSession()) failLoudly(() => showSignedIn(document, true));
enhanceLogoCarousels(document);
enhanceNewsletter(document);
enhanceNewsletterLink(document);

// The 404 page says which path was missing, as the React route did (a hint for whoever debugs).
if (document.querySelector('[data-missing-page]')) {
  console.error(
    '404 Error: User attempted to access non-existent route:',
    window.location.pathname,
  );
}

document.documentElement.dataset.islands = 'ready';

// The island script of the pages that ship no framework (see scripts/page-runtime.mjs): the same
// components' behaviour React pages run from their effects, run here on the prerendered markup.
// It must stay small (the build test holds a content page to 10 KB of JavaScript gzipped): it
// imports the ui's framework-free entry and plain modules only, never React or a route module.
import { enhanceLogoCarousels, enhanceSiteHeader, showSignedIn } from '@northbeam/ui/enhance';
import { hasAuthFragment, hasStoredSession } from '../account/storedSession';
import { failLoudly } from './failLoudly';
import { enhanceNewsletter } from './newsletter';
import { enhanceNewsletterLink } from './newsletterLink';

// An auth e-mail's link landed here with its session (or error) in the fragment: the account page
// reads it with supabase-js (and sends a signed-in visitor on to the dashboard).
if (hasAuthFragment(window.location.hash)) {
  window.location.replace(`/auth${window.location.hash}`);
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

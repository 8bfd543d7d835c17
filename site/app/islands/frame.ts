// The behaviour of the frame every page shares (the header's menus and sheet, its Dashboard link
// once signed in) and the forwarding of an auth e-mail's link: the whole island script of a page
// with an acting part (frameMain.ts), which has no carousel and no newsletter form, and the first
// thing the content pages' island script (main.ts) runs.
import { enhanceSiteHeader, showSignedIn } from '@northbeam/ui/enhance';
import { hasAuthCallback, hasStoredSession } from '../account/storedSession';
import { failLoudly } from './failLoudly';

export function enhanceFrame() {
  // An auth e-mail's link landed here (hosted Auth falls back to the site's root for a redirect
  // it does not allow) with its code or error: the account page exchanges it with supabase-js.
  // The account pages run this script too (their shell is content): there the part reads the link.
  const accountPage = document.querySelector(
    '[data-acting-part^="auth"], [data-acting-part^="account"]',
  );
  if (hasAuthCallback(window.location) && !accountPage) {
    window.location.replace(`/auth${window.location.search}${window.location.hash}`);
  }
  enhanceSiteHeader(document);
  if (hasStoredSession()) failLoudly(() => showSignedIn(document, true));
}

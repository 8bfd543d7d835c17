// The island script of the pages that ship no framework (see scripts/page-runtime.mjs): the same
// components' behaviour React pages run from their effects, run here on the prerendered markup.
// It must stay small (the build test holds a content page to 10 KB of JavaScript gzipped): it
// imports the ui's framework-free entry and plain modules only, never React or a route module.
import { hasAuthCallback } from '../account/storedSession';
import { initAll } from './modules';

// An auth e-mail's link landed here (hosted Auth falls back to the site's root for a redirect it
// does not allow) with its code or error: the account page exchanges it with supabase-js. The
// account pages run this script too (their shell is content): there the part reads the link.
const accountPage = document.querySelector(
  '[data-acting-part^="auth"], [data-acting-part^="account"]',
);
if (hasAuthCallback(window.location) && !accountPage) {
  window.location.replace(`/auth${window.location.search}${window.location.hash}`);
}

// Every enhancer the markup names (modules.ts), then the page says it is ready (the e2e tests and
// the bench wait for it).
void initAll(document).finally(() => {
  document.documentElement.dataset.islands = 'ready';
});

// The frame every page shares: the header's menus and sheet, its sign-in link that says 'Dashboard'
// once signed in, and the forwarding of an auth e-mail's link. It is the whole island script of a
// page with an acting part (frameMain.ts), which has no carousel and no newsletter form, and the
// first part of the content pages' registry (modules.ts).
import { headerUiModules, showAccountLink, siteHeaderModules } from '@northbeam/ui/enhance';
import { hasAuthCallback, hasStoredSession } from '../account/storedSession';
import { failLoudly } from './failLoudly';

/** The frame's enhancers by the `data-module` name their element carries. */
export const frameModules: Record<string, (element: HTMLElement) => unknown> = {
  ...headerUiModules,
  [siteHeaderModules.accountLink]: (link) => {
    if (hasStoredSession()) showAccountLink(link, true);
  },
};

/**
 * An auth e-mail's link landed here (hosted Auth falls back to the site's root for a redirect it
 * does not allow) with its code or error: the account page exchanges it with supabase-js. The
 * account pages run the frame's script too (their shell is content): there the part reads the link.
 */
export function forwardAuthLink() {
  const accountPage = document.querySelector(
    '[data-acting-part^="auth"], [data-acting-part^="account"]',
  );
  if (hasAuthCallback(window.location) && !accountPage)
    window.location.replace(`/auth${window.location.search}${window.location.hash}`);
}

/**
 * Runs each of `registry`'s enhancers on every element inside `scope` that names it (`data-module`
 * holds one name or several, space-separated), as GOV.UK Frontend's initAll does. One element's
 * failure does not stop the others (failLoudly). Resolves once the modules that load code on
 * demand have run.
 */
export function initAll(
  registry: Record<string, (element: HTMLElement) => unknown>,
  scope: ParentNode = document,
): Promise<unknown> {
  const started: unknown[] = [];
  for (const [name, enhance] of Object.entries(registry))
    for (const element of scope.querySelectorAll<HTMLElement>(`[data-module~="${name}"]`))
      failLoudly(() => started.push(enhance(element)));
  return Promise.allSettled(started);
}

// The newsletter form on a page that ships no framework (the blog): its prerendered markup comes
// from components/NewsletterForm.tsx, with every text the flow can show. This part is in the
// island script: it shows what a mailed link did (`?newsletter=<outcome>`) and starts the form's
// flow, whose code (xstate, the flows newsletterMachine, supabase-js) loads only once the reader
// reaches for the form, so a reader who never subscribes never downloads it.
import { failLoudly } from './failLoudly';
import { runFlowOnDemand } from './flowOnDemand';
import { newsletterHooks as hooks, newsletterLinkOutcomes } from './newsletterHooks';

/**
 * Runs the newsletter markup inside `root`: the island calls it on the page, and NewsletterForm
 * from a layout effect should a page that hydrates ever render it.
 */
export function enhanceNewsletter(root: ParentNode = document): void {
  const outcome = new URLSearchParams(window.location.search).get('newsletter');
  let shown = false;
  for (const notice of root.querySelectorAll<HTMLElement>(`[${hooks.outcome}]`)) {
    notice.hidden = notice.getAttribute(hooks.outcome) !== outcome;
    shown ||= !notice.hidden;
  }

  const form = root.querySelector<HTMLFormElement>(`form[${hooks.form}]`);
  if (!form) return;
  // A link's outcome with no notice to show would leave the reader without its news. (An unknown
  // value in the address is someone's typing, not missing markup: it shows nothing.)
  if (!shown && newsletterLinkOutcomes.some((known) => known === outcome)) {
    failLoudly(() => {
      throw new Error(`The newsletter form has no [${hooks.outcome}="${outcome}"]`);
    });
  }
  runFlowOnDemand(
    form,
    () => import('./newsletterFlow').then((module) => module.runNewsletterForm(root, form)),
    'Newsletter form',
  );
}

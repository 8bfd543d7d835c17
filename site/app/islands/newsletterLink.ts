// The panel a newsletter mail's link shows on the blog (`?newsletter=confirm|unsubscribe`): its
// prerendered markup comes from components/NewsletterLinkView.tsx. Showing it changes nothing;
// the flow (xstate, the flows newsletterLinkMachine, supabase-js) loads when the reader reaches
// for the button, and its POST confirms or unsubscribes.
import type { NewsletterLinkAction } from '@northbeam/flows';
import { runFlowOnDemand } from './flowOnDemand';
import { newsletterLinkHooks as hooks } from './newsletterLinkHooks';

/** Shows and runs the panel the address names, inside `root` (the island, or the component). */
export function enhanceNewsletterLink(root: ParentNode = document): void {
  const wanted = new URLSearchParams(window.location.search).get('newsletter');
  const action: NewsletterLinkAction | null =
    wanted === 'confirm' || wanted === 'unsubscribe' ? wanted : null;
  let panel: HTMLElement | null = null;
  for (const candidate of root.querySelectorAll<HTMLElement>(`[${hooks.panel}]`)) {
    candidate.hidden = candidate.getAttribute(hooks.panel) !== action;
    if (!candidate.hidden) panel = candidate;
  }
  const form = panel?.querySelector('form');
  if (!action || !panel || !form || form.dataset.enhanced !== undefined) return;
  form.dataset.enhanced = '';
  const region = panel.querySelector<HTMLElement>(`[${hooks.notices}]`);
  const template = panel.querySelector<HTMLTemplateElement>(`template[${hooks.noticeTemplate}]`);
  runFlowOnDemand(
    form,
    () =>
      import('./newsletterLinkFlow').then((module) =>
        module.runNewsletterLink({ action, form, region, template }),
      ),
    'Newsletter link',
  );
}

// The flow of a newsletter link panel's button: the flows newsletterLinkMachine, its
// `actOnNewsletterLink` actor making the POST (newsletter-confirm or newsletter-unsubscribe, with
// the mailed link's query), and a render that puts each snapshot's view on the button. Loaded by
// islands/newsletterLink.ts on the reader's first move towards the button; no React.
import { createActor, fromPromise } from 'xstate';
import {
  newsletterLinkMachine,
  selectNewsletterLink,
  type NewsletterLinkAction,
  type NewsletterLinkOutcome,
  type Notice,
} from '@northbeam/flows';
import { loadFunctions, pageLocale } from '../lib/loadSupabase';

/** A 400 from the function: the link does nothing (tampered, replaced, cut short). */
const isInvalidLink = (error: unknown) =>
  error instanceof Error &&
  error.name === 'FunctionsHttpError' &&
  (error as Error & { context?: Response }).context?.status === 400;

const actOnNewsletterLink = fromPromise<NewsletterLinkOutcome, { action: NewsletterLinkAction }>(
  async ({ input }) => {
    const query = new URLSearchParams(window.location.search);
    const functions = await loadFunctions();
    const { error } =
      input.action === 'confirm'
        ? await functions.invoke('newsletter-confirm', {
            body: { token: query.get('token') ?? '' },
          })
        : await functions.invoke('newsletter-unsubscribe', {
            body: { email: query.get('email') ?? '', token: query.get('token') ?? '' },
          });
    if (isInvalidLink(error)) return 'invalid';
    if (error) throw error;
    return input.action === 'confirm' ? 'confirmed' : 'unsubscribed';
  },
);

/** The blog says what happened, above its newsletter form (islands/newsletter.ts). */
const showOutcome = (_: unknown, { outcome }: { outcome: NewsletterLinkOutcome }) => {
  window.location.assign(`/blog?newsletter=${outcome}#newsletter-heading`);
};

interface Panel {
  action: NewsletterLinkAction;
  form: HTMLFormElement;
  /** The live region its failure notice is written into, and that notice's prerendered markup. */
  region: HTMLElement | null;
  template: HTMLTemplateElement | null;
}

/** Runs the flow on a panel and returns its press: for the submit that loaded it and every one after. */
export function runNewsletterLink({ action, form, region, template }: Panel): () => void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const actor = createActor(
    newsletterLinkMachine.provide({ actors: { actOnNewsletterLink }, actions: { showOutcome } }),
    { input: { action, locale: pageLocale() } },
  );
  let shownNotice: Notice | null = null;
  const render = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
    const view = selectNewsletterLink(snapshot);
    // Busy as the ui Button is: aria-disabled, not disabled, so keyboard focus stays on it.
    if (view.busy) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    if (view.busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.textContent = view.buttonLabel;
    if (view.notice === shownNotice || !region) return;
    shownNotice = view.notice;
    // The template holds the one notice this page can show, with its texts from flows.
    const content = view.notice ? template?.content.firstElementChild?.cloneNode(true) : null;
    // The region announces it: a status or alert role nested in it would be read twice.
    if (content instanceof HTMLElement) content.removeAttribute('role');
    region.replaceChildren(...(content ? [content] : []));
  };
  actor.subscribe(render);
  actor.start();
  render(actor.getSnapshot());
  return () => actor.send({ type: 'PRESS' });
}

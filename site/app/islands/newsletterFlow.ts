// The newsletter form's flow on the blog's prerendered markup: the flows newsletterMachine, its
// `subscribeToNewsletter` actor calling the newsletter-subscribe function, and a render that puts
// each snapshot's view (selectNewsletter) on the form with the ui NewsletterForm's own DOM
// behaviour (error summary, the field's message, busy button, notices). Loaded by
// islands/newsletter.ts on the reader's first move towards the form; no React.
import { createActor, fromPromise } from 'xstate';
import {
  newsletterMachine,
  selectNewsletter,
  type Notice,
  type SubscribeToNewsletterInput,
} from '@northbeam/flows';
import {
  enhanceNewsletterSummary,
  focusNewsletterSummary,
  showNewsletterNotice,
  showNewsletterState,
} from '@northbeam/ui/enhance';
import { invokeInPageLanguage } from '../lib/invokeInPageLanguage';
import { pageLocale } from '../lib/loadSupabase';
import { failLoudly } from './failLoudly';

// The opt-in mail, and the subscriber's mails after it, are in the language of this page.
const subscribeToNewsletter = fromPromise<void, SubscribeToNewsletterInput>(({ input }) =>
  invokeInPageLanguage('newsletter-subscribe', input),
);

/**
 * Runs the flow on `form` and returns its submit: the island calls it for the submit that loaded
 * the flow and every one after.
 */
export function runNewsletterForm(root: ParentNode, form: HTMLFormElement): () => void {
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  if (!email) throw new Error('The newsletter form has no input[name="email"]');
  const honeypot = form.querySelector<HTMLInputElement>('input[name="fax"]');
  failLoudly(() => enhanceNewsletterSummary(root));
  const actor = createActor(newsletterMachine.provide({ actors: { subscribeToNewsletter } }), {
    input: { locale: pageLocale() },
  });
  let shownNotice: Notice | null = null;

  const render = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
    const view = selectNewsletter(snapshot);
    if (email.value !== view.email) email.value = view.email;
    // The ui's behaviour throws naming a part its markup lacks (see failLoudly).
    failLoudly(() =>
      showNewsletterState(root, {
        error: view.error,
        submitting: view.isSubmitting,
        submitLabel: view.submitLabel,
      }),
    );
    if (view.notice !== shownNotice) {
      shownNotice = view.notice;
      const notice = view.notice;
      if (notice) failLoudly(() => showNewsletterNotice(root, notice));
    }
  };
  actor.start();
  // What was typed before the flow loaded is the flow's starting value, before the first render.
  actor.send({ type: 'CHANGE', value: email.value });
  if (honeypot?.value) actor.send({ type: 'CHANGE_HONEYPOT', value: honeypot.value });
  actor.subscribe(render);
  render(actor.getSnapshot());
  email.addEventListener('input', () => actor.send({ type: 'CHANGE', value: email.value }));
  honeypot?.addEventListener('input', () =>
    actor.send({ type: 'CHANGE_HONEYPOT', value: honeypot.value }),
  );
  return () => {
    // Autofill and scripted fills can change a value without an input event: read them now.
    if (email.value !== actor.getSnapshot().context.email) {
      actor.send({ type: 'CHANGE', value: email.value });
    }
    if (honeypot && honeypot.value !== actor.getSnapshot().context.honeypot) {
      actor.send({ type: 'CHANGE_HONEYPOT', value: honeypot.value });
    }
    actor.send({ type: 'SUBMIT' });
    // A refused address: focus to the error summary, which names the field with a link to it,
    // as on the contact and sign-in forms (GOV.UK error summary).
    if (actor.getSnapshot().context.error) failLoudly(() => focusNewsletterSummary(root));
  };
}

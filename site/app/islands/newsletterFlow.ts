// The newsletter form's flow on the blog's prerendered markup: the flows newsletterMachine, its
// `subscribeToNewsletter` actor calling the newsletter-subscribe function, and a render that puts
// each snapshot's view (selectNewsletter) on the form. Loaded by islands/newsletter.ts on the
// reader's first move towards the form; no React.
import { createActor, fromPromise } from 'xstate';
import {
  newsletterMachine,
  selectNewsletter,
  type Notice,
  type SubscribeToNewsletterInput,
} from '@northbeam/flows';
import { fillSlots, noticeSlot } from '@northbeam/ui/enhance';
import { loadSupabase, pageLocale } from '../lib/loadSupabase';
import { failLoudly } from './failLoudly';
import { newsletterHooks as hooks } from './newsletterHooks';

const subscribeToNewsletter = fromPromise<void, SubscribeToNewsletterInput>(async ({ input }) => {
  const supabase = await loadSupabase();
  // The opt-in mail, and the subscriber's mails after it, are in the language of this page.
  const { error } = await supabase.functions.invoke('newsletter-subscribe', {
    body: { ...input, locale: pageLocale() },
  });
  if (error) throw error;
});

/** The element `selector` names inside `root`, or an error that says which one is missing. */
function partOf<T extends Element>(root: ParentNode, selector: string, owner: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`${owner} has no ${selector}: its prerendered markup lacks it`);
  return element;
}

/**
 * Writes a notice into the form's live region from the prerendered Notice of its tone, by the
 * Notice's named slots: a template that lacks one throws, naming it (see failLoudly).
 */
function showNotice(root: ParentNode, region: HTMLElement, notice: Notice) {
  const selector = `template[${hooks.noticeTemplate}="${notice.tone}"]`;
  const template = partOf<HTMLTemplateElement>(root, selector, 'The newsletter form');
  const content = template.content.firstElementChild?.cloneNode(true);
  if (!(content instanceof HTMLElement)) {
    throw new Error(`The newsletter form's ${selector} holds no notice`);
  }
  // The region announces it: a status or alert role nested in it would be read twice.
  content.removeAttribute('role');
  region.replaceChildren(content);
  fillSlots(
    content,
    { [noticeSlot.title]: notice.title, [noticeSlot.description]: notice.description },
    `The newsletter notice ${selector}`,
  );
}

/**
 * Runs the flow on `form` and returns its submit: the island calls it for the submit that loaded
 * the flow and every one after.
 */
export function runNewsletterForm(root: ParentNode, form: HTMLFormElement): () => void {
  // Every part the render writes to is there, or this throws naming the missing one.
  const owner = 'The newsletter form';
  const email = partOf<HTMLInputElement>(form, 'input[name="email"]', owner);
  const honeypot = form.querySelector<HTMLInputElement>('input[name="fax"]');
  const error = partOf<HTMLElement>(form, `[${hooks.error}]`, owner);
  const button = partOf<HTMLButtonElement>(form, 'button[type="submit"]', owner);
  const region = partOf<HTMLElement>(root, `[${hooks.notices}]`, owner);
  const actor = createActor(newsletterMachine.provide({ actors: { subscribeToNewsletter } }), {
    input: { locale: pageLocale() },
  });
  let shownNotice: Notice | null = null;

  const render = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
    const view = selectNewsletter(snapshot);
    if (email.value !== view.email) email.value = view.email;
    error.textContent = view.error ?? '';
    if (view.error) {
      email.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', error.id);
    } else {
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
    }
    // Busy as the ui Button is: aria-disabled, not disabled, so a keyboard user's focus stays on
    // the button instead of falling to the page (WCAG 2.4.3); the machine ignores a busy submit.
    if (view.submitDisabled) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    if (view.isSubmitting) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.textContent = view.submitLabel;
    if (view.notice !== shownNotice) {
      shownNotice = view.notice;
      const notice = view.notice;
      if (notice) failLoudly(() => showNotice(root, region, notice));
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
    // An invalid address: focus the field, whose error is its description, so a screen reader
    // reads both (WCAG 3.3.1) instead of leaving focus on the button.
    if (actor.getSnapshot().context.error) email.focus();
  };
}

// NewsletterForm's behaviour as plain DOM functions on its prerendered markup: a page that ships no
// framework (the blog's island) runs the newsletter flow with these, and the React component's
// stories show the same states from props. Nothing here imports React or a stylesheet.
import { fillSlots, writeText } from '../../slots/slots';
import { noticeSlot } from '../Notice/noticeSlots';
import {
  enhanceErrorSummary,
  errorSummaryHook,
  focusErrorSummary,
} from '../ErrorSummary/errorSummaryBehaviour';
import { newsletterFormHooks as hooks } from './NewsletterForm.props';

/** What the flow shows on the form at a moment (flows' selectNewsletter gives it). */
export interface NewsletterFormState {
  error: string | null;
  submitting: boolean;
  submitLabel: string;
}

/** The notice a flow emits: tone, title, description. */
export interface NewsletterFormNoticeState {
  tone: 'default' | 'success' | 'destructive';
  title: string;
  description?: string;
}

/** The element `selector` names inside `root`, or an error that says which one is missing. */
function partOf<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`The newsletter form has no ${selector}: its markup lacks it`);
  return element;
}

/**
 * Puts `state` on the form inside `root`: the message beside the field, the error summary (the
 * same message as a link to the field) shown or hidden, the field marked invalid, the button busy.
 * Every part it writes to is there, or it throws naming the missing one.
 */
export function showNewsletterState(root: ParentNode, state: NewsletterFormState): void {
  const form = partOf<HTMLFormElement>(root, `form[${hooks.form}]`);
  const email = partOf<HTMLInputElement>(form, 'input[name="email"]');
  const message = partOf<HTMLElement>(form, `[${hooks.error}]`);
  const summary = partOf<HTMLElement>(form, `[${hooks.summary}]`);
  const button = partOf<HTMLButtonElement>(form, 'button[type="submit"]');
  // Written only where it differs: the flow renders on every keystroke, and a write of the same
  // text or attribute would still cost the page a style and layout pass.
  fillSlots(message, { message: state.error }, 'The newsletter field message');
  if (message.hidden !== !state.error) message.hidden = !state.error;
  if (summary.hidden !== !state.error) summary.hidden = !state.error;
  const link = partOf<HTMLElement>(summary, `[${errorSummaryHook}] a`);
  writeText(link, state.error ?? '');
  // ErrorSummary renders an item without a message hidden.
  if (link.parentElement && link.parentElement.hidden !== !state.error) {
    link.parentElement.hidden = !state.error;
  }
  setAttribute(email, 'aria-invalid', state.error ? 'true' : null);
  setAttribute(email, 'aria-describedby', state.error ? message.id : null);
  // Busy as the ui Button is: aria-disabled, not disabled, so a keyboard user's focus stays on
  // the button instead of falling to the page (WCAG 2.4.3); the flow ignores a busy submit.
  setAttribute(button, 'aria-disabled', state.submitting ? 'true' : null);
  setAttribute(button, 'aria-busy', state.submitting ? 'true' : null);
  writeText(button, state.submitLabel);
}

/** Sets `name` to `value` (null removes it), leaving an attribute that already says so alone. */
function setAttribute(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** After a refused submit: focus to the error summary, which a screen reader then reads out. */
export function focusNewsletterSummary(root: ParentNode): void {
  focusErrorSummary(partOf<HTMLElement>(root, `[${hooks.summary}] [${errorSummaryHook}]`));
}

/**
 * Writes a notice into the form's live region from the prerendered Notice of its tone, by the
 * Notice's named slots: a template that lacks one throws, naming it.
 */
export function showNewsletterNotice(root: ParentNode, notice: NewsletterFormNoticeState): void {
  const region = partOf<HTMLElement>(root, `[${hooks.notices}]`);
  const template = partOf<HTMLTemplateElement>(
    root,
    `template[${hooks.noticeTemplate}="${notice.tone}"]`,
  );
  const content = template.content.firstElementChild?.cloneNode(true);
  if (!(content instanceof HTMLElement)) {
    throw new Error(`The newsletter form's ${notice.tone} template holds no notice`);
  }
  region.replaceChildren(content);
  fillSlots(
    content,
    { [noticeSlot.title]: notice.title, [noticeSlot.description]: notice.description },
    `The newsletter notice (${notice.tone})`,
  );
}

/** Makes the error summary's link move focus to the field (see enhanceErrorSummary). */
export function enhanceNewsletterSummary(root: ParentNode): () => void {
  return enhanceErrorSummary(partOf<HTMLElement>(root, `[${hooks.summary}] [${errorSummaryHook}]`));
}

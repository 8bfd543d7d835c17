// ContactForm's behaviour as plain DOM functions on its prerendered markup, for a page that ships
// no framework, and the rules the React component shares with them (where a notice shows). Nothing
// here imports React or a stylesheet.
import { fillSlots, writeText } from '../../slots/slots';
import { noticeSlot } from '../Notice/noticeSlots';
import {
  enhanceErrorSummary,
  errorSummaryHook,
  focusErrorSummary,
} from '../ErrorSummary/errorSummaryBehaviour';
import type { ContactFormNotice } from './ContactForm.props';
import { contactFormHooks as hooks } from './contactFormHooks';

/** Where the form shows its notice: in the error summary, as an alert, in the status region. */
export type ContactNoticePlace = 'summary' | 'alert' | 'status';

/**
 * The one rule for where a notice goes: with field errors it heads the error summary; a failure
 * without them is an alert above the button; anything else (sent) is said in the status region.
 */
export function contactNoticePlace(
  notice: ContactFormNotice | null | undefined,
  invalid: boolean,
): ContactNoticePlace | null {
  if (invalid) return 'summary';
  if (!notice) return null;
  return notice.tone === 'destructive' ? 'alert' : 'status';
}

/** What the flow shows on the form at a moment (flows' selectContactForm gives it). */
export interface ContactFormState {
  /** Each invalid field's message, by the field's `name`. */
  errors: Readonly<Partial<Record<string, string>>>;
  submitting: boolean;
  /** The button's label while submitting (the flow's 'Sending...'). */
  busyLabel: string | null;
  /** The outcome; the success tone hides the fields and the button and takes focus. */
  notice: ContactFormNotice | null;
}

/** The element of `id` inside `form` (ids: useId's need no escaping this way), or an error. */
function byId(form: HTMLFormElement, id: string): HTMLElement | null {
  const element = form.ownerDocument.getElementById(id);
  return element && form.contains(element) ? element : null;
}

/** The element `selector` names inside `root`, or an error that says which one is missing. */
function partOf<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`The contact form has no ${selector}: its markup lacks it`);
  return element;
}

/** Sets `name` to `value` (null removes it), leaving an attribute that already says so alone. */
function setAttribute(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function setHidden(element: HTMLElement, hidden: boolean): void {
  if (element.hidden !== hidden) element.hidden = hidden;
}

/** A copy of the first element a prerendered template holds, or an error naming it. */
function cloneTemplate(root: ParentNode, selector: string): HTMLElement {
  const content = partOf<HTMLTemplateElement>(
    root,
    `template[${selector}]`,
  ).content.firstElementChild?.cloneNode(true);
  if (!(content instanceof HTMLElement)) {
    throw new Error(`The contact form's template[${selector}] holds no element`);
  }
  return content;
}

/** The idle content of each busy button (its label and arrow), put back when it is idle again. */
const idleContent = new WeakMap<HTMLButtonElement, Node[]>();

/** The notice shown by each form, by its place and words: a render of the same one writes nothing. */
const shownNotices = new WeakMap<HTMLFormElement, string>();

/** The form inside `root` that the hooks name. */
const formIn = (root: ParentNode) => partOf<HTMLFormElement>(root, `form[${hooks.form}]`);

/**
 * Puts `state` on the contact form inside `root`: each field's message under it, marked invalid
 * and described by it; the error summary with one link per field in error; the busy button as the
 * ui Button shows it; the notice from the prerendered template of its tone. Writes only what
 * differs (the flow may render the same state again), and throws naming a part the markup lacks.
 */
export function showContactFormState(root: ParentNode, state: ContactFormState): void {
  const form = formIn(root);
  const summary = partOf<HTMLElement>(form, `[${hooks.summary}]`);
  let invalid = false;
  // The summary holds one link per field, in the form's order (hidden while the field is fine):
  // each names its control by id.
  for (const link of summary.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const fieldId = decodeURIComponent(link.getAttribute('href')!.slice(1));
    const control = byId(form, fieldId);
    if (!control) throw new Error(`The contact form has no field #${fieldId}: its markup lacks it`);
    const error = state.errors[control.getAttribute('name') ?? ''] ?? '';
    invalid ||= Boolean(error);
    writeText(link, error);
    setHidden(link.parentElement!, !error);
    const errorId = `${fieldId}-error`;
    let message = byId(form, errorId);
    if (error && !message) {
      message = cloneTemplate(form, hooks.fieldErrorTemplate);
      message.id = errorId;
      message.append('');
      control.after(message);
    }
    // The message's text is its last node, after the alert glyph (FieldMessage's markup).
    if (message?.lastChild && message.lastChild.textContent !== error) {
      message.lastChild.textContent = error;
    }
    if (message) setHidden(message, !error);
    setAttribute(control, 'aria-invalid', error ? 'true' : null);
    setAttribute(control, 'aria-describedby', error ? errorId : null);
  }

  const place = contactNoticePlace(state.notice, invalid);
  setHidden(summary, !invalid);
  if (invalid) {
    const box = partOf<HTMLElement>(summary, `[${errorSummaryHook}]`);
    const title = byId(form, box.getAttribute('aria-labelledby') ?? '');
    if (!title) throw new Error('The contact error summary has no title: its markup lacks it');
    // The flow always names what is wrong; the prerendered title is the pack's otherwise.
    if (state.notice) writeText(title, state.notice.title);
    fillSlots(box, { description: state.notice?.description }, 'The contact error summary');
  }

  const sent = state.notice?.tone === 'success';
  const status = partOf<HTMLElement>(form, `[${hooks.status}]`);
  const wasSent = form.querySelector<HTMLElement>(`[${hooks.editing}]`)?.hidden ?? false;
  for (const part of form.querySelectorAll<HTMLElement>(`[${hooks.editing}]`)) {
    // The plan's line shows only with a plan in it (see showContactFormPlan).
    setHidden(part, sent || (part.hasAttribute(hooks.plan) && !part.textContent));
  }
  const notice = state.notice;
  const key = place && place !== 'summary' && notice ? JSON.stringify([place, notice]) : '';
  if (shownNotices.get(form) !== key) {
    shownNotices.set(form, key);
    form.querySelector(`[${hooks.alert}]`)?.remove();
    if (place === 'status' && notice) {
      const content = cloneTemplate(form, `${hooks.noticeTemplate}="${notice.tone ?? 'default'}"`);
      fillSlots(
        content,
        { [noticeSlot.title]: notice.title, [noticeSlot.description]: notice.description },
        `The contact notice (${notice.tone ?? 'default'})`,
      );
      status.replaceChildren(content);
    } else {
      status.replaceChildren();
    }
    if (place === 'alert' && notice) {
      const content = cloneTemplate(form, `${hooks.noticeTemplate}="destructive"`);
      content.setAttribute(hooks.alert, '');
      fillSlots(
        content,
        { [noticeSlot.title]: notice.title, [noticeSlot.description]: notice.description },
        'The contact notice (destructive)',
      );
      status.after(content);
    }
  }
  // The button pressed is gone with the fields: focus to the confirmation that replaced them
  // (WCAG 2.4.3), as the React component does.
  if (sent && !wasSent) status.focus();

  const button = partOf<HTMLButtonElement>(form, 'button[type="submit"]');
  // Busy as the ui Button is: aria-disabled, not disabled, so a keyboard user's focus stays on
  // it (WCAG 2.4.3), and its busy label in place of its label and arrow.
  setAttribute(button, 'aria-disabled', state.submitting ? 'true' : null);
  setAttribute(button, 'aria-busy', state.submitting ? 'true' : null);
  setAttribute(form, 'aria-busy', state.submitting ? 'true' : null);
  const busyLabel = state.submitting ? state.busyLabel : null;
  if (busyLabel) {
    if (!idleContent.has(button)) idleContent.set(button, [...button.childNodes]);
    writeText(button, busyLabel);
  } else {
    const idle = idleContent.get(button);
    if (idle) {
      idleContent.delete(button);
      button.replaceChildren(...idle);
    }
  }
}

/**
 * Names the plan the visitor came about above the fields (`line`, the pack's 'Plan: Enterprise'
 * for it), as ContactForm's `selectedPlan` does.
 */
export function showContactFormPlan(root: ParentNode, line: string): void {
  const plan = partOf<HTMLElement>(formIn(root), `[${hooks.plan}]`);
  writeText(plan, line);
  setHidden(plan, !line);
}

/** After a refused submit: focus to the error summary, which a screen reader then reads out. */
export function focusContactFormSummary(root: ParentNode): void {
  focusErrorSummary(partOf<HTMLElement>(formIn(root), `[${hooks.summary}] [${errorSummaryHook}]`));
}

/** Makes the error summary's links move focus to their fields (see enhanceErrorSummary). */
export function enhanceContactFormSummary(root: ParentNode): () => void {
  return enhanceErrorSummary(
    partOf<HTMLElement>(formIn(root), `[${hooks.summary}] [${errorSummaryHook}]`),
  );
}

// /contact's enquiry form without React: its markup is prerendered by components/ContactForm.tsx
// (the ui ContactForm, with every text the flow can show). This part runs as the page starts: the
// plan a pricing page's 'Talk to us' names (`?plan=<key>`) and the focus an audit button's
// `#audit` asks for. The form's flow (xstate, the flows contactFormMachine, supabase-js) loads
// when the visitor first reaches for the form (contactFormFlow.ts), and reads the fields on submit:
// a keystroke runs no script. Loaded by modules.ts on the pages that have the form.
import { contactFormHooks, showContactFormPlan } from '@northbeam/ui/enhance';
import { runFlowOnDemand } from './flowOnDemand';
import { AUDIT_ANCHOR, contactFormIslandHooks as hooks } from './contactFormHooks';

/**
 * The line naming the plan the address asks about, if it is a plan sold by contract (the only
 * ones the container lists), by its key; anything else in the query is ignored.
 */
function planLineFor(lines: Record<string, string>, search: string): string | null {
  const key = new URLSearchParams(search).get('plan');
  return key !== null && Object.hasOwn(lines, key) ? (lines[key] ?? null) : null;
}

/** Runs the enquiry form inside `root` (the element carrying `data-module="contact-form"`). */
export function enhanceContactForm(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>(`form[${contactFormHooks.form}]`);
  if (!form) throw new Error(`The contact form's container has no form[${contactFormHooks.form}]`);
  const lines = JSON.parse(root.getAttribute(hooks.planLines) ?? '{}') as Record<string, string>;
  const line = planLineFor(lines, window.location.search);
  if (line) {
    showContactFormPlan(root, line);
    // The message starts with the plan's line, so the enquiry names it. A message the browser
    // kept (back to the page) is the visitor's: it stays.
    const message = form.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
    if (message && !message.value) message.value = `${line}\n\n`;
  }
  // Audit buttons are on other pages (a document navigation): focus to the form's heading, so
  // keyboard and screen-reader users start at the form rather than the top of the page.
  const heading = form.getAttribute('aria-labelledby');
  if (window.location.hash === `#${AUDIT_ANCHOR}` && heading)
    document.getElementById(heading)?.focus();
  runFlowOnDemand(
    form,
    () => import('./contactFormFlow').then((module) => module.runContactForm(root, form)),
    'Contact form',
  );
  root.setAttribute(hooks.started, '');
}

// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContactForm, emptyContactFormValues } from './ContactForm';
import type { ContactFormProps } from './ContactForm.props';
import {
  focusContactFormSummary,
  showContactFormPlan,
  showContactFormState,
  type ContactFormState,
} from './contactFormBehaviour';

// jsdom lays nothing out, so it has no scrollIntoView, which focusing the summary or a field calls.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => document.body.replaceChildren());

const ignore = () => {};

/** The form as a page carries it: the prerender's HTML, parsed (templates hold their content). */
function prerendered(props: Partial<ContactFormProps> = {}): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(
    <ContactForm values={emptyContactFormValues} onChange={ignore} onSubmit={ignore} {...props} />,
  );
  document.body.append(root);
  return root;
}

const shown = (element: Element | null | undefined) =>
  element ? !element.closest('[hidden], template') : false;
const text = (element: Element | null | undefined) =>
  shown(element) ? element!.textContent!.replace(/\s+/g, ' ').trim() : null;

/** What a reader gets from the form: texts shown, each field's state, the button's. */
function seen(root: HTMLElement) {
  const form = root.querySelector('form')!;
  const summary = form.querySelector('[role="alert"][aria-labelledby]');
  const fields = [...form.querySelectorAll<HTMLElement>('input, select, textarea')]
    // Hidden or gone (a sent enquiry's) read the same; the honeypot is no reader's.
    .filter((control) => shown(control) && control.getAttribute('tabindex') !== '-1')
    .map((control) => ({
      name: control.getAttribute('name'),
      invalid: control.getAttribute('aria-invalid'),
      describedBy: text(document.getElementById(control.getAttribute('aria-describedby') ?? '')),
    }));
  const button = form.querySelector('button[type="submit"]');
  const notices = [...form.querySelectorAll('[data-slot="title"]')]
    .filter((title) => shown(title))
    .map((title) => ({
      role: title.closest('[role]')?.getAttribute('role'),
      text: text(title.parentElement),
    }));
  return {
    summary: shown(summary)
      ? {
          title: text(document.getElementById(summary!.getAttribute('aria-labelledby')!)),
          description: text(summary!.querySelector('p')),
          links: [...summary!.querySelectorAll('a')]
            .filter((link) => shown(link))
            .map((link) => [link.getAttribute('href'), text(link)]),
        }
      : null,
    fields,
    hint: shown(form.querySelector('p')),
    notices,
    button: shown(button) && {
      text: text(button),
      busy: button!.getAttribute('aria-busy'),
      disabled: button!.getAttribute('aria-disabled'),
      svg: button!.querySelectorAll('svg').length,
    },
  };
}

const refusal = { tone: 'destructive', title: 'Please fill in required fields' } as const;
const states = {
  idle: [{ errors: {}, submitting: false, busyLabel: null, notice: null }, {}],
  refused: [
    {
      errors: { firstName: 'Enter your first name', email: 'Enter a valid email address' },
      submitting: false,
      busyLabel: null,
      notice: { ...refusal, description: 'First name and email are required.' },
    },
    {
      fieldErrors: { firstName: 'Enter your first name', email: 'Enter a valid email address' },
      notice: { ...refusal, description: 'First name and email are required.' },
    },
  ],
  refusedAgain: [
    { errors: { message: 'Enter a message' }, submitting: false, busyLabel: null, notice: refusal },
    { fieldErrors: { message: 'Enter a message' }, notice: refusal },
  ],
  submitting: [
    { errors: {}, submitting: true, busyLabel: 'Sending...', notice: null },
    { submitting: true },
  ],
  failed: [
    {
      errors: {},
      submitting: false,
      busyLabel: null,
      notice: { tone: 'destructive', title: 'Error sending message', description: 'Write to us.' },
    },
    {
      notice: { tone: 'destructive', title: 'Error sending message', description: 'Write to us.' },
    },
  ],
  sent: [
    {
      errors: {},
      submitting: false,
      busyLabel: null,
      notice: { tone: 'success', title: 'Message sent successfully!', description: 'Soon.' },
    },
    { notice: { tone: 'success', title: 'Message sent successfully!', description: 'Soon.' } },
  ],
} satisfies Record<string, [ContactFormState, Partial<ContactFormProps>]>;

/** The DOM changes `showContactFormState(state)` makes to the form. */
function writes(root: HTMLElement, state: ContactFormState) {
  const observer = new MutationObserver(ignore);
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  showContactFormState(root, state);
  const records = observer.takeRecords();
  observer.disconnect();
  return records.length;
}

describe('showContactFormState', () => {
  // One page goes through the states in turn, as a reader's would; each must read as the React
  // component renders the same state.
  it('shows each state as the React component renders it', () => {
    const page = prerendered();
    for (const [name, [state, props]] of Object.entries(states)) {
      showContactFormState(page, state);
      const react = prerendered(props);
      expect({ name, ...seen(page) }).toEqual({ name, ...seen(react) });
      react.remove();
    }
    // And back to the fields after the notice of a sent enquiry has cleared.
    showContactFormState(page, states.idle[0]);
    const idle = prerendered();
    expect(seen(page)).toEqual(seen(idle));
  });

  it('writes nothing when the state shown is the state given', () => {
    const page = prerendered();
    for (const [state] of Object.values(states)) {
      writes(page, state);
      expect(writes(page, state)).toBe(0);
    }
  });

  it('moves focus to the confirmation when sent, and the summary after a refused submit', () => {
    const page = prerendered();
    showContactFormState(page, states.refused[0]);
    focusContactFormSummary(page);
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
    showContactFormState(page, states.sent[0]);
    expect(document.activeElement?.getAttribute('role')).toBe('status');
  });

  it("names the plan as the component's selectedPlan does, and keeps it while editing", () => {
    const page = prerendered();
    const plan = page.querySelector('[data-contact-plan]')!;
    expect(shown(plan)).toBe(false);
    showContactFormPlan(page, 'Plan: Enterprise');
    const react = prerendered({ selectedPlan: 'Enterprise' });
    expect(text(plan)).toBe(text(react.querySelector('[data-contact-plan]')));
    showContactFormState(page, states.sent[0]);
    expect(shown(plan)).toBe(false);
    showContactFormState(page, states.idle[0]);
    expect(text(plan)).toBe('Plan: Enterprise');
  });

  it('names a part the markup lacks', () => {
    const page = prerendered();
    page.querySelector('[data-contact-status]')!.remove();
    expect(() => showContactFormState(page, states.idle[0])).toThrow(/data-contact-status/);
  });
});

// @vitest-environment jsdom
// /contact's enquiry form run by its island on the page the build wrote: the plan the address
// names and the audit focus at start, then the flow loaded on the first focus and run on submit
// (the send-contact-email call replaced by a spy). jsdom lays nothing out and runs no page script.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceContactForm } from '../app/islands/contactForm';
import { contactFormIslandHooks as hooks } from '../app/islands/contactFormHooks';
import { readRoute } from './builtSite';

const invoke = vi.fn<(name: string, options: { body: Record<string, string> }) => unknown>();
vi.mock('../app/lib/loadSupabase', () => ({
  loadFunctions: () => Promise.resolve({ invoke }),
  pageLocale: () => document.documentElement.lang,
}));

beforeAll(() => {
  // jsdom has no layout, so no scrollIntoView, which focusing the summary or a field calls.
  Element.prototype.scrollIntoView = () => {};
});
beforeEach(() => {
  invoke.mockReset();
  invoke.mockResolvedValue({ error: null });
});
afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** The built page at `address`, its body in the document (scripts inert), and the form's parts. */
function page(route: string, address = route) {
  window.history.replaceState(null, '', address);
  const html = readRoute(route);
  document.documentElement.lang = /<html lang="([^"]+)"/.exec(html)![1]!;
  document.body.innerHTML = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>'));
  const root = document.querySelector<HTMLElement>(`[data-module="${hooks.module}"]`)!;
  expect(root, `${route}'s form island`).not.toBeNull();
  const form = root.querySelector('form')!;
  const field = (name: string) =>
    form.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      `[name="${name}"]`,
    )!;
  const planLine = form.querySelector<HTMLElement>('[data-contact-plan]')!;
  return { root, form, field, planLine };
}

const shown = (element: Element | null) => Boolean(element) && !element!.closest('[hidden]');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Focus in the form (the flow starts loading), then a submit; waits for the flow to have taken it
 * (`done`) and to be idle again.
 */
async function submit(form: HTMLFormElement, done: () => void) {
  form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await vi.waitFor(done);
  await vi.waitFor(() => expect(form.getAttribute('aria-busy')).toBeNull());
  await settle();
}
const sent = () => expect(invoke).toHaveBeenCalled();

describe("/contact's form island", () => {
  it('names the plan a pricing page sent the visitor about, in the message and above the fields', () => {
    const { root, field, planLine } = page('/contact', '/contact?plan=enterprise');
    expect(shown(planLine)).toBe(false);
    enhanceContactForm(root);
    expect(shown(planLine)).toBe(true);
    expect(planLine.textContent).toBe('Plan: Enterprise');
    expect(field('message').value).toBe('Plan: Enterprise\n\n');
    expect(root.hasAttribute(hooks.started)).toBe(true);
  });

  it('names the plan in the French page’s words', () => {
    const { root, field, planLine } = page(
      '/fr/nous-joindre',
      '/fr/nous-joindre?plan=custom-enterprise',
    );
    enhanceContactForm(root);
    expect(planLine.textContent).toMatch(/Entreprise sur mesure$/);
    expect(field('message').value).toBe(`${planLine.textContent}\n\n`);
  });

  it('ignores a plan sold by subscription or unknown, as the form did before', () => {
    for (const plan of ['starter', 'constructor', 'toString']) {
      const { root, field, planLine } = page('/contact', `/contact?plan=${plan}`);
      enhanceContactForm(root);
      expect(shown(planLine), plan).toBe(false);
      expect(field('message').value, plan).toBe('');
    }
  });

  it('moves focus to the form’s heading when an audit button led here (#audit)', () => {
    const { root } = page('/contact', '/contact#audit');
    enhanceContactForm(root);
    expect(document.activeElement?.id).toBe('form-heading');
    const other = page('/contact', '/contact#faq');
    enhanceContactForm(other.root);
    expect(document.activeElement).toBe(document.body);
  });

  it('refuses an empty enquiry: each field’s message, the summary focused, nothing sent', async () => {
    const { root, form, field } = page('/contact');
    enhanceContactForm(root);
    const summary = form.querySelector<HTMLElement>('[data-contact-summary]')!;
    await submit(form, () => expect(shown(summary)).toBe(true));
    expect(invoke).not.toHaveBeenCalled();
    expect(shown(summary)).toBe(true);
    const links = [...summary.querySelectorAll('a')].filter(shown);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['firstName', 'lastName', 'email', 'message'].map((name) => `#${field(name).id}`),
    );
    expect(summary.contains(document.activeElement)).toBe(true);
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(field('email').getAttribute('aria-describedby')!),
    ).not.toBeNull();
    expect(field('phone').hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends what was typed (read on submit), then thanks the visitor and clears the fields', async () => {
    const { root, form, field } = page('/contact', '/contact?plan=enterprise');
    enhanceContactForm(root);
    // Typed before the flow loaded, and with no input event (autofill): read on submit all the same.
    field('firstName').value = 'Ana';
    field('lastName').value = 'Tremblay';
    field('email').value = 'ana@example.com';
    field('budget').value = field('budget').querySelectorAll('option')[1]!.value;
    field('message').value += 'Three clinics in Halifax.';
    await submit(form, sent);
    expect(invoke).toHaveBeenCalledTimes(1);
    const [name, { body }] = invoke.mock.calls[0]!;
    expect(name).toBe('send-contact-email');
    expect(body).toMatchObject({
      firstName: 'Ana',
      lastName: 'Tremblay',
      email: 'ana@example.com',
      phone: '',
      budget: field('budget').querySelectorAll('option')[1]!.value,
      message: 'Plan: Enterprise\n\nThree clinics in Halifax.',
      locale: 'en-CA',
    });
    expect(body).not.toHaveProperty('fax');
    const status = form.querySelector<HTMLElement>('[data-contact-status]')!;
    expect(status.textContent).toContain('Message sent successfully!');
    expect(document.activeElement).toBe(status);
    expect(shown(field('firstName'))).toBe(false);
    expect(field('firstName').value).toBe('');
    expect(field('message').value).toBe('');
  });

  it('sends a filled honeypot along as fax', async () => {
    const { root, form, field } = page('/contact');
    enhanceContactForm(root);
    field('firstName').value = 'Bot';
    field('lastName').value = 'Bot';
    field('email').value = 'bot@example.com';
    field('message').value = 'Buy links';
    form.querySelector<HTMLInputElement>('input[name="fax"]')!.value = '555-0100';
    await submit(form, sent);
    expect(invoke.mock.calls[0]![1].body).toMatchObject({ fax: '555-0100' });
  });

  it('says a failed send as an alert, keeping what was typed', async () => {
    invoke.mockResolvedValue({ error: new Error('down') });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root, form, field } = page('/fr/nous-joindre');
    enhanceContactForm(root);
    field('firstName').value = 'Ana';
    field('lastName').value = 'Tremblay';
    field('email').value = 'ana@example.com';
    field('message').value = 'Bonjour';
    await submit(form, sent);
    expect(invoke.mock.calls[0]![1].body).toMatchObject({ locale: 'fr-CA' });
    const alert = form.querySelector('[data-contact-alert]');
    expect(shown(alert)).toBe(true);
    expect(alert?.textContent).toContain('@');
    expect(field('firstName').value).toBe('Ana');
    errors.mockRestore();
  });
});

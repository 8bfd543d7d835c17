// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterForm } from './NewsletterForm';
import { showNewsletterState, type NewsletterFormState } from './newsletterFormBehaviour';

afterEach(cleanup);
// jsdom lays nothing out, so it has no scrollIntoView, which the error summary calls on focus.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

/** The DOM changes `showNewsletterState(state)` makes to the rendered form. */
function writes(root: HTMLElement, state: NewsletterFormState) {
  const observer = new MutationObserver(() => {});
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  showNewsletterState(root, state);
  const records = observer.takeRecords();
  observer.disconnect();
  return records.length;
}

const idle: NewsletterFormState = { error: null, submitting: false, submitLabel: 'Subscribe' };
const refused: NewsletterFormState = {
  error: 'Enter a valid email address',
  submitting: false,
  submitLabel: 'Subscribe',
};

// The blog's newsletter flow renders its state on every keystroke; a keystroke changes none of it.
describe('showNewsletterState writes only what changed', () => {
  it('writes nothing when the state shown is the state given', () => {
    const { container } = render(<NewsletterForm />);
    writes(container, idle);
    expect(writes(container, idle)).toBe(0);
    expect(writes(container, refused)).toBeGreaterThan(0);
    expect(writes(container, refused)).toBe(0);
    expect(container.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
    expect(writes(container, idle)).toBeGreaterThan(0);
    expect(container.querySelector('input')?.hasAttribute('aria-invalid')).toBe(false);
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Subscribe');
  });
});

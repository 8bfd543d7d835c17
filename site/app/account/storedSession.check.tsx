import { afterEach, expect, it } from 'vitest';
import { storedWelcomeScript, withStoredWelcome } from '../../scripts/stored-welcome.mjs';
import { storedEmail, WELCOME_EMAIL } from './storedSession';

// The dashboard's first view names the visitor from the session auth-js keeps, before its part
// has loaded (the inline script of scripts/stored-welcome.mjs, before the first paint), and the
// part names them from the same storage (storedEmail): only a well-formed session's e-mail
// address, only as text, and the two always agree.
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

const session = (user: unknown) => JSON.stringify({ access_token: 'token', user });

/** The prerendered slot with the script after it, as the postbuild writes it; runs the script. */
function prerenderedAndFilled() {
  document.body.innerHTML = withStoredWelcome(
    `<main><div data-welcome="Welcome back, ${WELCOME_EMAIL}"><p role="status">Loading...</p></div></main>`,
  );
  const script = document.querySelector('script');
  expect(script?.textContent).toBe(storedWelcomeScript);
  // innerHTML never runs a script: run its text as the browser would, on its own element.
  new Function('document', storedWelcomeScript)({ currentScript: script });
  return document.querySelector('p');
}

const cases = [
  session({ email: 'ana@example.com' }),
  session({ email: '<b>x</b>@example.com' }),
  session({}),
  session(null),
  session({ email: 42 }),
  session({ email: '' }),
  '{',
  'null',
  '[]',
  '"text"',
];

it('reads the e-mail address of the one stored session', () => {
  expect(storedEmail()).toBeNull();
  localStorage.setItem('sb-127-auth-token', session({ email: 'ana@example.com' }));
  expect(storedEmail()).toBe('ana@example.com');
});

it('reads nothing from a session without an address, a broken one or two of them', () => {
  for (const value of [session({}), session(null), session({ email: 42 }), '{', 'null', '[]']) {
    localStorage.setItem('sb-127-auth-token', value);
    expect(storedEmail(), value).toBeNull();
  }
  localStorage.setItem('sb-127-auth-token', session({ email: 'ana@example.com' }));
  localStorage.setItem('sb-example-auth-token', session({ email: 'bo@example.com' }));
  expect(storedEmail()).toBeNull();
  expect(prerenderedAndFilled()?.textContent).toBe('Loading...');
});

it('fills the welcome line before the part with the address as text, and leaves Loading... without one', () => {
  expect(prerenderedAndFilled()?.textContent).toBe('Loading...');
  localStorage.setItem('sb-127-auth-token', session({ email: '<b>x</b>@example.com' }));
  const line = prerenderedAndFilled();
  expect(line?.textContent).toBe('Welcome back, <b>x</b>@example.com');
  expect(line?.children).toHaveLength(0);
});

it('names the same visitor as the part, whatever is stored', () => {
  for (const value of cases) {
    localStorage.setItem('sb-127-auth-token', value);
    const email = storedEmail();
    expect(prerenderedAndFilled()?.textContent, value).toBe(
      email ? `Welcome back, ${email}` : 'Loading...',
    );
  }
});

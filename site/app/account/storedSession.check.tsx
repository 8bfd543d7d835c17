import { afterEach, expect, it } from 'vitest';
import { showStoredWelcome, storedEmail } from './storedSession';

// The dashboard's first view names the visitor from the session auth-js keeps, before its part
// has loaded: only a well-formed session's e-mail address, and only as text.
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

const session = (user: unknown) => JSON.stringify({ access_token: 'token', user });
const prerendered = () => {
  document.body.innerHTML =
    '<div data-welcome="Welcome back, {email}"><p role="status">Loading...</p></div>';
  return document.querySelector('p');
};

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
});

it('fills the welcome line with the address as text, and leaves Loading... without one', () => {
  const line = prerendered();
  showStoredWelcome(document);
  expect(line?.textContent).toBe('Loading...');
  localStorage.setItem('sb-127-auth-token', session({ email: '<b>x</b>@example.com' }));
  showStoredWelcome(document);
  expect(line?.textContent).toBe('Welcome back, <b>x</b>@example.com');
  expect(line?.children).toHaveLength(0);
});

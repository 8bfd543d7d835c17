// The account journey outside Chromium, on the embedded backend and its local inbox (MailDev):
// sign up on /auth, open the mailed confirmation link in the same browser (PKCE: only the browser
// that asked holds the verifier that exchanges the link's code), choose the password (the one
// typed at sign-up is void once the address is proven: SECURITY.md), and reach the dashboard.
import { texts } from '@northbeam/flows';
import { expect, test } from 'vitest';
import { PASSWORD, uniqueEmail, verifyLink, waitForMailIn } from '../account/inbox';
import { until, type JourneyTools } from './harness';

export function accountJourney(
  { engine, page, open, tag, button, location }: JourneyTools,
  inbox: () => string,
) {
  /** Tags the input a label names (its own text, less the required star), to type into. */
  const field = (label: string) =>
    tag(
      `return [...document.querySelectorAll('label')].find((l) =>
         [...l.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim() === arguments[0])?.control`,
      [label],
    );
  const heading = (text: string) =>
    until(
      () =>
        page().run<boolean>(
          `return [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === arguments[0])`,
          [text],
        ),
      15_000,
      `the '${text}' heading`,
    );
  const bodyText = () => page().run<string>(`return document.body.innerText`);

  test('sign up, confirm by the mailed link in this browser, choose a password, see the dashboard', async () => {
    const email = uniqueEmail(`engines-${engine}`);
    await page().resize(1280, 900);
    await open('/auth')();
    // The card shows once the page has looked for a stored session.
    await heading('Welcome Back');
    await page().click(await button('body', "Don't have an account? Sign up"));
    await heading('Create Account');
    await page().type(await field('Full Name'), 'Ada Tremblay');
    await page().type(await field('Email'), email);
    await page().type(await field('Password'), PASSWORD);
    await page().click(await button('body', 'Sign Up'));
    await until(
      () =>
        page().run<boolean>(`return document.body.innerText.includes(arguments[0])`, [
          texts.auth.signUpSuccessDescription,
        ]),
      10_000,
      'the sign-up toast',
    );

    const link = verifyLink(await waitForMailIn(inbox(), email, /Confirm Your Signup/));
    await open(link)();
    await heading('Choose a new password');
    await page().type(await field('New password'), PASSWORD);
    await page().click(await button('body', 'Update password'));
    await until(async () => (await location()) === '/dashboard', 10_000, 'the dashboard');
    await until(
      async () => (await bodyText()).includes(`Welcome back, ${email}`),
      10_000,
      `'Welcome back, ${email}'`,
    );
    expect(await bodyText()).toContain(`Welcome back, ${email}`);
  });
}

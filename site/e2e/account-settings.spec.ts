import type { Page } from '@playwright/test';
import {
  ageSessions,
  expect,
  PASSWORD,
  runEnv,
  showSections,
  signIn,
  submitSignIn,
  test,
  uniqueEmail,
  verifyLink,
  waitForMail,
} from './account/fixtures';

// The dashboard's account settings against the embedded backend and its inbox.

/** The settings section, scrolled to first: the dashboard's sections load when shown. */
async function settings(page: Page, name = 'Account settings') {
  await showSections(page);
  return page.getByRole('region', { name });
}

async function signOutAndIn(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/auth');
  await submitSignIn(page, email, password);
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
}

test('an e-mail change confirmed from both addresses, then a sign-in with the new one', async ({
  page,
  customer: email,
}) => {
  await signIn(page, email);
  const newEmail = uniqueEmail('moved');
  const section = await settings(page);
  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(section.getByText('Confirm the change from both addresses')).toBeVisible();
  await expect(
    section.getByText(`We sent a link to ${email} and another to ${newEmail}.`, { exact: false }),
  ).toBeVisible();

  const toOld = await waitForMail(email, /Confirm your new e-mail address/);
  const toNew = await waitForMail(newEmail, /Confirm your new e-mail address/);
  await page.goto(verifyLink(toOld));
  await page.waitForURL('**/dashboard**');
  await expect(
    (await settings(page)).getByText(
      'One address is confirmed. Follow the link sent to the other address to finish the change.',
    ),
  ).toBeVisible();

  await page.goto(verifyLink(toNew));
  await expect(page.getByText(`Welcome back, ${newEmail}`)).toBeVisible();
  await expect((await settings(page)).getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  await signOutAndIn(page, newEmail);
});

test('a password change, then a sign-in with the new password', async ({
  page,
  customer: email,
}) => {
  await signIn(page, email);
  const section = await settings(page);
  await section.getByLabel('New password').fill('a-brand-new-pass-9');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your password has been changed.')).toBeVisible();
  await signOutAndIn(page, email, 'a-brand-new-pass-9');
});

test('a password change from a sign-in over 24 h old asks for the mailed code, refuses a wrong one, then changes it', async ({
  page,
  customer: email,
}) => {
  await signIn(page, email);
  await ageSessions(email);
  const section = await settings(page);
  await section.getByLabel('New password').fill('a-day-later-pass-7');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(
    section.getByText(
      `For your security, we sent a 6-digit code to ${email}. Enter it to change your password.`,
    ),
  ).toBeVisible();
  const mailed = /\b(\d{6})\b/.exec((await waitForMail(email, /Your verification code/)).text)![1]!;

  const code = section.getByLabel('Verification code');
  await code.fill(mailed === '000000' ? '000001' : '000000');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(code).toHaveAccessibleDescription(
    'This code is not valid or has expired. Check the latest e-mail, or ask again.',
  );

  await section.getByLabel('New password').fill('a-day-later-pass-7');
  await code.fill(mailed);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your password has been changed.')).toBeVisible();
  await signOutAndIn(page, email, 'a-day-later-pass-7');
});

test('the name is saved and shown again after a reload', async ({ page, customer: email }) => {
  await signIn(page, email);
  await (await settings(page)).getByLabel('Full name').fill('Zoé Tremblay');
  await (await settings(page)).getByRole('button', { name: 'Save name' }).click();
  await expect((await settings(page)).getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect((await settings(page)).getByLabel('Full name')).toHaveValue('Zoé Tremblay');
});

test('French chosen: the dashboard becomes its French twin and the next mail is French', async ({
  page,
  customer: email,
}) => {
  await signIn(page, email);
  await (await settings(page)).getByRole('combobox', { name: /^Language/ }).selectOption('fr');
  await (await settings(page)).getByRole('button', { name: 'Save language' }).click();
  await page.waitForURL('**/fr/tableau-de-bord');
  const section = await settings(page, 'Paramètres du compte');
  await expect(section.getByRole('combobox', { name: /^Langue/ })).toHaveValue('fr');
  const newEmail = uniqueEmail('fr-moved');
  await section.getByLabel('Nouvelle adresse courriel').fill(newEmail);
  await section.getByRole('button', { name: 'Changer d’adresse' }).click();
  await expect(
    section.getByText('Confirmez le changement à partir des deux adresses'),
  ).toBeVisible();
  const mail = await waitForMail(email, /nouvelle adresse courriel/);
  expect(mail.subject).toBe('Confirmez votre nouvelle adresse courriel');
  expect(verifyLink(mail)).toContain(encodeURIComponent('/fr/tableau-de-bord'));
});

test('bad input gets a clear message and changes nothing', async ({ page, customer: email }) => {
  const other = uniqueEmail('other');
  await signIn(page, email);
  const section = await settings(page);
  const address = section.getByLabel('New e-mail address');
  const changeEmail = section.getByRole('button', { name: 'Change e-mail' });

  await address.fill('not-an-address');
  await changeEmail.click();
  await expect(address).toHaveAccessibleDescription(
    'Please enter a valid e-mail address, like name@company.ca.',
  );
  await address.fill(email.toUpperCase());
  await changeEmail.click();
  await expect(address).toHaveAccessibleDescription('This is already your e-mail address.');

  // An address another account has: refused by Auth (422 email_exists).
  await createAccount(page, other);
  await address.fill(other);
  await changeEmail.click();
  await expect(address).toHaveAccessibleDescription(
    'Another account already uses this e-mail address.',
  );

  const name = section.getByLabel('Full name');
  await name.fill('x'.repeat(5000));
  await section.getByRole('button', { name: 'Save name' }).click();
  await expect(name).toHaveAccessibleDescription(
    'Please keep your name to 100 characters or fewer.',
  );

  const password = section.getByLabel('New password');
  await password.fill('123');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(password).toHaveAccessibleDescription(
    'At least 6 characters. Please choose a password of 6 to 72 characters.',
  );
  await password.fill(PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(password).toHaveAccessibleDescription(
    'At least 6 characters. Your new password must be different from the current one.',
  );

  await page.reload();
  await expect((await settings(page)).getByLabel('Full name')).toHaveValue('');
  await expect((await settings(page)).getByText(`You sign in with ${email}.`)).toBeVisible();
  await expect(
    (await settings(page)).getByText('Confirm the change from both addresses'),
  ).toHaveCount(0);
});

/** Another confirmed account, made through the auth admin API. */
async function createAccount(page: Page, email: string) {
  const { supabase, serviceRoleKey } = runEnv();
  const res = await page.request.post(`${supabase}/auth/v1/admin/users`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    data: { email, password: PASSWORD, email_confirm: true },
  });
  expect(res.status()).toBe(200);
}

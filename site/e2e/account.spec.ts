import {
  choosePasswordFromLink,
  expect,
  payWithTestCard,
  planCard,
  runEnv,
  signIn,
  signUp,
  submitSignIn,
  test,
  toasts,
  uniqueEmail,
  verifyLink,
  waitForMail,
} from './account/fixtures';

// The whole customer journey against the embedded backend, its mail inbox and local Stripe.
test('sign up, confirm by e-mail, sign in, subscribe, manage, cancel and sign out', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('journey');

  await test.step('sign up', async () => {
    await signUp(page, email);
    await expect(toasts(page)).toContainText('Success');
  });

  await test.step('confirm with the link from the inbox (a new tab of this browser signs in with it)', async () => {
    const link = verifyLink(await waitForMail(email, /Confirm Your Signup/));
    const redirect = new URL(new URL(link).searchParams.get('redirect_to')!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${runEnv().site}/auth`);
    const mailTab = await context.newPage();
    // PKCE: the link lands on /auth with a one-use code, which supabase-js exchanges with the
    // verifier this browser kept at sign-up. The password typed at sign-up was given before the
    // address was proven, so it is void: the link's holder chooses the password, then goes on to
    // the dashboard.
    await choosePasswordFromLink(mailTab, link);
    await expect(mailTab.getByText(`Welcome back, ${email}`)).toBeVisible();
    await expect(mailTab.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await mailTab.close();
  });

  await test.step('sign in with the password', async () => {
    // The confirming tab signed this browser in: sign out first.
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await submitSignIn(page, email);
    await page.waitForURL('**/dashboard');
    await expect(toasts(page)).toContainText('Welcome back!');
    await expect(toasts(page)).toContainText('You have successfully signed in.');
    await expect(page.getByText(`Welcome back, ${email}`)).toBeVisible();
    await expect(page.getByText("You don't have an active subscription.")).toBeVisible();
    const plans = page.getByRole('region', { name: 'Available Plans' });
    for (const name of ['Starter', 'Professional', 'Enterprise']) {
      await expect(
        plans.getByRole('article', { name }).getByRole('button', { name: 'Subscribe' }),
      ).toBeVisible();
    }
    const addons = page.getByRole('region', { name: 'Add-ons' });
    await expect(addons.getByRole('button', { name: 'Add' })).toHaveCount(5);
  });

  await test.step('subscribe to Professional in the checkout tab and pay with 4242', async () => {
    const checkoutTab = context.waitForEvent('page');
    await planCard(page, 'Professional').getByRole('button', { name: 'Subscribe' }).click();
    const checkout = await checkoutTab;
    await expect(checkout.getByRole('heading', { level: 1 })).toHaveText(
      'Subscribe to Professional Plan',
    );
    await payWithTestCard(checkout);
    // The success URL refreshes the subscription straight away.
    // The plan card's line: the invoice list below it names the plan too once the invoice loads.
    await expect(
      checkout.getByRole('region', { name: 'Current Subscription' }).getByText('Professional Plan'),
    ).toBeVisible();
    await expect(checkout).toHaveURL(`${runEnv().site}/dashboard`);
    await checkout.close();
  });

  await test.step('refresh on the first tab shows the plan', async () => {
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    // The subscription card's plan (the invoice list, loaded after it, names the plan too).
    const current = page.getByRole('region', { name: 'Current Subscription' });
    await expect(current.getByText('Professional Plan')).toBeVisible();
    await expect(page.getByText(/^Active until [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const plans = page.getByRole('region', { name: 'Available Plans' });
    await expect(plans.getByRole('article', { name: 'Professional' })).toContainText('Current');
    await expect(
      plans.getByRole('article', { name: 'Professional' }).getByRole('button'),
    ).toHaveCount(0);
    for (const name of ['Starter', 'Enterprise']) {
      await expect(
        plans.getByRole('article', { name }).getByRole('button', { name: 'Upgrade' }),
      ).toBeVisible();
    }
  });

  await test.step('a portal that cannot open shows "Failed to open customer portal"', async () => {
    await page.route('**/functions/v1/customer-portal', (route) => route.abort('failed'), {
      times: 1,
    });
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(toasts(page)).toContainText('Failed to open customer portal');
  });

  await test.step('manage the subscription in the portal tab and cancel it', async () => {
    const portalTab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    const portal = await portalTab;
    await portal.getByRole('radio', { name: 'Immediately' }).check();
    await portal.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(portal.getByText('Your subscription has been canceled.')).toBeVisible();
    await portal.close();

    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await expect(page.getByText("You don't have an active subscription.")).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Current Subscription' }).getByText('Professional Plan'),
    ).toHaveCount(0);
    await expect(
      planCard(page, 'Professional').getByRole('button', { name: 'Subscribe' }),
    ).toBeVisible();
  });

  await test.step('sign out; the dashboard then sends to /auth', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });
});

test('French from the first click: sign up on /fr/connexion, the French mail, the French dashboard, checkout and portal in French', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('fr-signup');
  await signUp(page, email, 'fr-CA');

  // Auth writes the mail in the language stored at sign-up, and its link comes back in it.
  const link = verifyLink(await waitForMail(email, /Confirmez votre inscription/));
  const redirect = new URL(new URL(link).searchParams.get('redirect_to')!);
  expect(`${redirect.origin}${redirect.pathname}`).toBe(`${runEnv().site}/fr/connexion`);
  await choosePasswordFromLink(page, link, { lang: 'fr-CA' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText(`Ravis de vous revoir, ${email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir tous les forfaits' })).toHaveAttribute(
    'href',
    '/fr/forfaits',
  );

  // The plans and add-ons in French, with Quebec figures; the English names are what checkout sells.
  await expect(page.getByText('Vous n’avez aucun abonnement actif.')).toBeVisible();
  const plans = page.getByRole('region', { name: 'Forfaits offerts' });
  const professional = plans.getByRole('article', { name: 'Professionnel' });
  await expect(professional).toContainText('1\u00a0997\u00a0$');
  await expect(professional).toContainText('Rapports aux deux semaines');
  await expect(plans.getByRole('article', { name: 'Essentiel' })).toContainText('SEO de base');
  const addon = page
    .getByRole('region', { name: 'Options' })
    .getByRole('article', { name: 'Référencement bilingue (français et anglais)' });
  await expect(addon).toContainText('797\u00a0$/mois');
  await expect(page.getByText(/Keywords|Reports|\/month/)).toHaveCount(0);

  const checkoutTab = context.waitForEvent('page');
  await professional.getByRole('button', { name: /^S’abonner/ }).click();
  const checkout = await checkoutTab;
  await expect(checkout.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(checkout.getByRole('heading', { level: 1 })).toContainText('Abonnement à');
  await expect(checkout.getByText('Total à payer aujourd’hui')).toBeVisible();
  await payWithTestCard(checkout, { lang: 'fr' });
  await expect(checkout).toHaveURL(`${runEnv().site}/fr/tableau-de-bord`);
  await checkout.close();

  // Back on the first tab: the plan in French, its dates as Quebec writes them.
  await page.getByRole('button', { name: 'Actualiser', exact: true }).click();
  await expect(page.getByText('Forfait Professionnel')).toBeVisible();
  await expect(page.getByText(/^Actif jusqu’au \d{1,2}(er)? [a-zéû]+ \d{4}$/)).toBeVisible();
  await expect(
    page.getByText(/^Facturé mensuellement · Renouvellement le \d{1,2}(er)? [a-zéû]+ \d{4}$/),
  ).toBeVisible();
  await expect(professional).toContainText('Forfait actuel');
  await expect(page.getByRole('link', { name: 'Joindre le soutien' }).first()).toHaveAttribute(
    'href',
    '/fr/nous-joindre',
  );

  const portalTab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Gérer l’abonnement' }).click();
  const portal = await portalTab;
  await expect(portal.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(
    portal.getByRole('heading', { level: 1, name: 'Gérer votre facturation' }),
  ).toBeVisible();
  await expect(
    portal.getByText(/^Actif\. Se renouvelle le \d{1,2}(er)? [a-zéû]+ \d{4}\.$/),
  ).toBeVisible();
  await expect(portal.getByRole('radio', { name: 'Immédiatement' })).toBeVisible();
  await portal.close();
});

test('a French page reached with a plan choice says the plan in French, reads older links by the sold name, and ignores what it does not know', async ({
  page,
}) => {
  // What the French pricing page's « Commencer » sends: the plan by its tier id.
  await page.goto('/fr/connexion?plan=professional&billingPeriod=annual');
  // A plan choice opens Créer un compte, with the plan's price as the French page writes it.
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByText('Forfait choisi\u00a0: Professionnel')).toBeVisible();
  await expect(page.getByText('1\u00a0697\u00a0$/mois', { exact: true })).toBeVisible();
  await expect(page.getByText(/facturé annuellement/)).toBeVisible();
  await expect(page.getByText(/Professional\b/)).toHaveCount(0);
  // A link written before plans travelled by id (in a mail, a bookmark) names the plan as
  // checkout sold it, in English: still the same plan, named in French.
  await page.goto('/fr/connexion?plan=Professional&billingPeriod=annual');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByText('Forfait choisi\u00a0: Professionnel')).toBeVisible();
  await expect(page.getByText('1\u00a0697\u00a0$/mois', { exact: true })).toBeVisible();
  // A plan no pricing page offers, written as markup, and English words in place of the French
  // page's own: nothing shown or repeated, the page stays French.
  await page.goto('/fr/connexion?plan=%3Cb%3EPremium%20Gold%3C%2Fb%3E&lang=en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connexion à votre compte' }),
  ).toBeVisible();
  await expect(page.getByText(/Forfait choisi/)).toHaveCount(0);
  await expect(page.getByText(/Gold/)).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
});

test('an add-on bought from the dashboard shows Active', async ({ page, context, customer }) => {
  await signIn(page, customer);
  const addon = page
    .getByRole('region', { name: 'Add-ons' })
    .getByRole('article', { name: 'Bilingual SEO (French/English)' });
  await expect(addon).toContainText('$797');

  const checkoutTab = context.waitForEvent('page');
  await addon.getByRole('button', { name: 'Add' }).click();
  const checkout = await checkoutTab;
  await expect(checkout.getByRole('heading', { level: 1 })).toContainText(
    'Bilingual SEO (French/English)',
  );
  await payWithTestCard(checkout);
  await checkout.close();

  // The add-ons come with the subscription when the dashboard opens: one call to
  // check-subscription, no read of the tables behind it.
  const subscriptionCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const read = /^\/(functions\/v1\/check-subscription|rest\/v1\/(subscriptions|user_addons))/;
    if (read.test(pathname) && request.method() !== 'OPTIONS') subscriptionCalls.push(pathname);
  });
  await page.reload();
  await expect(addon.getByText('Active', { exact: true })).toBeVisible();
  expect(subscriptionCalls).toEqual(['/functions/v1/check-subscription']);
  await expect(addon.getByRole('button')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Add-ons' }).getByRole('button', { name: 'Add' }),
  ).toHaveCount(4);
});

test('a sign-up link opened in another browser confirms the address, and a password link from that card signs in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('elsewhere');
  await signUp(page, email);

  // The mail app of a phone: a browser without the PKCE verifier this one kept at sign-up. The
  // link proves the address (which voids the sign-up password) but its code signs nobody in.
  const phone = await browser.newContext({ baseURL: runEnv().site });
  const tab = await phone.newPage();
  await tab.goto(verifyLink(await waitForMail(email, /Confirm Your Signup/)));
  await expect(
    tab.getByRole('heading', { level: 1, name: 'Your email is confirmed' }),
  ).toBeVisible();
  await expect(
    tab.getByText(
      "To sign in, choose a password: enter your email and we'll send you a link. Open it in this browser within five minutes.",
    ),
  ).toBeVisible();
  await expect(tab.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  await tab.getByRole('textbox', { name: 'Email' }).fill(email);
  await tab.getByRole('button', { name: 'Send password link' }).click();
  await expect(toasts(tab)).toContainText('Check your email');

  await choosePasswordFromLink(tab, verifyLink(await waitForMail(email, /Reset Your Password/)));
  await expect(tab.getByText(`Welcome back, ${email}`)).toBeVisible();
  await phone.close();
});

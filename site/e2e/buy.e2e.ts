import { expect, test, type Page } from '@playwright/test';
import { ready } from './ready';

// The path to buy (issue 30): from the proof to a plan, to Create Account with the plan's price;
// the contract plans' 'Talk to us'; every audit button on the contact form's heading.

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('from the home page’s proof to a case study, to pricing: Professional annual opens Create Account with its price', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'What Our Clients Say' })
    .getByRole('link', { name: 'Read the case study' })
    .click();
  await expect(page).toHaveURL(/\/case-studies\/toronto-dental-clinic$/);
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await ready(page);

  await page.getByRole('radio', { name: /Annual/ }).check();
  const professional = page.getByRole('article', { name: 'Professional' });
  // The annual view shows what the year comes to: twelve months at $1,697.
  await expect(professional.getByText('$20,364 a year')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Starter' })).toContainText('$10,164 a year');
  const getStarted = professional.getByRole('link', { name: 'Get Started: Professional' });
  // The island wrote the annual destination on the link as the period changed.
  await expect(getStarted).toHaveAttribute(
    'href',
    '/auth?plan=professional&returnTo=%2Fpricing&billingPeriod=annual',
  );
  await getStarted.click();

  await page.waitForURL('**/auth?plan=professional&returnTo=%2Fpricing&billingPeriod=annual');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);
  await expect(page.getByText('Selected Plan: Professional')).toBeVisible();
  await expect(page.getByText('$1,697/month', { exact: true })).toBeVisible();
  await expect(page.getByText(/billed annually/)).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeVisible();
});

test('Enterprise’s and Custom Enterprise’s “Talk to us” open the form with the plan named, focus on its heading', async ({
  page,
}) => {
  for (const [plan, link] of [
    ['Enterprise', 'Talk to us: Enterprise'],
    ['Custom Enterprise', 'Talk to us: Custom Enterprise'],
  ] as const) {
    await page.goto('/pricing');
    await ready(page);
    await page.getByRole('article', { name: plan }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(/\/contact\?plan=[a-z-]+#audit$/);
    await ready(page);
    const form = page.getByRole('form', { name: 'Request Your Free Audit' });
    await expect(form.getByRole('paragraph').filter({ hasText: `Plan: ${plan}` })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue(`Plan: ${plan}\n\n`);
    await expect.poll(() => focusedText(page)).toBe('Request Your Free Audit');
  }
  // The query is read safely: anything but a plan sold by contract is ignored.
  for (const query of ['starter', '<b>Gold</b>', 'Enterprise', '']) {
    await page.goto(`/contact?plan=${encodeURIComponent(query)}#audit`);
    await ready(page);
    await expect(page.getByRole('paragraph').filter({ hasText: /^Plan: / })).toHaveCount(0);
    await expect(page.getByLabel('Message')).toHaveValue('');
  }
});

test('the audit form says what the audit holds; every audit button puts focus on the form’s heading', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Request Your Free Audit' });
  await expect(form.getByRole('listitem')).toHaveCount(3);
  await expect(form.getByText(/within 3 business days/)).toBeVisible();

  const pages = [
    '/',
    '/services',
    '/about',
    '/pricing',
    '/why-aeo-essential',
    '/why-ai-seo-essential',
    '/toronto-seo',
  ];
  let buttons = 0;
  for (const path of pages) {
    await page.goto(path);
    const links = page.getByRole('link', { name: /audit/i });
    const count = await links.count();
    expect(count, path).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await page.goto(path);
      const link = page.getByRole('link', { name: /audit/i }).nth(index);
      await expect(link, path).toHaveAttribute('href', '/contact#audit');
      await link.click();
      await expect(page).toHaveURL(/\/contact#audit$/);
      await ready(page);
      await expect.poll(() => focusedText(page), path).toBe('Request Your Free Audit');
      buttons += 1;
    }
  }
  expect(buttons).toBeGreaterThanOrEqual(pages.length);
});

test('“Compare All Plans” leads to a comparison table of every feature across the plans', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Compare All Plans' }).click();
  await expect(page).toHaveURL(/\/pricing#compare$/);
  const table = page.getByRole('table', { name: /^Every feature of each plan/ });
  await expect(table).toBeInViewport();
  const columns = table.getByRole('columnheader');
  await expect(columns).toHaveText([
    'Feature',
    'Starter$997/month',
    'Professional$1,997/month',
    'Enterprise$3,997/month',
    'Custom EnterpriseCustom pricing',
  ]);
  // AEO from Professional up, GEO from Enterprise; each mark read as a word (the dash is hidden).
  const cells = (feature: RegExp) => table.getByRole('row', { name: feature }).getByRole('cell');
  await expect(cells(/^AEO answer optimization/)).toHaveText([
    '—Not included',
    'Included',
    'Included',
    'Included',
  ]);
  await expect(cells(/^GEO entity and brand/)).toHaveText([
    '—Not included',
    '—Not included',
    'Included',
    'Included',
  ]);
  await expect(cells(/^Target keywords/)).toHaveText(['5', '15', '50+', 'Unlimited']);
});

test('in French: Professionnel annuel opens « Créer un compte » with its price; « Parlez-nous » names the plan', async ({
  page,
}) => {
  await page.goto('/fr/forfaits');
  await ready(page);
  await page.getByRole('radio', { name: /Annuel/ }).check();
  const professional = page.getByRole('article', { name: 'Professionnel' });
  await expect(professional.getByText('20\u00a0364\u00a0$ par année')).toBeVisible();
  const commencer = professional.getByRole('link', { name: /^Commencer/ });
  await expect(commencer).toHaveAttribute(
    'href',
    '/fr/connexion?plan=professional&returnTo=%2Ffr%2Fforfaits&billingPeriod=annual',
  );
  await commencer.click();
  await page.waitForURL(
    '**/fr/connexion?plan=professional&returnTo=%2Ffr%2Fforfaits&billingPeriod=annual',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByText('1\u00a0697\u00a0$/mois', { exact: true })).toBeVisible();
  await expect(page.getByText(/facturé annuellement/)).toBeVisible();

  await page.goto('/fr/forfaits');
  await ready(page);
  await page
    .getByRole('article', { name: 'Entreprise', exact: true })
    .getByRole('link', { name: /^Parlez-nous/ })
    .click();
  await expect(page).toHaveURL(/\/fr\/nous-joindre\?plan=enterprise#audit$/);
  await ready(page);
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'Forfait\u00a0: Entreprise' }),
  ).toBeVisible();
  await expect.poll(() => focusedText(page)).toBe('Demandez votre audit gratuit');
});

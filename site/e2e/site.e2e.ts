import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { articles } from '../app/content/blog';
import { cities } from '../app/content/cities';
import { cityPage, frenchCityPage } from '../app/content/cityPage';
import { articles as frArticles } from '../app/content/fr/blog';
import { frCities } from '../app/content/fr/cities';
import { legalDocs as frLegalDocs } from '../app/content/fr/legal';
import * as frProof from '../app/content/fr/proof';
import * as enProof from '../app/content/proof';
import { casePath, frenchArticlePath, frenchCityPath } from '../app/content/routeTwins';
import { frPercent } from '../app/lib/frenchTypography';
import { publicPaths } from '../app/content/publicRoutes';
import { ready, started } from './ready';

const routes = publicPaths();

/** The options a suite running this file sets in its project's `use`. */
export interface RouteWalkOptions {
  /**
   * Whether the route walk scans each page with axe. The public suite does. A static host's run
   * of this file (e2e/hosts/playwright.config.ts) turns it off: the host serves the same files, so
   * the same markup, and what a host could change (a page that fails to load or hydrate, a status)
   * the walk still checks on it.
   */
  axeScan: boolean;
}

const test = base.extend<RouteWalkOptions>({ axeScan: [true, { option: true }] });

/** What a visitor must see on each page (exact spec texts). */
const keyText: Record<string, string> = {
  '/': 'Start Your Growth Journey',
  '/services': 'Content Strategy and Creation',
  '/about': 'Meet the Team',
  '/contact': 'Send Message',
  '/pricing': 'Custom Enterprise',
  '/why-aeo-essential': '4.2B',
  '/why-ai-seo-essential': '10,000+',
  '/blog': 'Subscribe to Newsletter',
  '/privacy': 'January 3, 2025',
  '/terms': '30 days written notice',
};
for (const article of articles) keyText[`/blog/${article.id}`] = article.title;
// 'View {City} Packages' on the English pages, 'Voir les forfaits pour {ville}' on the French ones.
for (const city of cities) keyText[`/${city.slug}`] = cityPage(city).banner.secondary.label;
// The French edition: each page's own French text.
Object.assign(keyText, {
  '/fr': 'Lancer ma croissance',
  '/fr/services': 'Stratégie et création de contenu',
  '/fr/a-propos': 'Notre équipe',
  '/fr/nous-joindre': 'Demandez votre audit gratuit',
  '/fr/forfaits': 'Entreprise sur mesure',
  '/fr/pourquoi-aeo-essentiel': '4,2 milliards',
  '/fr/pourquoi-seo-ia-essentiel': 'Ce que coûte l’attente',
  '/fr/blogue': 'Articles récents',
});
for (const article of frArticles) keyText[frenchArticlePath(article.id)] = article.title;
for (const doc of frLegalDocs) keyText[doc.path] = doc.title;
// The case studies: the list page's title and each case's own title, in each language.
keyText['/case-studies'] = enProof.proofTexts.casesPage.title;
keyText['/fr/etudes-de-cas'] = frProof.proofTexts.casesPage.title;
for (const study of enProof.caseStudies) keyText[casePath('en-CA', study.slug)] = study.title;
for (const study of frProof.caseStudies) keyText[casePath('fr-CA', study.slug)] = study.title;
for (const french of frCities) {
  const city = cities.find((candidate) => candidate.slug === french.slug)!;
  keyText[frenchCityPath(city.slug)] = frenchCityPage(city, french).banner.secondary.label;
}

/** Console errors and React warnings (hydration mismatches included) seen while a page runs. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  const onMessage = (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match|warning:/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  };
  page.on('console', onMessage);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

// In three parts, so that each stays well within its time on a loaded machine (about 90 routes,
// each loaded and scanned by axe).
const routeParts = 3;
for (let part = 0; part < routeParts; part += 1) {
  const mine = routes.filter((_, index) => index % routeParts === part);
  test(`every public route shows its key content, hydrates cleanly, and passes axe in the public suite (part ${part + 1} of ${routeParts})`, async ({
    page,
    axeScan,
  }) => {
    test.setTimeout(300_000);
    const problems = watchConsole(page);
    for (const route of mine) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await started(page);
      await expect(page.locator('main'), route).toContainText(keyText[route]!);
      if (!axeScan) continue;
      // The header and footer are the same on every page: scan them fully once, then main only.
      const axe = new AxeBuilder({ page });
      if (route !== '/') axe.include('main');
      const results = await axe.analyze();
      const violations = results.violations.map(
        (violation) =>
          `${route}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`,
      );
      expect(violations, route).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}

// WCAG 2.2 1.4.10 Reflow: at 320 CSS px wide a page reads without scrolling sideways. Content that
// needs two dimensions (the plan comparison table) scrolls inside its own region, and nothing in
// it may push the page wider: an absolutely positioned element (a visually hidden word) whose
// containing block is outside that region escapes its clip and widens the whole document.
test('every public route and /auth reflow at 320 CSS px: the page itself never scrolls sideways', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  const wide: string[] = [];
  // The public routes and the account area's sign-in page (the dashboard needs a session: the
  // account suite walks it).
  for (const route of [...routes, '/auth']) {
    await page.goto(route);
    await started(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wide.push(`${route}: ${width} px`);
  }
  expect(wide).toEqual([]);
  await context.close();
});

test('prerendered pages work without JavaScript: content and links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/toronto-seo');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Toronto');
  await expect(page.getByText('2.8M+')).toBeVisible();
  await page.locator('footer').getByRole('link', { name: 'Halifax' }).click();
  await expect(page).toHaveURL(/\/halifax-seo$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Halifax');
  await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('main')).toContainText('$1,997');
  await context.close();
});

test('header dropdowns and footer navigate on the client', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await ready(page);
  const header = page.getByRole('banner');
  const services = header.getByRole('button', { name: 'Services' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await header.getByRole('link', { name: 'Why AEO is Essential' }).click();
  await expect(page).toHaveURL(/\/why-aeo-essential$/);
  // A content page is a document navigation: its menus work once its island has started.
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Why AEO is Essential for Canadian Businesses',
  );
  // Choosing a link closes the menu it came from.
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await header.getByRole('button', { name: 'Cities' }).click();
  await header.getByRole('link', { name: 'Quebec City' }).click();
  await expect(page).toHaveURL(/\/quebec-city-seo$/);
  await expect(header.getByRole('link', { name: 'Quebec City' })).toBeHidden();
  await expect(page.locator('main')).toContainText(frPercent(25));
  // The document language follows the page on client navigation; the English chrome keeps its own.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(header).toHaveAttribute('lang', 'en-CA');
  await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('main')).toContainText('Ontario');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await page.locator('footer').getByRole('link', { name: 'Cambridge' }).click();
  await expect(page).toHaveURL(/\/cambridge-seo$/);
  await expect(page.locator('main')).toContainText('Innovation Hub');
  expect(problems).toEqual([]);
});

test('the mobile menu opens and navigates', async ({ page }) => {
  // Every console message: the menu button must act once (the platform's invoker command where it
  // has one, the script's fallback only where it has none), or Chromium warns of a second open.
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await ready(page);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menuButton.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await expect(menu).toBeVisible();
  expect(messages.filter((text) => /dialog/i.test(text))).toEqual([]);
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('main')).toContainText(articles[0]!.title);
});

test('pricing shows annual prices and sends a visitor to /auth with the chosen plan', async ({
  page,
}) => {
  await page.goto('/pricing');
  await ready(page);
  const main = page.locator('main');
  await expect(main).toContainText('$997');
  await page.getByRole('radio', { name: /Annual/ }).check();
  await expect(main).toContainText('Save 15% with annual billing!');
  for (const price of ['$847', '$1,697', '$3,397']) await expect(main).toContainText(price);
  await expect(main.getByText('/month (billed annually)')).toHaveCount(3);
  // One on the toggle's annual option, one on each priced plan.
  await expect(main.getByText('15% off')).toHaveCount(4);
  await page
    .getByRole('article', { name: 'Professional' })
    .getByRole('link', { name: 'Get Started: Professional' })
    .click();
  // /pricing runs no router: the choice travels in the query of a document navigation.
  await expect(page).toHaveURL(/\/auth\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    plan: 'professional',
    returnTo: '/pricing',
    billingPeriod: 'annual',
  });
  await expect(page.getByText('Selected Plan: Professional')).toBeVisible();
});

test('the four ROI figures on /pricing fill their rows: four in a row or two and two, never 3 + 1', async ({
  page,
}) => {
  for (const width of [390, 820, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    const tops = await page
      .locator('[aria-labelledby="roi-heading"]')
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops, `at ${width} px`).toHaveLength(4);
    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect([[4], [2, 2]], `rows at ${width} px: ${rows.join(' + ')}`).toContainEqual(rows);
  }
});

test('unknown paths get the 404 page, unknown blog ids go back to the blog', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  expect(messages.some((text) => text.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main')).toContainText('Start Your Growth Journey');

  await page.goto('/blog/42');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main')).toContainText(articles[2]!.title);
});

test('French: the switcher goes to the twin and back; unknown paths under /fr/ get the French 404', async ({
  page,
}) => {
  await page.goto('/fr/forfaits');
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des forfaits de référencement simples et transparents',
  );
  const toEnglish = page.getByRole('link', { name: 'English', exact: true });
  await expect(toEnglish).toHaveAttribute('hreflang', 'en-CA');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await ready(page);
  await page.getByRole('link', { name: 'Français', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/forfaits$/);

  const response = await page.goto('/fr/pas-de-telle-page');
  expect(response?.status()).toBe(404);
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Oups\u202F! Cette page est introuvable$/,
  );
  // From a 404 the switcher goes to the other language's home page.
  await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('main')).toContainText('Lancer ma croissance');
  // An unknown path elsewhere stays English.
  expect((await page.goto('/pas-de-telle-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});

test('French: home to its English twin and back; the contact form answers in French and sends fr-CA', async ({
  page,
}) => {
  await page.goto('/fr');
  await ready(page);
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await ready(page);
  await page.getByRole('link', { name: 'Français', exact: true }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('main')).toContainText('Lancer ma croissance');

  // The form is an acting part (a React root of its own): its labels, notices and what it sends
  // follow the page's language. No backend in this suite: the function's answer is a 200.
  const sent: unknown[] = [];
  await page.route('**/functions/v1/send-contact-email', async (route) => {
    const request = route.request();
    const cors = {
      'Access-Control-Allow-Origin': (await request.headerValue('origin')) ?? '*',
      'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    sent.push(request.postDataJSON());
    return route.fulfill({
      status: 200,
      headers: { ...cors, 'Content-Type': 'application/json' },
      body: JSON.stringify({ success: true }),
    });
  });
  await page.goto('/fr/nous-joindre');
  await ready(page);
  // A blank-looking last name is empty to the flow's check, named in the error summary.
  await page.getByLabel('Prénom').fill('Ada');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('   ');
  await page.getByLabel('Courriel').fill('ada@example.com');
  await page.getByLabel('Message').fill('Nous voulons du référencement local à Laval.');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const summary = page.getByRole('alert').filter({
    hasText: 'Veuillez remplir les champs obligatoires',
  });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(
    'Le prénom, le nom, le courriel et le message sont obligatoires.',
  );
  await summary.getByRole('link', { name: 'Entrez votre nom' }).click();
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toBeFocused();
  expect(sent).toEqual([]);

  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lovelace');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Message envoyé\u202f!')).toBeVisible();
  await expect(
    page.getByText(
      'Nous vous répondrons d’ici 24 heures avec une stratégie de référencement sur mesure.',
    ),
  ).toBeVisible();
  expect(sent).toEqual([
    expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', locale: 'fr-CA' }),
  ]);
});

test('an empty contact submit shows the error summary, whose links move focus to each field', async ({
  page,
}) => {
  await page.goto('/contact');
  await ready(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  // No browser bubble (novalidate): the flow's summary, titled with the spec's notice, takes focus.
  const summary = page.getByRole('alert').filter({ hasText: 'Please fill in required fields' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('First name, last name, email, and message are required.');
  const fields = [
    ['Enter your first name', 'First Name'],
    ['Enter your last name', 'Last Name'],
    ['Enter your email address', 'Email'],
    ['Enter your message', 'Message'],
  ] as const;
  await expect(summary.getByRole('link')).toHaveText(fields.map(([message]) => message));
  for (const [message, label] of fields) {
    const field = page.getByLabel(new RegExp(`^${label}`));
    await expect(field).toHaveAttribute('required', '');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await summary.getByRole('link', { name: message }).click();
    await expect(field).toBeFocused();
  }
  // A blank-looking last name is still empty; a malformed address is named on its own.
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('   ');
  await page.getByLabel('Email').fill('ada@');
  await page.getByLabel('Message').fill('We need local SEO in Guelph.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your last name',
    'Enter an email address like name@example.com',
  ]);
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid');
});

test('/contact marks its sample phone number and states one reply time, in both languages', async ({
  page,
}) => {
  for (const [path, call, mark, hero, note] of [
    ['/contact', 'Call Us', 'Sample', 'a first reply within 4 hours', 'First reply within 4 hours'],
    [
      '/fr/nous-joindre',
      'Par téléphone',
      'Exemple',
      'une première réponse en moins de 4 heures',
      'Première réponse en moins de 4 heures',
    ],
  ] as const) {
    await page.goto(path);
    const callCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: call }) });
    await expect(callCard.locator('[data-sample]')).toHaveText(new RegExp(`^${mark}`));
    await expect(callCard.locator('[data-sample]')).toBeVisible();
    await expect(page.locator('main')).toContainText(hero);
    await expect(page.locator('main')).toContainText(note);
  }
});

test('serves security headers and the sitemap', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  // Scripts come from the site only, and three inline texts, the same in every build, by hash: the
  // content pages' after-paint starter and speculation rules, the dashboard's welcome line.
  expect(csp.split('; ')).toContainEqual(
    expect.stringMatching(/^script-src 'self' 'inline-speculation-rules'( 'sha256-[\w+/]+=*'){3}$/),
  );
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/trois-rivieres-seo</loc>');
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/*
 * The French edition: the site built with the one setting `locale` in src/content.ts set to
 * 'fr-CA' (scripts/test-agency-starter.mjs builds it that way after the English run). A visitor
 * reads French headings, the components' own words in French, lang="fr-CA", and no English.
 */

const pages = [
  {
    path: '/',
    heading: 'Soyez l’entreprise qu’on trouve, de la baie de Galway au port de Cork',
    texts: ['Voir nos forfaits', 'Les villes où nous travaillons', 'Ailleurs en Irlande?'],
  },
  {
    path: '/pricing',
    heading: 'Des forfaits pour les entreprises de toutes tailles',
    texts: ['Période de facturation', 'Notre forfait le plus choisi', 'Demander une soumission'],
  },
  {
    path: '/contact',
    heading: 'Écrivez à Harbourline',
    texts: ['Ville la plus proche', 'Budget mensuel', 'Envoyer la demande'],
  },
  {
    path: '/cities/galway',
    heading: 'Visibilité en ligne à Galway, depuis le quai',
    texts: ['Comté de Galway', 'Visiteurs par année'],
  },
];

/** What the English build shows in its header, footer and pages: none of it on a French page. */
const english =
  /\b(Skip to content|Pricing|Contact|Cities|Company|Where we work|Talk to us|See our|Plans for|per month|Send enquiry|Nearest city|Monthly|Yearly|Book a free|All rights reserved|Previous|Next|Loading)\b/;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  const lang = await page.evaluate(() => document.documentElement.lang);
  test.skip(lang !== 'fr-CA', `built in ${lang}: set locale to 'fr-CA' in src/content.ts`);
});

for (const { path, heading, texts } of pages) {
  test(`fr-CA ${path}: French headings and texts, lang="fr-CA", no English, axe`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle('Harbourline Digital : référencement en Irlande');
    await expect(page.getByRole('link', { name: 'Passer au contenu' })).toBeAttached();
    const body = await page.locator('body').innerText();
    expect(body.match(english)).toBeNull();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('fr-CA /pricing: euro figures in the fr-CA format', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText(/390\s€/u).first()).toBeVisible();
});

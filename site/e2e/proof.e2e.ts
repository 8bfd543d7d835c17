import { expect, test } from '@playwright/test';

test('the home page’s proof leads to its case study, its figures defined and marked as a sample', async ({
  page,
}) => {
  await page.goto('/');
  const proof = page.getByRole('region', { name: 'What Our Clients Say' });
  await expect(proof.getByText('Dr. Anita Rao')).toBeVisible();
  await expect(proof.getByText('Rated 4.9 out of 5 from 127 reviews')).toBeVisible();
  await expect(proof.locator('[data-sample]').first()).toHaveText(/^Sample/);
  await proof.getByRole('link', { name: 'Read the case study' }).click();

  await expect(page).toHaveURL(/\/case-studies\/toronto-dental-clinic$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A Toronto dental clinic cited in AI answers',
  );
  const results = page.getByRole('table', { name: /^Results/ });
  await expect(results.getByRole('rowheader', { name: /^AI-answer citations/ })).toContainText(
    'across 50 tracked questions',
  );
  await expect(results.getByRole('row', { name: /^Organic sessions/ })).toContainText('4,300');
  await page.getByRole('link', { name: 'All case studies' }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(
    page.getByRole('link', { name: 'A Montréal law firm found in both languages' }),
  ).toBeVisible();
});

test('the French case study is French, with the figures in fr-CA and the sample mark', async ({
  page,
}) => {
  await page.goto('/fr/etudes-de-cas/toronto-dental-clinic');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('[data-sample]').first()).toHaveText(/^Exemple/);
  await expect(page.getByRole('row', { name: /^Sessions organiques/ })).toContainText('4\u00a0300');
});

test('a city page shows its own client or its province’s, and none where the region has none', async ({
  page,
}) => {
  // The Quebec pages lead in French at their spec URLs: the band speaks the page's language.
  await page.goto('/montreal-seo');
  await expect(page.getByRole('region', { name: 'Ce que disent nos clients' })).toContainText(
    'Julien Gagnon',
  );
  await page.goto('/quebec-city-seo');
  await expect(page.getByRole('region', { name: 'Ce que disent nos clients' })).toContainText(
    'Julien Gagnon',
  );
  await page.goto('/calgary-seo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What Our Clients Say' })).toHaveCount(0);
});

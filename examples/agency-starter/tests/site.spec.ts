import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const pages = [
  {
    name: 'home',
    path: '/',
    heading: 'Be the business people find, from Galway Bay to Cork Harbour',
  },
  { name: 'pricing', path: '/pricing', heading: 'Plans for every size of business' },
  { name: 'contact', path: '/contact', heading: 'Talk to Harbourline' },
  {
    name: 'city-galway',
    path: '/cities/galway',
    heading: 'Galway Search Visibility, Built on the Quay',
  },
];

/** Harbourline's colours as the browser reports them. */
const brand = {
  background: 'rgb(251, 248, 243)',
  primary: 'rgb(11, 110, 105)',
  surfaceInverse: 'rgb(18, 51, 58)',
  text: 'rgb(20, 35, 42)',
};

/** The library's default brand: none of it may show on Harbourline's pages. */
const defaultBrand = [
  'rgb(30, 64, 175)', // primary
  'rgb(30, 58, 138)', // primary hover
  'rgb(11, 31, 58)', // inverse surface
  'rgb(15, 23, 42)', // text
  'rgb(71, 85, 105)', // muted text
  'rgb(15, 118, 110)', // accent
];

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

for (const { name, path, heading } of pages) {
  test(`${name}: Harbourline's colours and fonts, none of the default brand`, async ({ page }) => {
    await open(page, path, heading);
    const styles = await page.evaluate(() => {
      const h1 = document.querySelector('h1');
      const main = document.querySelector('main');
      return {
        bodyBackground: getComputedStyle(document.body).backgroundColor,
        headingFont: h1 ? getComputedStyle(h1).fontFamily : '',
        bodyFont: main ? getComputedStyle(main).fontFamily : '',
        // Both fonts come from the @fontsource packages bundled with the site, not the system.
        fraunces: document.fonts.check('700 32px Fraunces'),
        workSans: document.fonts.check('400 16px "Work Sans"'),
        colours: [...document.querySelectorAll('body *')].flatMap((element) => {
          const css = getComputedStyle(element);
          return [css.color, css.backgroundColor, css.borderTopColor, css.outlineColor];
        }),
      };
    });
    expect(styles.bodyBackground).toBe(brand.background);
    expect(styles.headingFont).toMatch(/^Fraunces,/);
    expect(styles.bodyFont).toMatch(/^"Work Sans",/);
    expect(styles.fraunces).toBe(true);
    expect(styles.workSans).toBe(true);
    expect(styles.colours.filter((colour) => defaultBrand.includes(colour))).toEqual([]);
    expect(styles.colours).toContain(brand.text);
  });

  test(`${name}: axe finds no violation`, async ({ page }) => {
    await open(page, path, heading);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test(`${name}: looks as it did`, async ({ page }) => {
    await open(page, path, heading);
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true });
  });
}

test('the primary action and the inverse band wear the brand', async ({ page }) => {
  await open(page, '/', pages[0]!.heading);
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('background-color', brand.surfaceInverse);
  const plans = page.getByRole('link', { name: 'See our plans' });
  await expect(plans).toBeVisible();
  const cta = page.getByRole('link', { name: 'Get in touch' });
  await expect(cta).toHaveCSS('background-color', brand.primary);
});

test('links go through the site router: a city card opens its page without reloading', async ({
  page,
}) => {
  await open(page, '/', pages[0]!.heading);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page
    .getByRole('link', { name: /Galway/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cities\/galway$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[3]!.heading);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('pricing: the billing toggle switches every plan through the machine, in euro', async ({
  page,
}) => {
  await open(page, '/pricing', pages[1]!.heading);
  const coastline = page.getByRole('article', { name: 'Coastline' });
  await expect(coastline).toContainText('€790 per month');
  await expect(page.getByText('Pay yearly and save 20%')).toHaveCount(0);

  await page.getByRole('radio', { name: /Yearly/ }).check();
  await expect(coastline).toContainText('€632 per month, billed yearly');
  await expect(coastline.locator('s')).toHaveText('€790');
  await expect(coastline).toContainText('20% off');
  await expect(page.getByRole('article', { name: 'Harbour' })).toContainText('€312');
  await expect(page.getByText('Pay yearly and save 20%')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Atlantic' })).toContainText('Priced with you');

  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(coastline).toContainText('€790 per month');
  await expect(page.getByText('Pay yearly and save 20%')).toHaveCount(0);
});

async function fillEnquiry(page: Page) {
  await page.getByLabel('First Name').fill('Siobhán');
  await page.getByLabel('Last Name').fill('Ní Bhriain');
  await page.getByLabel('Email').fill('siobhan@example.ie');
  await page.getByLabel('Nearest city').selectOption('galway');
  await page.getByLabel('Budget per month').selectOption('500-1500');
  await page.getByLabel('Message').fill('Our bakery on Shop Street wants to be found in maps.');
}

test('contact: the enquiry reaches Harbourline’s own endpoint through the provided actor', async ({
  page,
}) => {
  await open(page, '/contact', pages[2]!.heading);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/enquiries')) posted.push(request.method());
  });
  // Empty required fields: the browser's own check stops the form before the machine sends.
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  expect(
    await page
      .getByLabel('First Name')
      .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
  ).toBe(true);
  expect(posted).toEqual([]);

  await fillEnquiry(page);
  const request = page.waitForRequest('**/api/enquiries');
  const response = page.waitForResponse('**/api/enquiries');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  expect((await request).method()).toBe('POST');
  expect((await request).postDataJSON()).toMatchObject({
    firstName: 'Siobhán',
    lastName: 'Ní Bhriain',
    email: 'siobhan@example.ie',
    city: 'galway',
    budget: '500-1500',
    message: 'Our bakery on Shop Street wants to be found in maps.',
  });
  expect((await response).status()).toBe(201);
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(
    page.getByText('Thank you. We answer every enquiry within one working day.'),
  ).toBeVisible();
  // The confirmation replaces the fields: nothing is left to send twice.
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  expect(posted).toEqual(['POST']);
});

test('contact: while sending the button waits, and a failure names Harbourline’s address', async ({
  page,
}) => {
  let release = () => {};
  await page.route('**/api/enquiries', async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.fulfill({ status: 503, body: '' });
  });
  await open(page, '/contact', pages[2]!.heading);
  await fillEnquiry(page);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByText('Error sending message')).toBeVisible();
  await expect(
    page.getByText('Please try again or contact us directly at hello@harbourline.example'),
  ).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Siobhán');
});

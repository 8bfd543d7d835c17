// The blog's newsletter form: a valid address subscribes and the whole notice shows. The island
// calls the newsletter-subscribe function of the real embedded backend, which the suite starts on
// the address the public build targets: simpler than a fake answering in the functions' wire
// format (islandStates.ts, whose regions are Playwright locators, fakes it for Chromium), and
// honest, since the request, the CORS preflight and the answer are the product's own.
import { texts } from '@northbeam/flows';
import { expect, test } from 'vitest';
import { until, type JourneyTools } from './harness';

const form = 'form[data-newsletter]';

export function newsletterJourney({ engine, page, open, button }: JourneyTools) {
  test('subscribing to the newsletter with a valid address shows "Almost there!"', async () => {
    await page().resize(1280, 900);
    await open('/blog')();
    await page().type(`${form} input[type="email"]`, `reader-${engine}-${Date.now()}@example.com`);
    await page().click(await button(form, texts.newsletter.button));
    const notice = await until(
      () =>
        page().run<string>(
          `return document.querySelector('[data-newsletter-notices]').innerText.replace(/\\s+/g, ' ').trim()`,
        ),
      10_000,
      'a notice',
    );
    expect(notice).toBe(
      `${texts.newsletter.confirmationTitle} ${texts.newsletter.confirmationDescription}`,
    );
  });
}

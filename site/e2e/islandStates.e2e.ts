import { expect, test, type Page } from '@playwright/test';
import { texts } from '@northbeam/flows';
import { islandStates, type FunctionAnswer, type IslandState } from './islandStates';
import { ready } from './ready';

/*
 * Every island of the built site in every state its machine can show, each region's full visible
 * text compared with the flows' texts (islandStates.ts holds the table). The islands' functions
 * are answered here in their wire format, so each error can be produced on demand; the real
 * backend's answers are the honeypot and account suites' business.
 */

/** Answers `name`'s calls as `answer` says; a held call is let go by the returned function. */
async function answerFunction(page: Page, name: string, answer: FunctionAnswer) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/functions/v1/${name}`, async (route) => {
    const request = route.request();
    const cors = {
      'Access-Control-Allow-Origin': (await request.headerValue('origin')) ?? '*',
      'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
      'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
      Vary: 'Origin',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (answer === 'network-error') return route.abort('failed');
    if (answer === 'held') {
      await released;
      return route.abort('failed');
    }
    return route.fulfill({
      status: answer.status,
      headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(answer.body),
    });
  });
  return release;
}

/** Opens the state's page, does what the reader does and checks every region it shows. */
async function showState(page: Page, state: IslandState) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  if (state.storedSession) {
    await page.addInitScript(() =>
      window.localStorage.setItem('sb-127-auth-token', '{"access_token":"kept"}'),
    );
  }
  const release = state.answers
    ? await answerFunction(page, state.answers.function, state.answers.answer)
    : () => {};
  await page.goto(state.path);
  await ready(page);
  await state.act?.(page);
  for (const [region, text, closed] of await state.shows(page)) {
    if (text === '') {
      // Nothing for the reader: the region is absent, hidden or empty.
      await expect
        .poll(() =>
          // A hidden element's innerText is its text content: it counts only when shown.
          region.evaluateAll((elements) =>
            elements
              .map((e) => (e.checkVisibility() ? (e as HTMLElement).innerText.trim() : ''))
              .join(''),
          ),
        )
        .toBe('');
      continue;
    }
    await expect(region).toHaveText(text, { useInnerText: true });
    if (!closed) await expect(region).toBeVisible();
  }
  const unexpected = problems.filter((problem) => !state.logs?.some((log) => log.test(problem)));
  expect(unexpected).toEqual([]);
  release();
}

for (const state of islandStates) {
  test(`${state.island}: ${state.state}`, async ({ page }) => {
    await showState(page, state);
  });
}

test('newsletter: a notice template without its description slot is reported on the built page, its title still shown', async ({
  page,
}) => {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reported.push(message.text());
  });
  // The built /blog as it would be had Notice left out the description (as it once did).
  await page.route('**/blog', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<template data-newsletter-notice-tone="success">[\s\S]*?)<p[^>]*data-slot="description"[^>]*><\/p>/,
      '$1',
    );
    await route.fulfill({ response, body: html });
  });
  const sent = islandStates.find((state) => state.state === 'confirmation sent')!;
  await answerFunction(page, sent.answers!.function, sent.answers!.answer);
  await page.goto('/blog');
  await ready(page);
  await page
    .getByRole('form', { name: 'Newsletter' })
    .getByLabel('Email address')
    .fill('reader@example.com');
  await page.getByRole('button', { name: texts.newsletter.button }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveText(
    texts.newsletter.confirmationTitle,
    { useInnerText: true },
  );
  await expect
    .poll(() => reported)
    .toContainEqual(expect.stringContaining('has no [data-slot="description"]'));
});

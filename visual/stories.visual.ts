import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

/**
 * A story's `parameters.visual`: what its picture needs that a play function cannot do. `hover`
 * is a selector (Playwright's) the real pointer rests on, since synthetic events set no CSS :hover.
 */
interface VisualParameters {
  hover?: string;
}

interface PreviewWindow {
  /** Set by .storybook/locale.tsx: shows the mounted story in another language, or back (null). */
  __setStoryLocale?: (locale: string | null) => void;
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { parameters?: { visual?: VisualParameters } };
    };
    channel: { emit(event: string, payload: unknown): void };
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const indexFile = path.join(here, '..', 'storybook-static', 'index.json');
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/**
 * French runs 20–30 % longer: the components whose layout its words can break (the header, the
 * cards, buttons, the account and pricing parts, the footer) get French baselines too, of their
 * first stories (every story of the header, whose bar holds the most words at 390 px).
 */
const frenchBaselines: Record<string, number> = {
  'Navigation/SiteHeader': Infinity,
  'Navigation/SiteFooter': 2,
  'Actions/Button': 2,
  'Account/AuthCard': 3,
  'Account/SubscriptionCard': 3,
  'Account/AddonCard': 2,
  'Account/QuickActions': 1,
  'Pricing/PlanCard': 3,
  'Pricing/PricingTeaser': 1,
  'Pricing/BillingToggle': 2,
  'Cities/CityCard': 1,
  'Forms/ContactForm': 2,
  'Forms/NewsletterForm': 2,
};
const seen = new Map<string, number>();
const frenchStories = stories.filter((story) => {
  const count = (seen.get(story.title) ?? 0) + 1;
  seen.set(story.title, count);
  return count <= (frenchBaselines[story.title] ?? 0);
});

/**
 * One preview page per worker: switching stories over Storybook's channel instead of reloading the
 * iframe keeps a run of hundreds of screenshots within a few minutes on two cores.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        baseURL,
        locale: 'en-CA',
        timezoneId: 'America/Toronto',
      });
      const page = await context.newPage();
      await page.goto(`/iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story`);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, storyId: string): Promise<string> {
  await page.waitForFunction(() =>
    Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel),
  );
  await page.evaluate((id) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
    if (preview?.currentRender?.id !== id)
      preview?.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  // Wait until Storybook has rendered this story and run its play function.
  await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && ['completed', 'finished', 'errored'].includes(render.phase ?? '');
  }, storyId);
  return page.evaluate(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '',
  );
}

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// A baseline whose story is no longer in the index would go unchecked without a word: a story
// renamed or removed, or one Storybook's indexer no longer finds (a story only counts as a
// `meta.story(...)` export, not as what a helper returns). Its baselines go with it, in a commit
// that says why.
test('every committed baseline belongs to a story the built Storybook indexes', () => {
  const named = new Set([
    ...stories.map((story) => `${story.id}.png`),
    ...frenchStories.map((story) => `${story.id}--fr-CA.png`),
  ]);
  const folder = path.join(here, '__screenshots__', test.info().project.name);
  const orphans = readdirSync(folder).filter((file) => !named.has(file));
  expect(orphans, `baselines in ${path.basename(folder)}/ without a story`).toEqual([]);
});

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((image) => {
        // A full-page screenshot shows images below the fold too, so load them all now.
        image.loading = 'eager';
        return image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            });
      }),
    );
    window.scrollTo(0, 0);
  });
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    const phase = await showStory(preview, story.id);
    expect(phase, 'the story rendered without an error').not.toBe('errored');
    await settle(preview);
    const hover = await preview.evaluate(
      () =>
        (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.visual
          ?.hover,
    );
    try {
      if (hover) await preview.locator('#storybook-root').locator(hover).first().hover();
      await expect(preview).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
    } finally {
      // Off the page again, so the next story on this worker's page is not hovered.
      if (hover) await preview.mouse.move(-1, -1);
    }
  });
}

// The story as its play left it, switched to French in place (no reload, no second play).
for (const story of frenchStories) {
  test(`${story.title} › ${story.name} › fr-CA`, async ({ preview }) => {
    const phase = await showStory(preview, story.id);
    expect(phase, 'the story rendered without an error').not.toBe('errored');
    try {
      await preview.evaluate(() => (window as PreviewWindow).__setStoryLocale?.('fr-CA'));
      await preview.waitForFunction(() => document.documentElement.lang === 'fr-CA');
      await settle(preview);
      await expect(preview).toHaveScreenshot(`${story.id}--fr-CA.png`, { fullPage: true });
    } finally {
      await preview.evaluate(() => (window as PreviewWindow).__setStoryLocale?.(null));
    }
  });
}

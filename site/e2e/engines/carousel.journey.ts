// The home page's logo carousel: its pause control, by pointer and by keyboard, stops the rows'
// motion and starts it again (WCAG 2.2.2). Motion is read where the visitor sees it, as the first
// row's position over a quarter of a second, not as the attribute the control sets.
import { expect, test } from 'vitest';
import { until, type JourneyTools } from './harness';

const carousel = '[data-logo-carousel]';
const toggle = `${carousel} button[data-logo-carousel-toggle]`;

export function carouselJourney({ page, open }: JourneyTools) {
  /** Whether the first row moves within 250 ms. */
  const moving = async () => {
    const offset = `return new DOMMatrix(getComputedStyle(document.querySelector(arguments[0] + ' [data-logo-carousel-rows] > * > *')).transform).m41`;
    const before = await page().run<number>(offset, [carousel]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const after = await page().run<number>(offset, [carousel]);
    return after !== before;
  };
  /**
   * The rows come to rest and stay there. A pause takes hold on a later animation frame (Web
   * Animations' pending pause; WebKit also settles a composited animation's reported position
   * once), so the first look may still see a step; a running row moves about 10 px in every 250 ms
   * look, so only a pause passes, and the second look proves it lasts.
   */
  const comesToRest = async (what: string) => {
    await until(async () => !(await moving()), 2_000, what);
    expect(await moving(), `${what}, a moment later`).toBe(false);
  };
  /** The label the toggle shows (its other face is display: none). */
  const label = () =>
    page().run<string>(`return document.querySelector(arguments[0]).innerText.trim()`, [toggle]);

  test('the logo carousel stops and starts by its pause control, by pointer and by keyboard', async () => {
    await page().resize(1280, 900);
    await open('/')();
    // The rows stand still for their autoplay delay (2 s), then slide.
    await until(moving, 6_000, 'the first row slides');
    expect(await label()).toBe('Pause');

    // The click leaves the pointer on the toolbar, outside the rows (a pointer on them holds them).
    await page().click(toggle);
    await until(async () => (await label()) === 'Play', 5_000, 'Play shown after the click');
    await comesToRest('still after Pause was clicked');

    await page().run(`document.querySelector(arguments[0]).focus()`, [toggle]);
    await page().press('Enter');
    await until(async () => (await label()) === 'Pause', 5_000, 'Pause shown after Enter');
    await until(moving, 2_000, 'the first row slides again after Enter');

    await page().press(' ');
    await until(async () => (await label()) === 'Play', 5_000, 'Play shown after Space');
    await comesToRest('still after Space on Pause');
  });
}

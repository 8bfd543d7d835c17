// The font stack in each engine: the body and heading text must fall back to a font of the same
// metrics class as in Chromium, or a line that fits there wraps or overflows elsewhere. Measured
// as a reference string's width in the element's own font (family, weight), set beside the widths
// of the fonts Debian provides (fonts-liberation: Arial's metrics; fonts-dejavu-core: Verdana-like,
// about 10 % wider) and of the browser's default serif, so a failure names the class each engine
// picked; the computed font-family must be the theme's stack in every engine, as in Chromium.
import { expect, test } from 'vitest';
import type { JourneyTools } from './harness';

const reference = 'The quick brown fox jumps over the lazy dog 0123456789';
/** Metrics classes by a font Debian installs for each. */
const classes = {
  'Arial metrics (Liberation Sans)': '"Liberation Sans"',
  'DejaVu Sans': '"DejaVu Sans"',
  // What a browser sets when no family of the stack resolves: never the class wanted.
  "the browser's default serif": 'serif',
};
/** Width difference allowed against Chromium's: hinting and rounding, not another font. */
const tolerance = 0.02;

export interface FontFigure {
  width: number;
  metricsClass: string;
  /** The computed font-family, as the engine writes it (quotes aside). */
  family: string;
}

export function fontJourney(
  { engine, page, open }: JourneyTools,
  chromium: Map<string, FontFigure>,
) {
  test('body and heading text fall back to a font of the same metrics class as in Chromium', async (context) => {
    await page().resize(1280, 900);
    await open('/')();
    for (const [role, selector] of [
      ['body', 'main p'],
      ['heading', 'main h1'],
    ] as const) {
      const { widths, family } = await page().run<{
        widths: Record<string, number>;
        family: string;
      }>(
        `const element = document.querySelector(arguments[0]);
         const style = getComputedStyle(element);
         const width = (family) => {
           const probe = document.createElement('span');
           probe.textContent = arguments[1];
           probe.style.cssText = 'position:absolute;white-space:nowrap;font-size:100px;font-style:normal';
           probe.style.fontFamily = family;
           probe.style.fontWeight = style.fontWeight;
           document.body.append(probe);
           const measured = probe.getBoundingClientRect().width;
           probe.remove();
           return measured;
         };
         const widths = { own: width(style.fontFamily) };
         for (const [name, family] of Object.entries(arguments[2])) widths[name] = width(family);
         return { widths, family: style.fontFamily };`,
        [selector, reference, classes],
      );
      const { own, ...candidates } = widths;
      const [metricsClass, nearest] = Object.entries(candidates).sort(
        ([, a], [, b]) => Math.abs(a - own!) - Math.abs(b - own!),
      )[0]!;
      const figure = { width: own!, metricsClass, family: family.replaceAll('"', '') };
      const what = `${role} text in ${engine} (${family}): ${JSON.stringify({ ...widths })}`;
      // The theme's stack (packages/ui/src/theme/themes.ts), a named font before the generic.
      expect(figure.family, what).toMatch(
        /^system-ui, .*DejaVu Sans, Liberation Sans, .*sans-serif$/,
      );
      expect(metricsClass, what).not.toBe("the browser's default serif");
      // Within 1 % of its class's font: the stack resolved to that class, not a stranger.
      expect(Math.abs(nearest - own!) / own!, what).toBeLessThan(0.01);
      if (engine === 'chromium') chromium.set(role, figure);
      const chromiumFigure = chromium.get(role);
      // A run of some engines without Chromium (ENGINES=webkit) has nothing to compare with.
      if (!chromiumFigure)
        return context.skip(`no Chromium figure for the ${role} text in this run`);
      expect(figure.family, what).toBe(chromiumFigure.family);
      expect(figure.metricsClass, what).toBe(chromiumFigure.metricsClass);
      expect(
        Math.abs(figure.width - chromiumFigure.width) / chromiumFigure.width,
        what,
      ).toBeLessThan(tolerance);
    }
  });
}

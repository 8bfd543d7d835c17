// Screenshots of the site in Firefox and WebKit held to baselines committed per engine
// (__screenshots__/<engine>/<name>.png), compared as the Chromium story baselines are: by
// Playwright's own comparer (pixelmatch, a pixel differs past a colour distance of 0.2), with a
// small share of differing pixels allowed for anti-aliasing. `pnpm test:engines:update` (the
// variable ENGINE_BASELINES=update) writes the baselines instead of comparing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import coreBundle from 'playwright-core/lib/coreBundle';
import utilsBundle from 'playwright-core/lib/utilsBundle';

const { PNG } = utilsBundle;
const compare = coreBundle.utils.getComparator('image/png');
/** 0.2 % of the pixels: a glyph's edge rendered a shade off, never a moved or restyled element. */
export const tolerance = { threshold: 0.2, maxDiffPixelRatio: 0.002 };
const updating = process.env.ENGINE_BASELINES === 'update';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of a screenshot inside `region` (CSS pixels, one device pixel each), cut to the image. */
export function crop(png: Buffer, region: Region): Buffer {
  const image = PNG.sync.read(png);
  const x = Math.max(0, Math.round(region.x));
  const y = Math.max(0, Math.round(region.y));
  const width = Math.min(image.width, Math.round(region.x + region.width)) - x;
  const height = Math.min(image.height, Math.round(region.y + region.height)) - y;
  if (width <= 0 || height <= 0) throw new Error(`nothing of ${JSON.stringify(region)} on screen`);
  const part = new PNG({ width, height });
  PNG.bitblt(image, part, x, y, width, height, 0, 0);
  return PNG.sync.write(part);
}

/** What differs between two PNGs beyond the tolerance, or null when they match. */
export function difference(actual: Buffer, expected: Buffer): string | null {
  return compare(actual, expected, tolerance)?.errorMessage ?? null;
}

const baselineFile = (engine: string, name: string) =>
  new URL(`__screenshots__/${engine}/${name}.png`, import.meta.url);

/**
 * Null when `actual` matches the engine's baseline `name` (or the baseline was just written);
 * otherwise what differs, with the shot and the difference image written to test-results/.
 */
export function matchBaseline(engine: string, name: string, actual: Buffer): string | null {
  const file = baselineFile(engine, name);
  if (updating) {
    mkdirSync(new URL('.', file), { recursive: true });
    writeFileSync(file, actual);
    return null;
  }
  const results = new URL(`test-results/${engine}/`, import.meta.url);
  mkdirSync(results, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(new URL(`${name}-actual.png`, results), actual);
    return `${engine}: no baseline ${name}.png (write it with pnpm test:engines:update)`;
  }
  const result = compare(actual, readFileSync(file), tolerance);
  if (!result) return null;
  writeFileSync(new URL(`${name}-actual.png`, results), actual);
  if (result.diff) writeFileSync(new URL(`${name}-diff.png`, results), result.diff);
  return `${engine} ${name}: ${result.errorMessage} (see ${results.pathname})`;
}

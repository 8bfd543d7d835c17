// The comparer the Firefox and WebKit baselines go through (baseline.ts), on a committed baseline:
// a shot as it was matches, a few stray pixels stay within the tolerance, and an element moved by
// a few pixels, a recoloured one or a page of another size fail.
import { readFileSync } from 'node:fs';
import utilsBundle from 'playwright-core/lib/utilsBundle';
import { describe, expect, test } from 'vitest';
import { crop, difference } from './baseline';

const { PNG } = utilsBundle;
// The first plan card and what is left of it (a part: decoding the whole shot takes seconds).
const baseline = crop(
  readFileSync(new URL('__screenshots__/firefox/plans-monthly-desktop.png', import.meta.url)),
  { x: 60, y: 240, width: 420, height: 300 },
);

/** The baseline with `change` made to its decoded pixels. */
function changed(change: (image: ReturnType<typeof PNG.sync.read>) => void) {
  const image = PNG.sync.read(baseline);
  change(image);
  return PNG.sync.write(image);
}

describe('the engine baselines comparer', () => {
  test('matches the same shot, and one with a few pixels a shade off', () => {
    expect(difference(baseline, baseline)).toBeNull();
    const noisy = changed((image) => {
      // 0.05 % of the pixels, each channel off by 40 of 255: anti-aliasing, not a change.
      const pixels = image.width * image.height;
      for (let n = 0; n < Math.round(pixels * 0.0005); n += 1) {
        const offset = ((n * 7919) % pixels) * 4;
        for (let channel = 0; channel < 3; channel += 1) {
          image.data[offset + channel] = Math.abs(image.data[offset + channel]! - 40);
        }
      }
    });
    expect(difference(noisy, baseline)).toBeNull();
  });

  test('fails a block of the page moved 3 px to the right', () => {
    const shifted = changed((image) => {
      // The first plan card's area, drawn again 3 px further right.
      PNG.bitblt(PNG.sync.read(baseline), image, 20, 20, 260, 280, 23, 20);
    });
    expect(difference(shifted, baseline)).toMatch(
      /pixels \(ratio [\d.]+ of all image pixels\) are different/,
    );
  });

  test('fails a recoloured element and a shot of another size', () => {
    const recoloured = changed((image) => {
      // A 120 × 40 button-sized block turned red.
      for (let y = 140; y < 180; y += 1) {
        for (let x = 40; x < 160; x += 1) {
          image.data.set([220, 0, 0, 255], (y * image.width + x) * 4);
        }
      }
    });
    expect(difference(recoloured, baseline)).toMatch(/are different/);
    const smaller = crop(baseline, { x: 0, y: 0, width: 420, height: 290 });
    expect(difference(smaller, baseline)).toMatch(
      /Expected an image 420px by 300px, received 420px by 290px/,
    );
  });
});

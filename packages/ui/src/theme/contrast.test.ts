import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { focusRingSurfaces, textPairs, uiPairs } from './contrastPairs';
import { themes } from './themes';

describe.each(Object.entries(themes))('%s theme', (_name, theme) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(3);
  });
  // The ring is the focusRing outline over a halo of `surface` (global.css.ts).
  it.each(focusRingSurfaces)('the focus ring reaches 3:1 on %s', (surface) => {
    const ring = contrastRatio(theme.color.focusRing, theme.color[surface]);
    const halo = contrastRatio(theme.color.surface, theme.color[surface]);
    expect(Math.max(ring, halo)).toBeGreaterThanOrEqual(3);
  });
  it('keeps the focus ring 3:1 against its halo', () => {
    expect(contrastRatio(theme.color.focusRing, theme.color.surface)).toBeGreaterThanOrEqual(3);
  });
  it('keeps every control at least 24px tall (WCAG 2.2 target size)', () => {
    const rem = parseFloat(theme.size.control);
    expect(rem * 16).toBeGreaterThanOrEqual(24);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

import type { Theme } from './themes';

export type ColorName = keyof Theme['color'];

// The colour pairs the components render, in one place: the contrast test checks them for every
// theme, and Storybook's Foundations/Colour page prints their ratios.
/** Text pairs the components actually render (foreground, background). */
export const textPairs: Array<[ColorName, ColorName]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['textInverse', 'surfaceInverse'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['primary', 'surface'],
  ['primary', 'surfaceMuted'],
  ['onAccent', 'accent'],
  ['accent', 'accentSoft'],
  ['accent', 'surface'],
  ['success', 'successSoft'],
  ['critical', 'criticalSoft'],
  ['onCritical', 'critical'],
  ['text', 'warningSoft'],
  ['text', 'accentSoft'],
];

/** Non-text contrast (WCAG 1.4.11): control borders need 3:1 (the focus ring: see below). */
export const uiPairs: Array<[ColorName, ColorName]> = [
  ['borderStrong', 'surface'],
  ['primary', 'background'],
];

/**
 * Every colour the components paint a surface with; a focused control may sit on any of them.
 * The focus ring is the focusRing outline over a halo of `surface` (global.css.ts): on each of
 * these one of the two must reach 3:1, and the two must reach 3:1 against each other.
 */
export const focusRingSurfaces: ColorName[] = [
  'background',
  'surface',
  'surfaceMuted',
  'surfaceInverse',
  'primary',
  'primaryHover',
  'accent',
  'accentSoft',
  'success',
  'successSoft',
  'critical',
  'criticalSoft',
  'warningSoft',
];

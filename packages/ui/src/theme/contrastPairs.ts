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

/** Non-text contrast (WCAG 1.4.11): control borders and the focus ring need 3:1. */
export const uiPairs: Array<[ColorName, ColorName]> = [
  ['borderStrong', 'surface'],
  ['focusRing', 'surfaceInverse'],
  ['focusRing', 'background'],
  ['primary', 'background'],
];

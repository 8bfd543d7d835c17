/**
 * Breakpoints live outside the CSS-variable contract because media queries cannot read custom
 * properties. Themes may still document their own; the library's layout uses these.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
  /** Wide enough for a full header navigation bar (brand, six entries and two actions). */
  wide: 1200,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultTheme } from './themes';
import { mediaQuery } from './breakpoints';

/** Where the default brand applies: everywhere, so the package renders styled with no wrapper. */
export const defaultThemeSelector = ':root';
createGlobalTheme(defaultThemeSelector, vars, defaultTheme);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
// A two-tone ring (WCAG 1.4.11 / 2.4.13): the focusRing outline reaches 3:1 on light surfaces and
// the halo of `surface` under it reaches 3:1 on dark ones (the blue bands, the inverse footer), so
// one ring works on every surface of the theme. The halo fills the outline's offset.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
globalStyle('*, *::before, *::after', {
  '@media': {
    [mediaQuery.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // vanilla-extract's types do not allow !important, which reduced motion needs to win.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

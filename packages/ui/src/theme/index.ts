// Re-exported (not a bare import) so the library build keeps this stylesheet module.
export { defaultThemeSelector } from './global.css';
export { vars } from './contract.css';
export { breakpoints, mediaQuery, type Breakpoint } from './breakpoints';
export { defaultTheme, forestTheme, type Theme } from './themes';
export { ThemeProvider, themeCss, type ThemeProviderProps } from './ThemeProvider';
// For apps and tools that check their own theme (create-northbeam-site's sites test theirs).
export { contrastRatio } from './contrast';
export { focusRingSurfaces, textPairs, uiPairs, type ColorName } from './contrastPairs';

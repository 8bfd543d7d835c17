import './global.css';
export { vars } from './contract.css';
export { breakpoints, mediaQuery, type Breakpoint } from './breakpoints';
export { defaultTheme, forestTheme, type Theme } from './themes';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';

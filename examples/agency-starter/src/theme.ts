import { defaultTheme, type Theme } from '@northbeam/ui';

/**
 * Harbourline's brand. Every value of the ui's theme contract is ours to set; spacing, type scale
 * and control sizes are kept from the library's defaults, colours, fonts and corners are not.
 * Text/background pairs were chosen for WCAG 2.2 AA (axe checks them on every page in the tests).
 */
export const harbourlineTheme: Theme = {
  ...defaultTheme,
  color: {
    background: '#fbf8f3',
    surface: '#ffffff',
    surfaceMuted: '#f2ede4',
    surfaceInverse: '#12333a',
    text: '#14232a',
    textMuted: '#4a5a60',
    textInverse: '#ffffff',
    border: '#e3dccf',
    borderStrong: '#6f7c80',
    primary: '#0b6e69',
    primaryHover: '#09524f',
    onPrimary: '#ffffff',
    accent: '#a8401c',
    accentSoft: '#fde6d8',
    onAccent: '#ffffff',
    success: '#1d6b35',
    successSoft: '#e1f3e6',
    critical: '#a61b1b',
    criticalSoft: '#fde2e2',
    onCritical: '#ffffff',
    warningSoft: '#fdf0c8',
    focusRing: '#e0701a',
  },
  font: {
    body: '"Work Sans", system-ui, sans-serif',
    heading: 'Fraunces, Georgia, serif',
    mono: defaultTheme.font.mono,
  },
  radius: { sm: '0.125rem', md: '0.375rem', lg: '0.75rem', full: '9999px' },
};

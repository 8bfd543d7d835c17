import type { UiLocale } from '@northbeam/ui';

/**
 * The design system's language for a path: French for the French edition (everything under
 * /fr/), English elsewhere, so the components' own words (menus, toasts, loading states, form
 * labels) follow the page. Read from the path, which prerendering and the browser share.
 */
export const uiLocaleOfPath = (pathname: string): UiLocale =>
  /^\/fr(?:\/|$)/.test(pathname) ? 'fr-CA' : 'en-CA';

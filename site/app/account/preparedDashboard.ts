import type { Lang } from '../content/cities/types';
import * as enAccount from '../content/account';
import * as frAccount from '../content/fr/account';
import { byLocale } from '../lib/byLocale';
import { dashboardCatalogue } from './catalogue';
import type { DashboardContent } from './dashboardContent';
import { WELCOME_EMAIL } from './storedSession';

/**
 * What the dashboard shows in `lang`, written by the prerender (acting/accountDashboard.tsx) and
 * carried in the page, so the part's script imports none of this module's content.
 */
export function dashboardContent(lang: Lang): DashboardContent {
  const { welcome, ...words } = byLocale(lang, enAccount.dashboardText, frAccount.dashboardText);
  return {
    words: { ...words, welcome: welcome(WELCOME_EMAIL) },
    catalogue: dashboardCatalogue(lang),
  };
}

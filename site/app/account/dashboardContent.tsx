import { createContext, useContext, type ReactNode } from 'react';
import type { DashboardText } from '../content/account';
import type { dashboardCatalogue } from './catalogue';
import { WELCOME_EMAIL } from './storedSession';

/**
 * Everything the dashboard shows in the page's language, written by the prerender
 * (preparedDashboard.ts) and carried in the page (ActingPart's `data-acting-part-texts`): the
 * part's script then bundles neither language's plans, add-ons or words, and a French page spaces
 * no punctuation as it loads (the spacing is in the written texts). This module imports no content.
 */
export type DashboardContent = {
  words: Omit<DashboardText, 'welcome'> & {
    /** The welcome line with WELCOME_EMAIL where the address goes (see `welcomeLine`). */
    welcome: string;
  };
  catalogue: ReturnType<typeof dashboardCatalogue>;
};

const DashboardContentContext = createContext<DashboardContent | null>(null);

/** Gives the dashboard's first view and the dashboard their written content. */
export function DashboardContentProvider({
  content,
  children,
}: {
  content: DashboardContent;
  children: ReactNode;
}) {
  return (
    <DashboardContentContext.Provider value={content}>{children}</DashboardContentContext.Provider>
  );
}

/** The dashboard's written content; only ever rendered inside its provider (accountDashboardView). */
export function useDashboardContent(): DashboardContent {
  const content = useContext(DashboardContentContext);
  if (!content)
    throw new Error('The dashboard renders without its content (DashboardContentProvider)');
  return content;
}

/** The welcome line for `email` (a function, so `$` in an address is not a replacement pattern). */
export const welcomeLine = (words: DashboardContent['words'], email: string) =>
  words.welcome.replace(WELCOME_EMAIL, () => email);

import type { ReactElement } from 'react';
import type { Lang } from '../content/cities/types';

/**
 * The part of a page that acts in React (/auth's card, /dashboard's account view),
 * started as a React root of its own on a page that is otherwise content: the page ships its HTML,
 * CSS and the island script, plus React and this part's code, but no React Router. Rendering it
 * is how a route declares its page's runtime: the build finds the part in the prerendered page
 * (scripts/page-runtime.mjs).
 */
export interface ActingPartDefinition {
  /** `app/acting/<name>.start.ts` starts it; the container carries `data-acting-part="<name>"`. */
  name: string;
  /**
   * The part's tree in the page's language: the prerender and the browser render the same, both
   * from the page's path (localeOfPath), inside the ui's LocaleProvider with that language's pack
   * (a root of its own is outside the frame's provider): ActingPart gives it when prerendering,
   * startPart in the browser, which loads the page's pack only.
   */
  render: (lang: Lang, prepared?: PreparedContent) => ReactElement;
  /**
   * What the part's first view shows that the browser should not write or carry itself: written
   * when prerendering, carried as JSON in the container's `data-acting-part-texts`, and given to
   * `render` with the part's tree in both places. Prices cost the browser to write while it
   * hydrates (the first `Intl.NumberFormat` loads the locale's data, a long task on a slow phone);
   * words carried so leave the part's script without either language's (the start file then
   * imports a definition without `prepare`: the dashboard's words, accountDashboardView.tsx).
   */
  prepare?: (lang: Lang) => PreparedContent;
  /**
   * The browser renders the part anew over the prerendered markup instead of hydrating it: for a
   * part whose first view depends on what only the browser knows (the query, the stored session),
   * which hydration would have to match.
   */
  clientRender?: boolean;
}

/** What a part's render takes ready-written, as JSON, by keys of its own (see `prepare`). */
export type PreparedContent = Readonly<Record<string, unknown>>;

/** A part's ids never meet the page's own: each root counts its ids from the same start. */
export const partIdPrefix = (part: ActingPartDefinition) => `${part.name}-`;

/** Where a part's container is in the page. */
export const partSelector = (part: ActingPartDefinition) => `[data-acting-part="${part.name}"]`;

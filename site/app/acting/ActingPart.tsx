import { createContext, useContext, type ReactElement } from 'react';
import type { Lang } from '../content/cities/types';

/**
 * The part of a page that acts (the plans and billing toggle on /pricing, the form on /contact),
 * started as a React root of its own on a page that is otherwise content: the page ships its HTML,
 * CSS and the island script, plus React and this part's code, but no React Router. Rendering it
 * is how a route declares its page's runtime: the build finds the part in the prerendered page
 * (scripts/page-runtime.mjs).
 */
export interface ActingPartDefinition {
  /** `app/acting/<name>.start.ts` starts it; the container carries `data-acting-part="<name>"`. */
  name: string;
  /**
   * The part's whole tree, providers included (the ui's LocaleProvider: a root of its own is
   * outside the frame's), in the page's language: the prerender and the browser render the same,
   * both from the page's path (localeOfPath).
   */
  render: (lang: Lang) => ReactElement;
  /**
   * The browser renders the part anew over the prerendered markup instead of hydrating it: for a
   * part whose first view depends on what only the browser knows (the query, the stored session),
   * which hydration would have to match.
   */
  clientRender?: boolean;
  /**
   * What the prerender writes in the part's place when it is not the part itself: the sign-in
   * card is rendered by the browser alone, so no one types into a form that is not running yet.
   */
  prerender?: (lang: Lang) => ReactElement;
}

/**
 * Given only while prerendering (entry.server.tsx): renders a part as a root of its own, so its
 * markup, `useId` ids included, is what the browser's root hydrates.
 */
export const PartRendererContext = createContext<
  ((element: ReactElement, options: { identifierPrefix: string }) => string) | null
>(null);

/** A part's ids never meet the page's own: each root counts its ids from the same start. */
export const partIdPrefix = (part: ActingPartDefinition) => `${part.name}-`;

/** Where a part's container is in the page. */
export const partSelector = (part: ActingPartDefinition) => `[data-acting-part="${part.name}"]`;

// The container takes no room of its own: the part's children lay out as the page's did.
const containerStyle = { display: 'contents' } as const;

/**
 * Places a part in a route's page. Prerendered, it is its own root's HTML; rendered by the React
 * Router app (a client navigation from the account pages), it is an ordinary subtree.
 */
export function ActingPart({ part, lang }: { part: ActingPartDefinition; lang: Lang }) {
  const renderPart = useContext(PartRendererContext);
  if (renderPart) {
    const html = renderPart((part.prerender ?? part.render)(lang), {
      identifierPrefix: partIdPrefix(part),
    });
    return (
      <div
        data-acting-part={part.name}
        style={containerStyle}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div data-acting-part={part.name} style={containerStyle}>
      {part.render(lang)}
    </div>
  );
}

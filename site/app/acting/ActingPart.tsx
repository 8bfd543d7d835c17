import { createContext, useContext, type ReactElement } from 'react';
import { LocaleProvider, enCA, frCA } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import { byLocale } from '../lib/byLocale';
import { partIdPrefix, type ActingPartDefinition } from './partDefinition';

/**
 * Given only while prerendering (entry.server.tsx): renders a part as a root of its own, so its
 * markup, `useId` ids included, is what the browser's root hydrates.
 */
export const PartRendererContext = createContext<
  ((element: ReactElement, options: { identifierPrefix: string }) => string) | null
>(null);

// The container takes no room of its own: the part's children lay out as the page's did.
const containerStyle = { display: 'contents' } as const;

/**
 * Places a part in a route's page. Prerendered, it is its own root's HTML; rendered by the React
 * Router app (a client navigation from the account pages), it is an ordinary subtree.
 */
export function ActingPart({ part, lang }: { part: ActingPartDefinition; lang: Lang }) {
  const renderPart = useContext(PartRendererContext);
  const prepared = part.prepare?.(lang);
  const inLanguage = (tree: ReactElement) => (
    <LocaleProvider locale={lang} texts={byLocale(lang, enCA, frCA)}>
      {tree}
    </LocaleProvider>
  );
  if (renderPart) {
    const html = renderPart(inLanguage(part.render(lang, prepared)), {
      identifierPrefix: partIdPrefix(part),
    });
    return (
      <div
        data-acting-part={part.name}
        data-acting-part-texts={prepared && JSON.stringify(prepared)}
        style={containerStyle}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div data-acting-part={part.name} style={containerStyle}>
      {inLanguage(part.render(lang, prepared))}
    </div>
  );
}

import { useContext, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LocaleContext } from '../i18n/context';

/**
 * The element as a page without React gets it: its prerendered markup, inert HTML. The static
 * render has no provider above it, so it gets the story's: the French pass and the toolbar's
 * language reach the markup as the site's French build would render it.
 */
export function useStaticMarkup(element: ReactElement): string {
  const locale = useContext(LocaleContext);
  return renderToStaticMarkup(
    <LocaleContext.Provider value={locale}>{element}</LocaleContext.Provider>,
  );
}

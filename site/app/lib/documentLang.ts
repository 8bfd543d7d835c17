import { useMatches } from 'react-router';
import { site } from '../content/site';

/**
 * The current page's language, for `<html lang>`: the deepest route whose loader data names one
 * (`{ lang: 'fr-CA' }` on the French-led Quebec city pages), otherwise the site's English. Read from
 * loader data, which the prerendered HTML and the hydrating client share, so both render the same.
 */
export function useDocumentLang(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const lang = (matches[index]!.loaderData as { lang?: unknown } | null | undefined)?.lang;
    if (typeof lang === 'string') return lang;
  }
  return site.locale;
}

/**
 * `lang` for the site's shared English parts (skip link, header, footer) on a page whose document
 * language is another one; none on an English page, where they inherit it.
 */
export function useChromeLang(): string | undefined {
  const documentLang = useDocumentLang();
  return documentLang === site.locale ? undefined : site.locale;
}

/** One navigation destination; `lang` marks French labels such as 'Trois-Rivières'. */
export interface NavItem {
  label: string;
  href: string;
  lang?: string;
  /** The language of the page it leads to, e.g. a language switcher's link to the twin page. */
  hrefLang?: string;
}

/**
 * What every header link to an item carries: its href and lang, and aria-current="page" when it
 * is the page being shown (the bar, the menus and the mobile sheet alike).
 */
export function navLinkProps(item: NavItem, currentPath?: string) {
  return {
    href: item.href,
    lang: item.lang,
    hrefLang: item.hrefLang,
    ...(item.href === currentPath ? ({ 'aria-current': 'page' } as const) : {}),
  };
}

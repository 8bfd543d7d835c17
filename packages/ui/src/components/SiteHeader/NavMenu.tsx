import { useId } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { navLinkProps, type NavItem } from './navItem';
import * as css from './SiteHeader.css';
import { siteHeaderHooks, siteHeaderModules } from './siteHeaderBehaviour';

export interface NavMenuProps {
  label: string;
  items: NavItem[];
  currentPath?: string;
  /** Two columns, for a long list such as the cities. */
  wide?: boolean;
}

export interface NavLinkItemsProps {
  items: readonly NavItem[];
  currentPath?: string;
  /** The links' look: the bar's, a menu's or the mobile sheet's. */
  linkClassName: string;
}

/** The items of a header list: one link each, marked as the current page where it is. */
export function NavLinkItems({ items, currentPath, linkClassName }: NavLinkItemsProps) {
  const LinkComponent = useLinkComponent();
  return items.map((item) => (
    <li key={item.href + item.label}>
      <LinkComponent className={linkClassName} {...navLinkProps(item, currentPath)}>
        {item.label}
      </LinkComponent>
    </li>
  ));
}

/**
 * The WAI-ARIA "disclosure navigation" pattern: a button that shows and hides a list of plain links.
 * Unlike an ARIA menu it needs no roving focus or portal. The list is a `popover="auto"` and the
 * button its invoker (`popovertarget`), so the menu works from the first paint, before any script:
 * the browser opens and closes it on a click, Enter or Space, closes it on Escape and on a click
 * outside, keeps one menu open at a time, puts the list next in the focus order after its button
 * and exposes the button's expanded state. The list hangs under its button by CSS anchor
 * positioning (SiteHeader.css.ts). `enhanceNavMenu` (plain DOM code, run by SiteHeader's effect or
 * by a page's island script) adds what HTML lacks: aria-expanded, arrow keys, closing when Tab
 * leaves the group or a link is chosen.
 *
 * The markup carries no aria-expanded: a fixed `false` would override the state the browser
 * exposes for an open popover before the script has run.
 */
export function NavMenu({ label, items, currentPath, wide = false }: NavMenuProps) {
  const listId = useId();
  const containsCurrent = items.some((item) => item.href === currentPath);
  return (
    <div {...{ [siteHeaderHooks.menu]: '' }} data-module={siteHeaderModules.menu}>
      <button
        type="button"
        className={css.navLink}
        popoverTarget={listId}
        aria-controls={listId}
        data-current={containsCurrent || undefined}
      >
        {label}
        <span className={css.chevron}>
          <Glyph d={glyph.chevronDown} size={16} />
        </span>
      </button>
      <ul
        id={listId}
        popover="auto"
        className={[css.menuContent, wide && css.menuContentWide].filter(Boolean).join(' ')}
      >
        <NavLinkItems items={items} currentPath={currentPath} linkClassName={css.menuItem} />
      </ul>
    </div>
  );
}

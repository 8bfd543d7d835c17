import { useId } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Icon } from '../Icon/Icon';
import { navLinkProps, type NavItem } from './navItem';
import * as css from './SiteHeader.css';
import { siteHeaderHooks } from './siteHeaderBehaviour';

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
 * Unlike an ARIA menu it needs no roving focus or portal. Its behaviour is `enhanceNavMenu`
 * (plain DOM code), run by SiteHeader's effect or by a page's island script without React.
 */
export function NavMenu({ label, items, currentPath, wide = false }: NavMenuProps) {
  const listId = useId();
  const containsCurrent = items.some((item) => item.href === currentPath);
  return (
    <div className={css.disclosure} {...{ [siteHeaderHooks.menu]: '' }}>
      <button
        type="button"
        className={css.navLink}
        aria-expanded={false}
        aria-controls={listId}
        data-current={containsCurrent || undefined}
      >
        {label}
        <span className={css.chevron}>
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      <ul
        id={listId}
        hidden
        className={[css.menuContent, wide && css.menuContentWide].filter(Boolean).join(' ')}
      >
        <NavLinkItems items={items} currentPath={currentPath} linkClassName={css.menuItem} />
      </ul>
    </div>
  );
}

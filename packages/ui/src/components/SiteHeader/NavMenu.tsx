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

/**
 * The WAI-ARIA "disclosure navigation" pattern: a button that shows and hides a list of plain links.
 * Unlike an ARIA menu it needs no roving focus or portal. Its behaviour is `enhanceNavMenu`
 * (plain DOM code), run by SiteHeader's effect or by a page's island script without React.
 */
export function NavMenu({ label, items, currentPath, wide = false }: NavMenuProps) {
  const LinkComponent = useLinkComponent();
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
        {items.map((item) => (
          <li key={item.href + item.label}>
            <LinkComponent className={css.menuItem} {...navLinkProps(item, currentPath)}>
              {item.label}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useId } from 'react';
import type { NavItem } from './navItem';
import { NavLinkItems } from './NavMenu';
import * as css from './SiteHeader.css';

export interface SheetLinksProps {
  items: NavItem[];
  currentPath?: string;
  /** Two columns, for a long list such as the cities. */
  columns?: boolean;
  /** A heading above the list (the sheet's Services and Cities groups), which also names it. */
  title?: string;
}

/** One list of links in the mobile sheet; choosing a link closes the sheet (enhanceSheet). */
export function SheetLinks({ items, currentPath, columns = false, title }: SheetLinksProps) {
  const titleId = useId();
  const list = (
    <ul
      aria-labelledby={title ? titleId : undefined}
      className={[css.sheetList, columns && css.sheetListColumns].filter(Boolean).join(' ')}
    >
      <NavLinkItems items={items} currentPath={currentPath} linkClassName={css.sheetLink} />
    </ul>
  );
  if (!title) return list;
  return (
    <div>
      <h3 id={titleId} className={css.sheetGroupTitle}>
        {title}
      </h3>
      {list}
    </div>
  );
}

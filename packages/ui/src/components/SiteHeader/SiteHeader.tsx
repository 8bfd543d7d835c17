import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as css from './SiteHeader.css';

/** One navigation destination; `lang` marks French labels such as 'Trois-Rivières'. */
export interface NavItem {
  label: string;
  href: string;
  lang?: string;
}

export interface BrandLogo {
  src: string;
  width: number;
  height: number;
}

export interface SiteBrand {
  name: string;
  /** Shown before the name; decorative because the name is always visible next to it. */
  logo?: BrandLogo;
  href?: string;
}

export interface SiteHeaderLabels {
  services: string;
  cities: string;
  signIn: string;
  getStarted: string;
  dashboard: string;
  openMenu: string;
  closeMenu: string;
  menuTitle: string;
  mainNavigation: string;
  account: string;
}

export const defaultSiteHeaderLabels: SiteHeaderLabels = {
  services: 'Services',
  cities: 'Cities',
  signIn: 'Sign In',
  getStarted: 'Get Started',
  dashboard: 'Dashboard',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  mainNavigation: 'Main',
  account: 'Account',
};

export interface SiteHeaderProps {
  brand: SiteBrand;
  services: NavItem[];
  cities: NavItem[];
  /** Plain links after the two menus, e.g. Pricing, About, Blog, Contact. */
  primaryLinks: NavItem[];
  signedIn: boolean;
  /** The path being shown; the matching link gets aria-current="page". */
  currentPath?: string;
  labels?: Partial<SiteHeaderLabels>;
  signInHref?: string;
  getStartedHref?: string;
  dashboardHref?: string;
  /** Always use the compact (menu button) layout, whatever the width. */
  compact?: boolean;
  /** Renders a spacer of the header's height so the fixed header never covers the page. */
  reserveSpace?: boolean;
  lang?: string;
}

function currentProps(item: NavItem, currentPath?: string) {
  return item.href === currentPath ? ({ 'aria-current': 'page' } as const) : {};
}

interface NavMenuProps {
  label: string;
  items: NavItem[];
  currentPath?: string;
  wide?: boolean;
}

/**
 * The WAI-ARIA "disclosure navigation" pattern: a button that shows and hides a list of plain links.
 * Unlike an ARIA menu it needs no roving focus or portal, so it costs a few hundred bytes of script.
 */
function NavMenu({ label, items, currentPath, wide = false }: NavMenuProps) {
  const LinkComponent = useLinkComponent();
  const [open, setOpen] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const containsCurrent = items.some((item) => item.href === currentPath);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!groupRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Only pull focus back when it was in this menu: Escape pressed elsewhere must not move it.
      const active = document.activeElement;
      if (!active || active === document.body || groupRef.current?.contains(active)) {
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // Optional APG keys: arrows walk the links of an open list, Home and End jump to its ends.
  const moveFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!open || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const links = Array.from(groupRef.current?.querySelectorAll<HTMLElement>('ul a') ?? []);
    if (links.length === 0) return;
    const index = links.indexOf(document.activeElement as HTMLElement);
    const last = links.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? Math.min(index + 1, last)
            : Math.max(index - 1, 0);
    event.preventDefault();
    links[next]?.focus();
  };

  return (
    <div
      ref={groupRef}
      className={css.disclosure}
      onKeyDown={moveFocus}
      onBlur={(event) => {
        // Tabbing out closes the list. A null relatedTarget (a click on something unfocusable, or
        // Safari not focusing the clicked link) is left to the pointer handler, so clicks still land.
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={css.navLink}
        aria-expanded={open}
        aria-controls={listId}
        data-current={containsCurrent || undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
        <span className={css.chevron}>
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={[css.menuContent, wide && css.menuContentWide].filter(Boolean).join(' ')}
      >
        {items.map((item) => (
          <li key={item.href + item.label}>
            <LinkComponent
              href={item.href}
              lang={item.lang}
              className={css.menuItem}
              onClick={() => setOpen(false)}
              {...currentProps(item, currentPath)}
            >
              {item.label}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface SheetLinksProps {
  items: NavItem[];
  currentPath?: string;
  columns?: boolean;
  labelledBy?: string;
  onNavigate: () => void;
}

/** One list of links in the mobile sheet; choosing a link closes the sheet. */
function SheetLinks({
  items,
  currentPath,
  columns = false,
  labelledBy,
  onNavigate,
}: SheetLinksProps) {
  const LinkComponent = useLinkComponent();
  return (
    <ul
      aria-labelledby={labelledBy}
      className={[css.sheetList, columns && css.sheetListColumns].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <li key={item.href + item.label}>
          <LinkComponent
            href={item.href}
            lang={item.lang}
            className={css.sheetLink}
            onClick={onNavigate}
            {...currentProps(item, currentPath)}
          >
            {item.label}
          </LinkComponent>
        </li>
      ))}
    </ul>
  );
}

function SheetGroup({ title, ...links }: Omit<SheetLinksProps, 'labelledBy'> & { title: string }) {
  const id = useId();
  return (
    <div>
      <h3 id={id} className={css.sheetGroupTitle}>
        {title}
      </h3>
      <SheetLinks {...links} labelledBy={id} />
    </div>
  );
}

/** The fixed site header: brand, Services and Cities menus, page links and account actions. */
export function SiteHeader({
  brand,
  services,
  cities,
  primaryLinks,
  signedIn,
  currentPath,
  labels: labelOverrides,
  signInHref = '/auth',
  getStartedHref = '/contact',
  dashboardHref = '/dashboard',
  compact = false,
  reserveSpace = true,
  lang,
}: SiteHeaderProps) {
  const LinkComponent = useLinkComponent();
  const labels = { ...defaultSiteHeaderLabels, ...labelOverrides };
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDialogElement>(null);
  const sheetId = useId();
  const sheetTitleId = useId();
  const openMenu = () => {
    sheetRef.current?.showModal();
    setMenuOpen(true);
  };
  const closeMenu = () => sheetRef.current?.close();
  // Every way the sheet closes (Escape, the close button, a link, the backdrop) ends in 'close'.
  const onSheetClosed = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };
  // Escape is handled here as well as by the browser's cancel: a close watcher may ignore a key it
  // did not see from a trusted user gesture, and scripted keys (the story tests) are not trusted.
  const closeOnEscape = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeMenu();
  };
  // A click on the ::backdrop reaches the dialog itself, outside the sheet's box.
  const closeOnBackdrop = (event: ReactMouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) closeMenu();
  };

  const desktopClass = compact ? css.forcedHidden : css.desktopOnly;
  const compactClass = compact ? css.forcedShown : css.compactOnly;
  const accountLink: NavItem = signedIn
    ? { label: labels.dashboard, href: dashboardHref }
    : { label: labels.signIn, href: signInHref };

  const brandContent: ReactNode = (
    <>
      {brand.logo ? (
        <img
          src={brand.logo.src}
          width={brand.logo.width}
          height={brand.logo.height}
          alt=""
          decoding="async"
        />
      ) : (
        <span className={css.brandMark} aria-hidden="true">
          {brand.name.charAt(0)}
        </span>
      )}
      {brand.name}
    </>
  );

  return (
    <>
      <header className={css.header} lang={lang}>
        <div className={css.bar}>
          <LinkComponent href={brand.href ?? '/'} className={css.brand}>
            {brandContent}
          </LinkComponent>

          <nav aria-label={labels.mainNavigation} className={desktopClass}>
            <ul className={css.navList}>
              <li>
                <NavMenu label={labels.services} items={services} currentPath={currentPath} />
              </li>
              <li>
                <NavMenu label={labels.cities} items={cities} currentPath={currentPath} wide />
              </li>
              {primaryLinks.map((item) => (
                <li key={item.href + item.label}>
                  <LinkComponent
                    href={item.href}
                    lang={item.lang}
                    className={css.navLink}
                    {...currentProps(item, currentPath)}
                  >
                    {item.label}
                  </LinkComponent>
                </li>
              ))}
            </ul>
          </nav>

          <div className={`${css.actions} ${desktopClass}`}>
            <LinkComponent
              href={accountLink.href}
              className={css.navLink}
              {...currentProps(accountLink, currentPath)}
            >
              {accountLink.label}
            </LinkComponent>
            <Button href={getStartedHref}>{labels.getStarted}</Button>
          </div>

          <div className={compactClass}>
            <button
              ref={menuButtonRef}
              type="button"
              className={css.iconButton}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={sheetId}
              onClick={openMenu}
            >
              <Icon name="menu" />
              {labels.openMenu}
            </button>
          </div>
        </div>
      </header>
      {/*
        The mobile menu is a native modal <dialog>: showModal() makes the rest of the page inert,
        keeps Tab inside the sheet, closes on Escape and renders in the top layer above the fixed
        header, all without script of ours. A disclosure panel would need each of those rebuilt.
      */}
      <dialog
        ref={sheetRef}
        id={sheetId}
        className={css.sheet}
        aria-labelledby={sheetTitleId}
        lang={lang}
        onClose={onSheetClosed}
        onClick={closeOnBackdrop}
        onKeyDown={closeOnEscape}
      >
        <div className={css.sheetHeader}>
          <h2 id={sheetTitleId} className={css.sheetTitle}>
            {labels.menuTitle}
          </h2>
          <button
            type="button"
            className={css.iconButton}
            aria-label={labels.closeMenu}
            onClick={closeMenu}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={labels.mainNavigation} className={css.sheetBody}>
          <SheetLinks items={primaryLinks} currentPath={currentPath} onNavigate={closeMenu} />
          <SheetGroup
            title={labels.services}
            items={services}
            currentPath={currentPath}
            onNavigate={closeMenu}
          />
          <SheetGroup
            title={labels.cities}
            items={cities}
            currentPath={currentPath}
            onNavigate={closeMenu}
            columns
          />
        </nav>
        <div className={css.sheetFooter}>
          <Button href={accountLink.href} variant="secondary" fullWidth onClick={closeMenu}>
            {accountLink.label}
          </Button>
          <Button href={getStartedHref} fullWidth onClick={closeMenu}>
            {labels.getStarted}
          </Button>
        </div>
      </dialog>
      {reserveSpace && <div className={css.spacer} aria-hidden="true" />}
    </>
  );
}

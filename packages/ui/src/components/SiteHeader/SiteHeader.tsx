import { useState, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Dialog from '@radix-ui/react-dialog';
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

function NavMenu({ label, items, currentPath, wide = false }: NavMenuProps) {
  const LinkComponent = useLinkComponent();
  const containsCurrent = items.some((item) => item.href === currentPath);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={css.navLink} data-current={containsCurrent || undefined}>
        {label}
        <span className={css.chevron}>
          <Icon name="chevronDown" size={16} />
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          collisionPadding={16}
          className={[css.menuContent, wide && css.menuContentWide].filter(Boolean).join(' ')}
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.href + item.label} asChild>
              <LinkComponent
                href={item.href}
                lang={item.lang}
                className={css.menuItem}
                {...currentProps(item, currentPath)}
              >
                {item.label}
              </LinkComponent>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface SheetGroupProps {
  id: string;
  title: string;
  items: NavItem[];
  currentPath?: string;
  columns?: boolean;
  onNavigate: () => void;
}

function SheetGroup({
  id,
  title,
  items,
  currentPath,
  columns = false,
  onNavigate,
}: SheetGroupProps) {
  const LinkComponent = useLinkComponent();
  return (
    <div>
      <h3 id={id} className={css.sheetGroupTitle}>
        {title}
      </h3>
      <ul
        aria-labelledby={id}
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
  const closeMenu = () => setMenuOpen(false);

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

          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <div className={compactClass}>
              <Dialog.Trigger className={css.iconButton}>
                <Icon name="menu" />
                {labels.openMenu}
              </Dialog.Trigger>
            </div>
            <Dialog.Portal>
              <Dialog.Overlay className={css.overlay} />
              <Dialog.Content className={css.sheet} aria-describedby={undefined} lang={lang}>
                <div className={css.sheetHeader}>
                  <Dialog.Title className={css.sheetTitle}>{labels.menuTitle}</Dialog.Title>
                  <Dialog.Close className={css.iconButton} aria-label={labels.closeMenu}>
                    <Icon name="close" />
                  </Dialog.Close>
                </div>
                <nav aria-label={labels.mainNavigation} className={css.sheetBody}>
                  <ul className={css.sheetList}>
                    {primaryLinks.map((item) => (
                      <li key={item.href + item.label}>
                        <LinkComponent
                          href={item.href}
                          lang={item.lang}
                          className={css.sheetLink}
                          onClick={closeMenu}
                          {...currentProps(item, currentPath)}
                        >
                          {item.label}
                        </LinkComponent>
                      </li>
                    ))}
                  </ul>
                  <SheetGroup
                    id="site-header-sheet-services"
                    title={labels.services}
                    items={services}
                    currentPath={currentPath}
                    onNavigate={closeMenu}
                  />
                  <SheetGroup
                    id="site-header-sheet-cities"
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
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </header>
      {reserveSpace && <div className={css.spacer} aria-hidden="true" />}
    </>
  );
}

import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Container } from '../../primitives/layout';
import { Button } from '../Button/Button';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { navLinkProps, type NavItem } from './navItem';
import { NavLinkItems, NavMenu } from './NavMenu';
import { SheetLinks } from './SheetLinks';
import * as css from './SiteHeader.css';
import {
  enhanceNavMenu,
  enhanceSheet,
  siteHeaderHooks,
  siteHeaderModules,
} from './siteHeaderBehaviour';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { SiteHeaderLabels } from './SiteHeader.props';
export type { SiteHeaderLabels };

export type { NavItem } from './navItem';

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

/** The English pack's texts (`enCA.SiteHeader`), for apps that build on them. */
export const defaultSiteHeaderLabels: SiteHeaderLabels = english.SiteHeader;

export interface SiteHeaderProps {
  brand: SiteBrand;
  services: NavItem[];
  cities: NavItem[];
  /** Plain links between the Services and Cities menus, e.g. Pricing (the spec's order). */
  leadingLinks?: NavItem[];
  /** Plain links after the two menus, e.g. About, Blog, Contact. */
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

/** The fixed site header: brand, Services and Cities menus, page links and account actions. */
export function SiteHeader({
  brand,
  services,
  cities,
  leadingLinks = [],
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
  const labels = { ...useUiTextsOr('SiteHeader', english.SiteHeader), ...labelOverrides };
  const headerRef = useRef<HTMLElement>(null);
  const sheetRef = useRef<HTMLDialogElement>(null);
  const sheetId = useId();
  const sheetTitleId = useId();
  // The menus and the sheet work through plain DOM code, the same a page without React runs.
  // A layout effect, so the handlers are there before the first paint after hydration.
  useLayoutEffect(() => {
    const header = headerRef.current;
    const sheet = sheetRef.current;
    const cleanups = [
      ...Array.from(
        header?.querySelectorAll<HTMLElement>(`[${siteHeaderHooks.menu}]`) ?? [],
        enhanceNavMenu,
      ),
      ...(sheet ? [enhanceSheet(sheet)] : []),
    ];
    return () => cleanups.forEach((cleanup) => cleanup());
  }, []);

  const desktopClass = compact ? css.forcedHidden : css.desktopOnly;
  const compactClass = compact ? css.forcedShown : css.compactOnly;
  const accountLink: NavItem = signedIn
    ? { label: labels.dashboard, href: dashboardHref }
    : { label: labels.signIn, href: signInHref };
  // Both states' texts ride along, so a page without React can show the signed-in link itself
  // (showSignedIn) once it finds a stored session.
  const accountHooks = {
    [siteHeaderHooks.accountLink]: '',
    'data-module': siteHeaderModules.accountLink,
    'data-signed-in-label': labels.dashboard,
    'data-signed-in-href': dashboardHref,
    'data-signed-out-label': labels.signIn,
    'data-signed-out-href': signInHref,
  };

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
      <header ref={headerRef} className={css.header} lang={lang}>
        <Container className={css.bar}>
          <LinkComponent href={brand.href ?? '/'} className={css.brand}>
            {brandContent}
          </LinkComponent>

          <nav aria-label={labels.mainNavigation} className={`${css.nav} ${desktopClass}`}>
            <ul className={css.navList}>
              <li>
                <NavMenu label={labels.services} items={services} currentPath={currentPath} />
              </li>
              <NavLinkItems
                items={leadingLinks}
                currentPath={currentPath}
                linkClassName={css.navLink}
              />
              <li>
                <NavMenu label={labels.cities} items={cities} currentPath={currentPath} wide />
              </li>
              <NavLinkItems
                items={primaryLinks}
                currentPath={currentPath}
                linkClassName={css.navLink}
              />
            </ul>
          </nav>

          <div className={`${css.actions} ${desktopClass}`}>
            <LinkComponent
              className={css.navLink}
              {...navLinkProps(accountLink, currentPath)}
              {...accountHooks}
            >
              {accountLink.label}
            </LinkComponent>
            <Button href={getStartedHref}>{labels.getStarted}</Button>
          </div>

          <div className={compactClass}>
            {/*
              No aria-expanded: HTML forbids it on a button with a `command` (the browser owns
              that state), and while the modal sheet is open this button is inert behind it.
            */}
            <button
              type="button"
              className={css.iconButton}
              aria-haspopup="dialog"
              aria-controls={sheetId}
              {...{ commandfor: sheetId, command: 'show-modal' }}
            >
              <Glyph d={glyph.menu} />
              {labels.openMenu}
            </button>
          </div>
        </Container>
      </header>
      {/*
        The mobile menu is a native modal <dialog>: showModal() makes the rest of the page inert,
        keeps Tab inside the sheet, closes on Escape and renders in the top layer above the fixed
        header, all without script of ours. A disclosure panel would need each of those rebuilt.
        The menu button opens it and the close button closes it by invoker commands, and
        closedby="any" closes it on a click outside, so it works before any script has run.
      */}
      <dialog
        ref={sheetRef}
        id={sheetId}
        className={css.sheet}
        aria-labelledby={sheetTitleId}
        lang={lang}
        closedby="any"
        {...{ [siteHeaderHooks.sheet]: '' }}
        data-module={siteHeaderModules.sheet}
      >
        <div className={css.sheetHeader}>
          <h2 id={sheetTitleId} className={css.sheetTitle}>
            {labels.menuTitle}
          </h2>
          <button
            type="button"
            className={css.iconButton}
            aria-label={labels.closeMenu}
            data-sheet-close=""
            {...{ commandfor: sheetId, command: 'close' }}
          >
            <Glyph d={glyph.close} />
          </button>
        </div>
        <nav aria-label={labels.mainNavigation} className={css.sheetBody}>
          <SheetLinks items={[...leadingLinks, ...primaryLinks]} currentPath={currentPath} />
          <SheetLinks title={labels.services} items={services} currentPath={currentPath} />
          <SheetLinks title={labels.cities} items={cities} currentPath={currentPath} columns />
        </nav>
        <div className={css.sheetFooter}>
          <Button href={accountLink.href} variant="secondary" fullWidth {...accountHooks}>
            {accountLink.label}
          </Button>
          <Button href={getStartedHref} fullWidth>
            {labels.getStarted}
          </Button>
        </div>
      </dialog>
      {reserveSpace && <div className={css.spacer} aria-hidden="true" />}
    </>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from 'react-router';
import { LinkProvider, LoadingStatus, enCAParts, useUiTextsOr } from '@northbeam/ui';
import { SiteHeader } from '@northbeam/ui';
import { SiteFooter } from '@northbeam/ui';
import type { Route } from './+types/root';
import * as enNavigation from './content/navigation';
import type { ChromeText, NavLink } from './content/navigation';
import * as frNavigation from './content/fr/navigation';
import { homeOf, twinOf } from './content/routeTwins';
import { site } from './content/site';
import { RouterLink } from './lib/routerLink';
import { useDocumentLang } from './lib/documentLang';
import { useStarted } from './lib/useStarted';
import { byLocale } from './lib/byLocale';
import { useLocale } from './lib/locale';
import { AuthProvider, useSignedInAccount } from './account/AuthProvider';
import { NoticeProvider } from './components/Notices';
import * as css from './root.css';
import { LocaleProvider, enCA, frCA } from '@northbeam/ui';
import { localeOfPath } from './content/routeTwins';

const LazyRouteAnnouncer = lazy(() => import('./components/RouteAnnouncer'));

/**
 * After a client-side navigation: focus on the new page's heading, its title announced. Only a page
 * that runs React navigates on the client, so the announcer (its chunk and its live region) is
 * mounted once the page has started, never written into the prerendered HTML of content pages.
 */
function RouteAnnouncer({ pathname }: { pathname: string }) {
  const started = useStarted();
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <LazyRouteAnnouncer locationKey={pathname} targetId="main-content" />
    </Suspense>
  );
}

// The SPA fallback (served for new articles before they are built) matches no
// route but this one: its document still needs a title. Every route's own meta replaces this.
export const meta: Route.MetaFunction = () => [{ title: site.name }];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The document shell: prerendered for every route, and for the SPA fallback. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={useDocumentLang()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d91" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The account session (AuthProvider) wraps every page: the header shows Dashboard once signed in.
// The components' own words follow the page's language (French under /fr/).
function Chrome({ children }: { children: ReactNode }) {
  const lang = localeOfPath(useLocation().pathname);
  return (
    <LocaleProvider locale={lang} texts={byLocale(lang, enCA, frCA)}>
      <AuthProvider>
        <ChromeFrame>{children}</ChromeFrame>
      </AuthProvider>
    </LocaleProvider>
  );
}

/** The route ids of the 404 pages: their switcher goes to the other language's home page. */
const notFoundRoutes = new Set(['routes/not-found', 'fr-not-found']);

/**
 * The header's language switcher: the current page's twin (routeTwins.ts), named in the twin's
 * language and marked with it; the other home page from a 404.
 */
function useLanguageSwitch(chrome: ChromeText): NavLink {
  const { pathname } = useLocation();
  const matches = useMatches();
  const missing = notFoundRoutes.has(matches[matches.length - 1]?.id ?? '');
  const href = (!missing && twinOf(pathname)) || homeOf(chrome.switchLang);
  return { label: chrome.switchLabel, href, lang: chrome.switchLang, hrefLang: chrome.switchLang };
}

function ChromeFrame({ children }: { children: ReactNode }) {
  const signedIn = useSignedInAccount();
  const { pathname } = useLocation();
  // The frame speaks the edition's language (the path's); tagged with it where the page leads in
  // another (the bilingual Quebec pages at their English URLs).
  // The page's locale reaches the design system through Chrome's LocaleProvider (each acting
  // part, a root of its own, gets one from ActingPart and startPart): the header's and footer's
  // built-in labels are the ui pack's for that locale.
  const locale = useLocale();
  const documentLang = useDocumentLang();
  const chromeLang = documentLang === locale ? undefined : locale;
  const navigation = byLocale(locale, enNavigation, frNavigation);
  const { chrome, navLinks } = navigation;
  const languageSwitch = useLanguageSwitch(chrome);
  // The skip link's words are the ui pack's (one owner for every app built on the ui).
  const skipLink = useUiTextsOr('SkipLink', enCAParts.SkipLink).label;
  return (
    <LinkProvider component={RouterLink}>
      <NoticeProvider>
        <a className={css.skipLink} href="#main-content" lang={chromeLang}>
          {skipLink}
        </a>
        <SiteHeader
          brand={{ name: site.name, href: chrome.home }}
          services={navLinks.serviceLinks}
          cities={navigation.cityLinks}
          leadingLinks={navLinks.leadingLinks}
          primaryLinks={[...navLinks.primaryLinks, languageSwitch]}
          signedIn={signedIn}
          currentPath={pathname}
          signInHref={chrome.signIn}
          getStartedHref={chrome.contact}
          dashboardHref={chrome.dashboard}
          lang={chromeLang}
        />
        <main id="main-content" tabIndex={-1} className={css.main}>
          {children}
        </main>
        <RouteAnnouncer pathname={pathname} />
        <SiteFooter
          brandName={site.name}
          blurb={chrome.footerBlurb}
          linkGroups={[
            { title: chrome.footerGroups.company, links: navLinks.footerCompanyLinks },
            { title: chrome.footerGroups.resources, links: navLinks.footerResourceLinks },
            { title: chrome.footerGroups.legal, links: navLinks.footerLegalLinks },
          ]}
          cities={navigation.cityLinks}
          contact={{ email: site.email, phone: site.phone, address: navigation.chrome.address }}
          year={__BUILD_YEAR__}
          lang={chromeLang}
        />
      </NoticeProvider>
    </LinkProvider>
  );
}

export default function App() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** Shown while the SPA fallback (an article not built yet) loads. */
export function HydrateFallback() {
  return (
    <Chrome>
      <LoadingStatus className={css.loading} />
    </Chrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Chrome>
      <div className={css.loading}>
        <h1>Error</h1>
        <p>{message}</p>
      </div>
    </Chrome>
  );
}

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from 'react-router';
import { LinkProvider, LoadingStatus } from '@northbeam/ui';
import { SiteHeader } from '@northbeam/ui';
import { SiteFooter } from '@northbeam/ui';
import type { Route } from './+types/root';
import {
  cityLinks,
  footerCompanyLinks,
  footerLegalLinks,
  footerResourceLinks,
  leadingLinks,
  primaryLinks,
  serviceLinks,
} from './content/navigation';
import { site } from './content/site';
import { RouterLink } from './lib/routerLink';
import { useChromeLang, useDocumentLang } from './lib/documentLang';
import { AuthProvider, useSignedInAccount } from './account/AuthProvider';
import { NoticeProvider } from './components/Notices';
import * as css from './root.css';
import { LocaleProvider } from '@northbeam/ui';
import { uiLocaleOfPath } from './lib/uiLocale';

const LazyRouteAnnouncer = lazy(() => import('./components/RouteAnnouncer'));

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const notInBrowser = () => false;

/**
 * After a client-side navigation: focus on the new page's heading, its title announced. Only a page
 * that runs React navigates on the client, so the announcer (its chunk and its live region) is
 * mounted once the page has started, never written into the prerendered HTML of content pages.
 */
function RouteAnnouncer({ pathname }: { pathname: string }) {
  // false while prerendering and hydrating, true from the render right after hydration.
  const started = useSyncExternalStore(subscribeToNothing, inBrowser, notInBrowser);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <LazyRouteAnnouncer locationKey={pathname} targetId="main-content" />
    </Suspense>
  );
}

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
  const { pathname } = useLocation();
  return (
    <LocaleProvider locale={uiLocaleOfPath(pathname)}>
      <AuthProvider>
        <ChromeFrame>{children}</ChromeFrame>
      </AuthProvider>
    </LocaleProvider>
  );
}

function ChromeFrame({ children }: { children: ReactNode }) {
  const signedIn = useSignedInAccount();
  const { pathname } = useLocation();
  // The header, footer and skip link are English on every page; tagged so on a French page.
  const chromeLang = useChromeLang();
  return (
    <LinkProvider component={RouterLink}>
      <NoticeProvider>
        <a className={css.skipLink} href="#main-content" lang={chromeLang}>
          Skip to main content
        </a>
        <SiteHeader
          brand={{ name: site.name, href: '/' }}
          services={serviceLinks}
          cities={cityLinks}
          leadingLinks={leadingLinks}
          primaryLinks={primaryLinks}
          signedIn={signedIn}
          currentPath={pathname}
          lang={chromeLang}
        />
        <main id="main-content" tabIndex={-1} className={css.main}>
          {children}
        </main>
        <RouteAnnouncer pathname={pathname} />
        <SiteFooter
          brandName={site.name}
          blurb={`${site.tagline}. Serving businesses from ${site.offices.map((office) => office.city).join(', ')} and across Canada since ${site.foundingYear}.`}
          linkGroups={[
            { title: 'Company', links: footerCompanyLinks },
            { title: 'Resources', links: footerResourceLinks },
            { title: 'Legal', links: footerLegalLinks },
          ]}
          cities={cityLinks}
          contact={{ email: site.email, phone: site.phone, address: site.headquarters }}
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

/** Shown while a client-only route (the SPA fallback: /auth, /dashboard) loads. */
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

import {
  LinkProvider,
  LocaleProvider,
  ThemeProvider,
  enCA,
  frCA,
  type LinkComponentProps,
} from '@northbeam/ui';
import { Link as RouterLink, Route, Switch } from 'wouter';
import { Layout } from './Layout.js';
import { harbourlineTheme } from './theme.js';
import { agency, copy } from './content.js';
import { HomePage } from './pages/HomePage.js';
import { PricingPage } from './pages/PricingPage.js';
import { ContactPage } from './pages/ContactPage.js';
import { CityPage } from './pages/CityPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';

/**
 * The ui renders every internal link through this component, so links navigate with
 * Harbourline's router (wouter) instead of reloading the page. Hash and external links stay
 * plain anchors.
 */
function AppLink({ href, ...props }: LinkComponentProps) {
  if (!href.startsWith('/') || href.includes('#')) return <a href={href} {...props} />;
  return <RouterLink href={href} {...props} />;
}

// The page's language and its title and description follow the one setting too: index.html
// holds the English defaults for the first paint, replaced before the app renders.
document.documentElement.lang = agency.locale;
document.title = copy.title;
document.querySelector('meta[name="description"]')?.setAttribute('content', copy.description);

export function App() {
  return (
    <ThemeProvider theme={harbourlineTheme} global>
      {/* One setting, agency.locale: the components' own words (the ui's Quebec French pack for
          'fr-CA', its English pack for an English locale) and the figures' formats. */}
      <LocaleProvider locale={agency.locale} texts={agency.locale === 'fr-CA' ? frCA : enCA}>
        <LinkProvider component={AppLink}>
          <Layout>
            <Switch>
              <Route path="/">
                <HomePage />
              </Route>
              <Route path="/pricing">
                <PricingPage />
              </Route>
              <Route path="/contact">
                <ContactPage />
              </Route>
              <Route path="/cities/:slug">{(params) => <CityPage slug={params.slug} />}</Route>
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </Layout>
        </LinkProvider>
      </LocaleProvider>
    </ThemeProvider>
  );
}

import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { cities } from './content/cities';
import { frCities } from './content/fr/cities';
import { frenchCityPath } from './content/routeTwins';

// The French edition (routeTwins.ts has the table): the same route modules under /fr/ with French
// slugs, each module reading its locale from the path.
const french = (path: string, file: string, id: string) => route(path.slice(1), file, { id });

export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('why-aeo-essential', 'routes/why-aeo.tsx'),
  route('why-ai-seo-essential', 'routes/why-ai-seo.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:id', 'routes/blog-article.tsx'),
  route('case-studies', 'routes/case-studies.tsx'),
  route('case-studies/:slug', 'routes/case-study.tsx'),
  route('privacy', 'routes/legal.tsx', { id: 'privacy' }),
  route('terms', 'routes/legal.tsx', { id: 'terms' }),
  // One module, one route per city: every city page is a real, prerendered path.
  ...cities.map((city) => route(city.slug, 'routes/city.tsx', { id: `city-${city.slug}` })),
  french('/fr', 'routes/home.tsx', 'fr-home'),
  french('/fr/services', 'routes/services.tsx', 'fr-services'),
  french('/fr/a-propos', 'routes/about.tsx', 'fr-about'),
  french('/fr/nous-joindre', 'routes/contact.tsx', 'fr-contact'),
  french('/fr/forfaits', 'routes/pricing.tsx', 'fr-pricing'),
  french('/fr/pourquoi-aeo-essentiel', 'routes/why-aeo.tsx', 'fr-why-aeo'),
  french('/fr/pourquoi-seo-ia-essentiel', 'routes/why-ai-seo.tsx', 'fr-why-ai-seo'),
  french('/fr/connexion', 'routes/auth.tsx', 'fr-auth'),
  french('/fr/tableau-de-bord', 'routes/dashboard.tsx', 'fr-dashboard'),
  french('/fr/blogue', 'routes/blog.tsx', 'fr-blog'),
  french('/fr/blogue/:id', 'routes/blog-article.tsx', 'fr-blog-article'),
  french('/fr/etudes-de-cas', 'routes/case-studies.tsx', 'fr-case-studies'),
  french('/fr/etudes-de-cas/:slug', 'routes/case-study.tsx', 'fr-case-study'),
  french('/fr/confidentialite', 'routes/legal.tsx', 'fr-privacy'),
  french('/fr/conditions', 'routes/legal.tsx', 'fr-terms'),
  ...frCities.map((city) =>
    french(frenchCityPath(city.slug), 'routes/city.tsx', `fr-city-${city.slug}`),
  ),
  // Unknown paths under /fr/ get the French 404 (prerendered as /fr/404).
  french('/fr/*', 'routes/not-found.tsx', 'fr-not-found'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

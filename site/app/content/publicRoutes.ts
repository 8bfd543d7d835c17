import { articles } from './blog';
import { cities, cityPath } from './cities';
import { articles as frArticles } from './fr/blog';
import { frCities } from './fr/cities';
import { legalDocs as frLegalDocs } from './fr/legal';
import { staticPages as frStaticPages } from './fr/pages';
import { legalDocs } from './legal';
import { articlePath, staticPages } from './pages';
import { caseStudies } from './proof';
import { caseStudies as frCaseStudies } from './fr/proof';
import { casePath, frenchArticlePath, frenchCityPath } from './routeTwins';

/** Every public English route (build time and tests only: it imports all content). */
export const englishPaths = (): string[] => [
  ...Object.values(staticPages).map((page) => page.path),
  ...cities.map(cityPath),
  ...articles.map((article) => articlePath(article.id)),
  ...legalDocs.map((doc) => doc.path),
  ...caseStudies.map((study) => casePath('en-CA', study.slug)),
];

/** Every public French route: the twins that have their French content. */
export const frenchPaths = (): string[] => [
  ...Object.values(frStaticPages).map((page) => page.path),
  ...frCities.map((city) => frenchCityPath(city.slug)),
  ...frArticles.map((article) => frenchArticlePath(article.id)),
  ...frLegalDocs.map((doc) => doc.path),
  ...frCaseStudies.map((study) => casePath('fr-CA', study.slug)),
];

/** Every public, prerendered route, both languages. */
export const publicPaths = (): string[] => [...englishPaths(), ...frenchPaths()];

import { articles } from './blog';
import { cities, cityPath } from './cities';
import { legalDocs } from './legal';
import { articlePath, staticPages } from './pages';

/** Every public, prerendered route (build time and tests only: it imports all content). */
export const publicPaths = (): string[] => [
  ...Object.values(staticPages).map((page) => page.path),
  ...cities.map(cityPath),
  ...articles.map((article) => articlePath(article.id)),
  ...legalDocs.map((doc) => doc.path),
];

import { site } from '../content/site';
import { pageMeta } from '../lib/seo';

// What /auth and /dashboard share as routes: prerendered shells around their acting part (the
// sign-in card, the dashboard), which renders from the browser's session.

/** An account page's tags: its own title and description, never indexed. */
export const accountPageMeta = (title: string, description: string, path: string) =>
  pageMeta({ title: `${title} | ${site.name}`, description, path, noindex: true });

import { LoadingStatus } from '@northbeam/ui';
import { site } from '../content/site';
import { pageMeta } from '../lib/seo';
import * as css from './account.css';

// What /auth and /dashboard share as routes: both are client-only (the SPA fallback), since an
// account page depends on the browser's session; each route module re-exports these.

/** An account page's tags: its own title and description, never indexed. */
export const accountPageMeta = (title: string, description: string, path: string) =>
  pageMeta({ title: `${title} | ${site.name}`, description, path, noindex: true });

export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <LoadingStatus className={css.loading} />;
}

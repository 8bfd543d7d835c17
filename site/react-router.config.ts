import type { Config } from '@react-router/dev/config';
import { publicPaths } from './app/content/publicRoutes';
import { accountPaths } from './scripts/page-runtime.mjs';

export default {
  // Static site: every route is prerendered; the account pages (noindex) as shells around their
  // acting part, which renders from the browser's session.
  ssr: false,
  // '/404' and '/fr/404' render the catch-all routes; the server answers unknown paths with them (by
  // language) and status 404.
  prerender: () => [...publicPaths(), ...accountPaths, '/404', '/fr/404'],
} satisfies Config;

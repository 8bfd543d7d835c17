import type { Config } from '@react-router/dev/config';
import { publicPaths } from './app/content/publicRoutes';

export default {
  // Static site: every public route is prerendered; /auth and /dashboard use the SPA fallback.
  ssr: false,
  // '/404' and '/fr/404' render the catch-all routes; the server answers unknown paths with them (by
  // language) and status 404.
  prerender: () => [...publicPaths(), '/404', '/fr/404'],
} satisfies Config;

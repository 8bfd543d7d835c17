import type { Config } from '@react-router/dev/config';
import { publicPaths } from './app/content/publicRoutes';

export default {
  // Static site: every public route is prerendered; /auth and /dashboard use the SPA fallback.
  ssr: false,
  // '/404' renders the catch-all route; the server answers unknown paths with it and status 404.
  prerender: () => [...publicPaths(), '/404'],
} satisfies Config;

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import siteConfig from '../../../vite.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// The site's own Vite config (plugins, aliases, defines), rooted here so React Router reads the
// sibling react-router.config.ts; VITE_SUPABASE_URL comes from the environment of the build.
export default defineConfig({
  ...siteConfig,
  root: here,
  publicDir: path.resolve(here, '../../../public'),
  cacheDir: path.join(here, 'node_modules/.vite'),
});

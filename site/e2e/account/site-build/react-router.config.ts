import type { Config } from '@react-router/dev/config';
import siteConfig from '../../../react-router.config.ts';

/*
 * The site as the account e2e tests build it: the same app and settings, written here so it never
 * overwrites the site's own build/ while other work serves it. Under node_modules/: ignored by git,
 * ESLint and Prettier, and the server bundle still resolves the site's packages.
 */
export default {
  ...siteConfig,
  appDirectory: '../../../app',
  // serve.mjs is copied to node_modules/.account-e2e/scripts/ and serves ../build/client.
  buildDirectory: 'node_modules/.account-e2e/build',
} satisfies Config;

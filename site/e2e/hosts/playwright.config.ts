import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import type { RouteWalkOptions } from '../site.e2e';

/**
 * The built site (run `pnpm build` first) on the static hosts' own runtimes: Cloudflare Pages
 * (`wrangler pages dev`, the workspace's exact wrangler, offline with a fixed compatibility date),
 * Netlify (`netlify dev` of the netlify-cli pinned in `netlify/package.json`, which `npm test`'s
 * bootstrap installs outside the workspace) and Debian's nginx with the build's configuration;
 * and on the local server, which must agree with them. `hosts.spec.ts` checks the same table on each; the public-route journey
 * (`../site.e2e.ts`) and `pnpm smoke` against the embedded backend run on Cloudflare Pages.
 */
const ports = {
  'cloudflare-pages': Number(process.env.HOSTS_E2E_PAGES_PORT ?? 4184),
  nginx: Number(process.env.HOSTS_E2E_NGINX_PORT ?? 4185),
  netlify: Number(process.env.HOSTS_E2E_NETLIFY_PORT ?? 4187),
  'local server': Number(process.env.HOSTS_E2E_LOCAL_PORT ?? 4186),
};
const baseURL = (host: keyof typeof ports) => `http://127.0.0.1:${ports[host]}`;

export default defineConfig<RouteWalkOptions>({
  testDir: '.',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: 'list',
  outputDir: '../../test-results/hosts',
  webServer: [
    {
      command: `node ../../node_modules/wrangler/bin/wrangler.js pages dev ../../build/client --compatibility-date 2025-07-01 --ip 127.0.0.1 --port ${ports['cloudflare-pages']} --persist-to ../../node_modules/.wrangler-state`,
      url: `${baseURL('cloudflare-pages')}/robots.txt`,
      env: { WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Offline, with no edge functions (the site has none; their runtime would be downloaded),
      // serving the build's own `_redirects` and `_headers` as Netlify does.
      command: `node netlify/node_modules/netlify-cli/bin/run.js dev --offline --internal-disable-edge-functions --no-open --dir ../../build/client --port ${ports.netlify}`,
      url: `${baseURL('netlify')}/robots.txt`,
      env: { CI: 'true' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node nginx.mjs ${ports.nginx}`,
      url: `${baseURL('nginx')}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node ../../scripts/serve.mjs',
      url: `${baseURL('local server')}/robots.txt`,
      env: { PORT: String(ports['local server']) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    viewport: { width: 1280, height: 900 },
  },
  projects: [
    ...(Object.keys(ports) as (keyof typeof ports)[]).map((host) => ({
      name: host,
      testMatch: 'hosts.spec.ts',
      use: { baseURL: baseURL(host) },
    })),
    {
      name: 'smoke (Cloudflare Pages runtime and the embedded backend)',
      testMatch: 'smoke.spec.ts',
      use: { baseURL: baseURL('cloudflare-pages') },
    },
    {
      name: 'cloudflare-pages journey',
      testDir: '..',
      testMatch: 'site.e2e.ts',
      // The reflow walk measures the stylesheet's layout at 320 px, which no host changes: it runs
      // once, in the public suite (a minute and more of this suite's time on one worker).
      grepInvert: /reflow at 320 CSS px/,
      // Nor axe: the host serves the public suite's files byte for byte, so the markup axe scanned
      // there is what arrives here (two minutes and more of this suite's time). The walk still
      // loads every route on the host, checks its status, key text, start and console.
      use: { baseURL: baseURL('cloudflare-pages'), axeScan: false },
    },
  ],
});

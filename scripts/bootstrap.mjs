// Installs what the product and its tests need on a fresh machine that has only Node and npm:
// Debian's Chromium (browser tests), Debian's PostgreSQL 15 (backend tests), Debian's nginx (the
// built site served with its shipped configuration), Debian's Firefox ESR, WebKitGTK's WebDriver
// and Xvfb (the public journeys in the two other browser engines), a Java runtime (the Nu HTML
// Checker), the workspace's packages with the pinned
// pnpm and the frozen lockfile, and (for the tests) Netlify's CLI from its own lockfile.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { runPnpm } from './pnpm.mjs';

const forTests = process.argv.includes('--for-tests');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`,
  );
  process.exit(1);
}

const systemPackages = [
  {
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    packages: ['chromium', 'fonts-liberation', 'fonts-dejavu-core'],
  },
  ...(forTests
    ? [
        { path: '/usr/lib/postgresql/15/bin/initdb', packages: ['postgresql-15'] },
        // The site's end-to-end tests serve the build with nginx's own configuration.
        { path: process.env.NGINX_PATH ?? '/usr/sbin/nginx', packages: ['nginx'] },
        // The public journeys in Firefox (over WebDriver BiDi) and WebKit (WebKitGTK's WebDriver
        // with its MiniBrowser, on an X server the run starts: site/e2e/engines).
        { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', packages: ['firefox-esr'] },
        { path: '/usr/bin/WebKitWebDriver', packages: ['webkit2gtk-driver'] },
        { path: '/usr/bin/Xvfb', packages: ['xvfb'] },
        // The Nu HTML Checker (vnu-jar) that the build check runs over every page is a Java program.
        { path: process.env.JAVA_PATH ?? '/usr/bin/java', packages: ['openjdk-17-jre-headless'] },
      ]
    : []),
];
const missing = systemPackages
  .filter((item) => !existsSync(item.path))
  .flatMap((item) => item.packages);

if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!isRoot) {
    console.error(
      `Missing system packages. Install them, then run this again:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian's packages...`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const code = await runPnpm(['install', '--frozen-lockfile']);
if (code !== 0) process.exit(code);

// Netlify's local runtime for the static-host tests, from its own lockfile outside the workspace
// (about 300 MB that `npm start` never needs).
const netlifyDir = 'site/e2e/hosts/netlify';
if (forTests && !existsSync(`${netlifyDir}/node_modules/netlify-cli/bin/run.js`)) {
  console.log('Installing netlify-cli for the static-host tests...');
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', netlifyDir, '--ignore-scripts', '--no-audit', '--no-fund'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The created project's static files: configuration, server, tests, README.

export const viteConfig = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// No CSS tooling needed: @northbeam/ui ships its styles compiled in @northbeam/ui/style.css.
export default defineConfig({ plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });
`;

export const tsconfig = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['vite/client', 'node'],
    },
    include: ['src', 'tests', 'vite.config.ts', 'playwright.config.ts'],
  },
  null,
  2,
)}\n`;

export const gitignore = 'node_modules\ndist\ntest-results\nplaywright-report\n';

export const indexHtml = (o) => `<!doctype html>
<html lang="${o.locales[0]}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${o.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

export const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#d9d9d9"/></svg>\n`;

export const backendFile = `/**
 * Connect your sign-in here (Supabase Auth, your own API...). Until then it fails, and the
 * account page says that sign-in is not connected yet.
 */
export async function signIn(email: string, password: string): Promise<void> {
  void email;
  void password;
  throw new Error('Sign-in is not connected: see src/backend.ts');
}
`;

export const serverFile = `// Serves the built site (dist/) with a fallback to index.html for the app's own routes.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const port = Number(process.env.PORT ?? 4320);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = path.normalize(path.join(dist, pathname));
  if (file.startsWith(dist + path.sep) && path.extname(file)) {
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
    return;
  }
  res.writeHead(200, { 'content-type': types['.html'] });
  res.end(await readFile(path.join(dist, 'index.html')));
}).listen(port, '127.0.0.1', () => console.log(\`http://127.0.0.1:\${port}\`));
`;

export const playwrightConfig = `import { defineConfig } from '@playwright/test';

const port = Number(process.env.PORT ?? 4320);

/** The built site (npm run build) in Chromium: CHROMIUM_PATH, or Playwright's own browser. */
export default defineConfig({
  testDir: 'tests',
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: \`http://127.0.0.1:\${port}\`,
    browserName: 'chromium',
    launchOptions: process.env.CHROMIUM_PATH
      ? { executablePath: process.env.CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] }
      : {},
  },
  webServer: {
    command: 'node server.mjs',
    url: \`http://127.0.0.1:\${port}/\`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
  },
});
`;

export const themeSpec = `import { expect, test } from '@playwright/test';
import { contrastRatio, focusRingSurfaces, textPairs, uiPairs } from '@northbeam/ui';
import { theme } from '../src/theme.js';

// The pairs the ui's components render, from the ui package itself: a theme edit that breaks
// WCAG 2.2 AA contrast fails here, naming the pair.
test('every text pair reaches 4.5:1 and every control 3:1', () => {
  const c = theme.color;
  const failing = [
    ...textPairs.map(([fg, bg]) => [fg, bg, 4.5] as const),
    ...uiPairs.map(([fg, bg]) => [fg, bg, 3] as const),
  ]
    .map(([fg, bg, min]) => ({ pair: \`\${fg} on \${bg}\`, ratio: contrastRatio(c[fg], c[bg]), min }))
    .filter(({ ratio, min }) => ratio < min);
  expect(failing).toEqual([]);
  for (const surface of focusRingSurfaces) {
    const ring = contrastRatio(c.focusRing, c[surface]);
    const halo = contrastRatio(c.surface, c[surface]);
    expect(Math.max(ring, halo), \`focus ring on \${surface}\`).toBeGreaterThanOrEqual(3);
  }
});
`;

/** Paths and the content expression of their h1, per family (`c`: the locale's content). */
const checkedPages = {
  cities: [
    ['/cities', 'c.cities.title'],
    ['/cities/${c.cities.list[0]?.slug}', 'c.cities.list[0]?.headline'],
  ],
  blog: [
    ['/blog', 'c.blog.title'],
    ['/blog/${c.blog.posts[0]?.id}', 'c.blog.posts[0]?.title'],
  ],
  pricing: [['/pricing', 'c.pricing.title']],
};

export function siteSpec(o) {
  const variable = (locale) => locale.replace('-', '');
  const rows = o.pages
    .flatMap((page) => checkedPages[page] ?? [])
    .map(([path, heading]) => `    [\`\${base}${path}\`, ${heading}],`);
  const account = o.pages.includes('account')
    ? `
  test(\`\${base}/account says that sign-in is not connected yet\`, async ({ page }) => {
    await page.goto(\`\${base}/account\`);
    await page.getByRole('textbox', { name: /mail/i }).fill('someone@example.ca');
    const password = page.getByLabel(/password|passe/i);
    await password.fill('long enough password');
    await password.press('Enter');
    await expect(page.getByText(c.account.notConnected)).toBeVisible();
  });
`
    : '';
  return `import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
${o.locales.map((l) => `import { content as ${variable(l)} } from '../src/content/${l}.js';`).join('\n')}

const sites = [${o.locales.map((l, i) => `{ c: ${variable(l)}, base: '${i === 0 ? '' : '/fr'}' }`).join(', ')}];

for (const { c, base } of sites) {
  const pages: [string, string | undefined][] = [
    [base || '/', c.home.headline],
${rows.join('\n')}
  ];
  for (const [path, heading] of pages) {
    test(\`\${path} shows its heading in \${c.locale}, with no axe violation\`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
      await expect(page.locator('main')).toHaveAttribute('lang', c.locale);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => \`\${v.id}: \${v.help}\`)).toEqual([]);
    });
  }
${account}}
`;
}

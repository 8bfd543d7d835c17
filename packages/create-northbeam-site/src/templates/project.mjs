// The created project's configuration, entry modules, server, tests and README.
import { fonts } from '../options.mjs';

const pinned = {
  '@xstate/react': '6.1.0',
  react: '19.3.1',
  'react-dom': '19.3.1',
  wouter: '3.13.0',
  xstate: '5.33.3',
};
const devPinned = {
  '@axe-core/playwright': '4.13.0',
  '@playwright/test': '1.65.1',
  '@types/node': '20.19.0',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '6.0.3',
  vite: '8.3.8',
};

const chosenFonts = (o) =>
  [...new Set([o.headingFont, o.bodyFont])].filter((f) => fonts[f].package);

export function packageJson(o, version) {
  const fontDeps = Object.fromEntries(
    chosenFonts(o).map((f) => [fonts[f].package, fonts[f].version]),
  );
  const dependencies = Object.fromEntries(
    Object.entries({
      '@northbeam/flows': `^${version}`,
      '@northbeam/ui': `^${version}`,
      ...fontDeps,
      ...pinned,
    }).sort(([a], [b]) => a.localeCompare(b)),
  );
  return `${JSON.stringify(
    {
      name: o.packageName,
      private: true,
      version: '0.1.0',
      type: 'module',
      description: `${o.name}'s site (${o.domain}), built on @northbeam/ui and @northbeam/flows`,
      engines: { node: '>=20.19' },
      scripts: {
        dev: 'vite',
        build: 'tsc -p tsconfig.json && vite build',
        serve: 'node server.mjs',
        test: 'npm run build && playwright test',
      },
      dependencies,
      devDependencies: devPinned,
    },
    null,
    2,
  )}\n`;
}

const stack = (font) =>
  font === 'system' ? fonts.system.fallback : `"${font}", ${fonts[font].fallback}`;

export function themeFile(o, color) {
  return `import { defaultTheme, type Theme } from '@northbeam/ui';

/**
 * ${o.name}'s brand, derived from ${o.colour} by create-northbeam-site: every text/control pair
 * the components render reaches WCAG 2.2 AA (tests/theme.spec.ts checks it with the ui's own
 * pairs). Change a colour here and run npm test.
 */
export const theme: Theme = {
  ...defaultTheme,
  color: ${JSON.stringify(color, null, 4)
    .replace(/\n}/, '\n  }')
    .replace(/"([a-zA-Z]+)":/g, '$1:')},
  font: {
    ...defaultTheme.font,
    heading: ${JSON.stringify(stack(o.headingFont))},
    body: ${JSON.stringify(stack(o.bodyFont))},
  },
};
`;
}

export function siteFile(o) {
  return `/**
 * The site's languages. The first is served at /, a second under /fr. Components take the locale
 * as their \`lang\` and \`locale\` props; the ui's own default texts are English (its French
 * text packs, once released, replace them for 'fr-CA').
 */
export const locales = ${JSON.stringify(o.locales)} as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = ${JSON.stringify(o.locales[0])};
/** Fill in: how people reach the agency (the footer shows it on every page). */
export const agency = {
  name: ${JSON.stringify(o.name)},
  domain: ${JSON.stringify(o.domain)},
  contact: { email: ${JSON.stringify(`hello@${o.domain}`)}, phone: '+1 555 010 0000', address: 'Your street, city, province' },
};
`;
}

export function mainFile(o) {
  const weights = { heading: ['600', '700'], body: ['400', '600', '700'] };
  const lines = [];
  for (const [role, font] of [
    ['heading', o.headingFont],
    ['body', o.bodyFont],
  ]) {
    if (!fonts[font].package) continue;
    for (const weight of weights[role])
      lines.push(`import '${fonts[font].package}/${weight}.css';`);
  }
  return `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Fonts from npm packages: nothing loads from a font CDN.
${[...new Set(lines)].join('\n')}
import '@northbeam/ui/style.css';
import { App } from './App.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;
}

export function appFile(o) {
  const imports = o.locales.map(
    (l) => `import { content as ${l.replace('-', '')} } from './content/${l}.js';`,
  );
  const [first, second] = o.locales;
  const pick = second
    ? `  const [location] = useLocation();
  const inSecond = location === '/fr' || location.startsWith('/fr/');
  const content = inSecond ? ${second.replace('-', '')} : ${first.replace('-', '')};
  const base = inSecond ? '/fr' : '';`
    : `  const content = ${first.replace('-', '')};
  const base = '';`;
  return `import { useEffect } from 'react';
import { LinkProvider, ThemeProvider, type LinkComponentProps } from '@northbeam/ui';
import { Link as RouterLink${second ? ', useLocation' : ''} } from 'wouter';
${imports.join('\n')}
import { Layout } from './Layout.js';
import { Pages } from './Pages.js';
import { theme } from './theme.js';

/** Internal links go through the router; hash and external links stay plain anchors. */
function AppLink({ href, ...props }: LinkComponentProps) {
  if (!href.startsWith('/') || href.includes('#')) return <a href={href} {...props} />;
  return <RouterLink href={href} {...props} />;
}

export function App() {
${pick}
  useEffect(() => {
    document.documentElement.lang = content.locale;
  }, [content.locale]);
  return (
    <ThemeProvider theme={theme} global>
      <LinkProvider component={AppLink}>
        <Layout content={content} base={base}>
          <Pages content={content} base={base} />
        </Layout>
      </LinkProvider>
    </ThemeProvider>
  );
}
`;
}

export function layoutFile(o) {
  const other = o.locales[1]
    ? `\n            <Link href={base ? '/' : '/fr'} lang={base ? 'en-CA' : 'fr-CA'}>\n              {base ? 'English' : 'Français'}\n            </Link>`
    : '';
  return `import type { ReactNode } from 'react';
import { Container, Inline, Link, SiteFooter, vars } from '@northbeam/ui';
import type { Content } from './content/types.js';
import { agency } from './site.js';

const paths: Record<string, string> = { home: '/', cities: '/cities', blog: '/blog', pricing: '/pricing', account: '/account' };

export function Layout({ content, base, children }: { content: Content; base: string; children: ReactNode }) {
  const nav = Object.entries(content.nav).map(([key, label]) => ({
    label,
    href: key === 'home' ? base || '/' : \`\${base}\${paths[key] ?? '/'}\`,
  }));
  return (
    <>
      <a href="#main" style={{ position: 'absolute', left: '-9999px' }} onFocus={(e) => (e.currentTarget.style.left = '0')} onBlur={(e) => (e.currentTarget.style.left = '-9999px')}>
        {content.skip}
      </a>
      <header style={{ background: vars.color.surfaceInverse, color: vars.color.textInverse, padding: '1rem 0' }}>
        <Container>
          <Inline space="lg">
            <span style={{ fontFamily: vars.font.heading, fontWeight: 700 }}>{agency.name}</span>
            <nav aria-label="Main">
              <Inline as="ul" space="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {nav.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} style={{ color: vars.color.textInverse }}>{item.label}</Link>
                  </li>
                ))}
              </Inline>
            </nav>${other.replace(/<Link /, '<Link style={{ color: vars.color.textInverse }} ')}
          </Inline>
        </Container>
      </header>
      <main id="main" tabIndex={-1} lang={content.locale}>
        {children}
      </main>
      <SiteFooter
        brandName={agency.name}
        blurb={content.blurb}
        linkGroups={[{ title: content.footer.company, links: nav }]}
        cities={${o.pages.includes('cities') ? 'content.cities.list.map((city) => ({ label: city.name, href: `${base}/cities/${city.slug}` }))' : '[]'}}
        contact={agency.contact}
        year={new Date().getFullYear()}
        labels={{ cities: content.footer.cities, contact: content.footer.contact, rights: content.footer.rights }}
      />
    </>
  );
}
`;
}

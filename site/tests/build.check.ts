import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { afterPaintScript, afterPaintScriptHash } from '../scripts/after-paint.mjs';
import { storedWelcomeScript, storedWelcomeScriptHash } from '../scripts/stored-welcome.mjs';
import { jsBytes } from '../scripts/js-budget.mjs';
import { actingPaths, hydrates, partOf, runtimeOf } from '../scripts/page-runtime.mjs';
import { speculationRulesHash } from '../scripts/static-page.mjs';
import { readActingParts } from '../scripts/acting-parts.mjs';
import { PLANS, annualPrice } from '@northbeam/flows';
import { articles } from '../app/content/blog';
import { plans as enPlans } from '../app/content/plans';
import { plans as frPlans } from '../app/content/fr/plans';
import { budgetOptions as enBudgets } from '../app/content/contactForm';
import { budgetOptions as frBudgets } from '../app/content/fr/contactForm';
import { articles as frArticles } from '../app/content/fr/blog';
import { cities } from '../app/content/cities';
import { cityPage, tileText } from '../app/content/cityPage';
import { enAtLeast, frAtLeast, frNumber, frPercent } from '../app/lib/frenchTypography';
import { accountPaths } from '../app/content/pages';
import { dashboardAddons } from '../app/account/catalogue';
import { dashboardContent } from '../app/account/preparedDashboard';
import { ADDONS } from '../../supabase/functions/_shared/plans.ts';
import { englishPaths, publicPaths } from '../app/content/publicRoutes';
import { cityDirectory } from '../app/content/cityDirectory';
import { site } from '../app/content/site';
import {
  bodyText,
  canonicalOf,
  clientDir,
  descriptionOf,
  htmlFile,
  jsonLdOf,
  readRoute,
  titleOf,
} from './builtSite';

/** Every public page, both languages (budgets, SEO tags and JSON-LD hold for the French too). */
const routes = publicPaths();
/** The English pages: the spec's texts (tests/french.check.ts checks the French edition). */
const english = englishPaths();

/** Exact spec texts and figures each page must carry in its prerendered HTML. */
const keyContent: Record<string, string[]> = {
  '/': [
    'Start Your Growth Journey',
    'View Pricing Plans',
    '1,200+',
    'Canadian Businesses',
    '340%',
    'Average Traffic Growth',
    'Days To First Results',
    '15+',
    'Major Cities',
    'Answer Engine Optimization',
    'Generative Engine Optimization',
    'Don’t See Your City?',
    'Get Your Free SEO Audit',
    '$997',
    '$1,997',
    '$3,997',
    'Weekly reports',
  ],
  '/services': [
    'AI-Powered SEO Optimization',
    'Answer Engine Optimization (AEO)',
    'Generative Engine Optimization (GEO)',
    'Local Canadian SEO',
    'Technical SEO Audits',
    'Content Strategy and Creation',
  ],
  '/about': ['Our Story', '500+', '250%', '15M+', '98%', 'Meet the Team', 'Our Values', '2019'],
  '/contact': [
    site.email,
    site.phone,
    'Toronto',
    'Vancouver',
    'Montréal',
    'Frequently Asked Questions',
    'Send Message',
  ],
  '/pricing': [
    'Starter',
    'Professional',
    'Enterprise',
    'Custom Enterprise',
    '$997',
    '$1,997',
    '$3,997',
    'Most Popular',
    '$1,497',
    '$497',
    '$797',
    '$1,297',
    '$2,497',
    '$897',
    '8.5x',
    '$15,000',
    'Pricing FAQ',
  ],
  '/why-aeo-essential': ['58%', '73%', '4.2B', '127%', 'Traditional'],
  '/why-ai-seo-essential': [
    'The Reality',
    'The Result',
    '10,000+',
    '73%',
    '340%',
    '24/7',
    'Today',
    'Next Month',
    '6 Months',
  ],
  '/blog': [...articles.map((article) => article.title), '5 min read', 'Subscribe to Newsletter'],
  '/privacy': ['January 3, 2025', site.email, site.phone, 'Toronto, Ontario, Canada'],
  '/terms': [
    'January 3, 2025',
    'billed monthly in advance',
    'due on receipt of invoice',
    '30 days written notice',
    'Ontario',
    'do not guarantee',
    site.email,
    site.phone,
    'Toronto, Ontario, Canada',
  ],
};
for (const article of articles) {
  keyContent[`/blog/${article.id}`] = [article.title, article.category, article.date, '5 min read'];
}

/** The spec's fixed city figures, as each page writes them (French pages in fr-CA format). */
const citySpecifics: Record<string, string[]> = {
  '/ottawa-seo': ['110K+'],
  '/kitchener-seo': ['1,500+'],
  '/barrie-seo': ['15% a year'],
  '/sherbrooke-seo': [frAtLeast(40_000)],
  '/quebec-city-seo': [frPercent(25)],
  '/regina-seo': ['20%'],
  '/victoria-seo': ['15%'],
  '/trois-rivieres-seo': [
    frAtLeast(135_000),
    frAtLeast(155_000),
    // The spec's 'Agriculture Focus: University Hub', in French on this French-led page.
    'Vocation',
    'Agricole et universitaire',
    '1634',
    // Both readings of the figures, as a range the stat cards stay true within.
    `de ${frNumber(135_000)} à ${frNumber(140_000)} habitants`,
    `de ${frNumber(155_000)} à ${frNumber(160_000)} pour la région`,
  ],
  '/guelph-seo': ['135K+', '155K+', 'Agriculture, Manufacturing, Technology'],
  '/cambridge-seo': [
    '135K+',
    '580K+',
    'Tech Corridor',
    'Innovation Hub',
    'Technology, Manufacturing, Services',
  ],
};

describe('prerendered routes', () => {
  it('prerenders every public route, and the account routes as shells around their part', () => {
    // Static pages, cities, articles, legal documents, then the case-studies list and its two cases.
    expect(english).toHaveLength(8 + 26 + 3 + 2 + 1 + 2);
    for (const route of routes) expect(() => readRoute(route), route).not.toThrow();
    for (const route of accountPaths) {
      expect(readRoute(route), route).toContain(
        `data-acting-part="${route === '/auth' ? 'authCard' : 'accountDashboard'}"`,
      );
    }
  });

  it.each(Object.entries(keyContent))('%s carries its key content', (route, texts) => {
    const text = bodyText(readRoute(route));
    for (const expected of texts) expect(text, `${route}: ${expected}`).toContain(expected);
  });

  it('every English page has the shared header and footer with all 26 city links', () => {
    for (const route of english) {
      const html = readRoute(route);
      for (const href of ['/services', '/about', '/contact', '/pricing', '/privacy', '/terms']) {
        expect(html, `${route} links ${href}`).toContain(`href="${href}"`);
      }
      for (const city of cities)
        expect(html, `${route} → ${city.slug}`).toContain(`href="/${city.slug}"`);
      expect(bodyText(html)).toContain('Sign In');
      expect(html).toContain('href="#main-content"');
    }
  });

  it('styles the prerendered header and footer without JavaScript', () => {
    // A content page's rules are all inline; an acting page also links the full stylesheet.
    const html = readRoute('/toronto-seo');
    const css = [
      ...[...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]!),
      ...[...html.matchAll(/<link rel="stylesheet" href="([^"#]+)#?"/g)].map((match) =>
        readFileSync(path.join(clientDir, match[1]!), 'utf8'),
      ),
    ].join('\n');
    for (const tag of ['header', 'footer']) {
      const start = html.indexOf(`<${tag}`);
      const chrome = html.slice(start, html.indexOf(`</${tag}>`, start));
      const classes = new Set(
        [...chrome.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
      );
      const styled = [...classes].filter((name) => css.includes(`.${name}`));
      expect(classes.size, tag).toBeGreaterThan(5);
      // Composed vanilla-extract classes have no rule of their own; most classes must have one.
      expect(styled.length / classes.size, tag).toBeGreaterThan(0.8);
    }
  });

  it('leaves lists laid out by Grid to its own reset, with no inline list styles', () => {
    for (const route of routes) {
      expect(readRoute(route), route).not.toMatch(/<ul[^>]*style="[^"]*list-style/);
    }
  });

  it('keeps the navigation city list in step with the city pages', () => {
    expect(cityDirectory.map((entry) => [entry.slug, entry.name])).toEqual(
      cities.map((city) => [city.slug, city.name]),
    );
  });

  it('home shows the first nine city routes as cards', () => {
    const html = readRoute('/');
    const text = bodyText(html);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const cardLinks = [...main.matchAll(/href="\/([a-z-]+-seo)"/g)].map((match) => match[1]);
    expect([...new Set(cardLinks)]).toEqual(cities.slice(0, 9).map((city) => city.slug));
    for (const city of cities.slice(0, 9)) {
      expect(text).toContain(enAtLeast(city.population));
      expect(text).toContain(city.home!.businesses);
      expect(text).toContain(city.home!.growth);
    }
  });
});

describe('city pages', () => {
  it.each(cities.map((city) => [city.slug, city] as const))(
    '/%s has its own content',
    (_, city) => {
      const route = `/${city.slug}`;
      const page = cityPage(city);
      const text = bodyText(readRoute(route));
      expect(text).toContain(page.hero.headline);
      expect(page.hero.stats).toHaveLength(4);
      for (const stat of page.hero.stats) expect(text).toContain(stat.value);
      expect(page.reasons.reasons).toHaveLength(3);
      for (const reason of page.reasons.reasons) expect(text).toContain(reason.title);
      expect(page.keywords.keywords).toHaveLength(6);
      for (const tile of page.keywords.keywords) expect(text).toContain(tileText(tile));
      expect(city.towns).toHaveLength(12);
      for (const town of city.towns) expect(text).toContain(town);
      expect(text).toContain(page.banner.secondary.label);
      // The spec's keyword pattern with the province code: in English on the English pages, in
      // French (« Services SEO Montréal QC ») on the French-led Quebec pages.
      expect(text).toContain(
        city.lang === 'fr-CA'
          ? `Services SEO ${city.fr.name} ${city.province}`
          : `SEO services ${city.name} ${city.province}`,
      );
      for (const expected of citySpecifics[route] ?? []) expect(text, expected).toContain(expected);
    },
  );

  it('leads the Quebec pages in French and keeps the others in English', () => {
    for (const city of cities) {
      const html = readRoute(`/${city.slug}`);
      const french = ['montreal-seo', 'quebec-city-seo', 'sherbrooke-seo', 'trois-rivieres-seo'];
      const lang = french.includes(city.slug) ? 'fr-CA' : 'en-CA';
      expect(html, city.slug).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}">`));
      expect(html, city.slug).toContain(
        `<meta property="og:locale" content="${lang.replace('-', '_')}"/>`,
      );
      // Only the language switcher's link to the French twin, and the Montréal office's address
      // where it is the nearest office, are marked French on an English page.
      if (lang === 'en-CA')
        expect(
          html.replace(/<address class="[^"]*" lang="fr-CA">/g, '<address>'),
          city.slug,
        ).not.toMatch(/lang="fr-CA"(?! hrefLang="fr-CA")/);
    }
    expect(readRoute('/montreal-seo')).toContain(
      '<meta property="og:locale:alternate" content="en_CA"/>',
    );
    expect(titleOf(readRoute('/quebec-city-seo'))).toMatch(/^Agence SEO à Québec\u00A0: /);
    expect(descriptionOf(readRoute('/trois-rivieres-seo'))).toMatch(
      /^Agence SEO à Trois-Rivières\u00A0: référencement local /,
    );
  });

  it('uses the spec’s towns for Trois-Rivières, Guelph and Cambridge', () => {
    const expected: Record<string, string> = {
      'trois-rivieres-seo':
        'Trois-Rivières, Shawinigan, Grand-Mère, La Tuque, Drummondville, Victoriaville, Bécancour, Nicolet, Louiseville, Saint-Tite, Sainte-Anne-de-la-Pérade, Cap-de-la-Madeleine',
      'guelph-seo':
        'Guelph, Fergus, Elora, Mount Forest, Drayton, Arthur, Palmerston, Harriston, Rockwood, Acton, Georgetown, Milton',
      'cambridge-seo':
        'Cambridge, Kitchener, Waterloo, Guelph, Preston, Galt, Hespeler, Blair, New Hamburg, Baden, St. Jacobs, Elmira',
    };
    for (const [slug, towns] of Object.entries(expected)) {
      expect(cities.find((city) => city.slug === slug)!.towns.join(', ')).toBe(towns);
    }
  });
});

describe('production hosting files', () => {
  const pages = [
    ...routes.map(htmlFile),
    ...accountPaths.map(htmlFile),
    htmlFile('/404'),
    path.join(clientDir, '__spa-fallback.html'),
  ];

  it('lays every page out as <route>.html, the shape every host serves at /<route> with 200', () => {
    for (const route of routes.filter((route) => route !== '/')) {
      expect(existsSync(htmlFile(route)), route).toBe(true);
      expect(existsSync(path.join(clientDir, route.slice(1), 'index.html')), route).toBe(false);
    }
    expect(existsSync(path.join(clientDir, '404.html'))).toBe(true);
  });

  it('leaves no inline script in any page but the after-paint starter and the dashboard’s welcome line, so one short policy covers them all', () => {
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        const [, attributes, body] = match;
        if (/type="application\/ld\+json"/.test(attributes!)) continue;
        // Speculation rules are data the CSP allows inline by their own keyword, not a script.
        if (/type="speculationrules"/.test(attributes!)) {
          expect(() => JSON.parse(body!)).not.toThrow();
          continue;
        }
        // The same text on every page (its hash is in the policy); the files it starts exist.
        if (/ data-island="/.test(attributes!)) {
          expect(body, path.relative(clientDir, file)).toBe(afterPaintScript);
          for (const [, src] of attributes!.matchAll(/data-(?:island|stylesheet)="([^"]+)"/g))
            expect(existsSync(path.join(clientDir, src!)), `${src} exists`).toBe(true);
          continue;
        }
        // The same text wherever it is (its hash is in the policy), right after the welcome slot.
        if (body === storedWelcomeScript) {
          expect(html.slice(0, match.index), path.relative(clientDir, file)).toMatch(
            /<div data-welcome="[^"]*"><p [^>]*>Loading\.\.\.<\/p><\/div>$/,
          );
          continue;
        }
        expect(body, `${path.relative(clientDir, file)}: inline script`).toBe('');
        const src = attributes!.match(/src="([^"]+)"/)?.[1] ?? '';
        expect(existsSync(path.join(clientDir, src)), `${src} exists`).toBe(true);
      }
    }
  });

  it('fills the dashboard’s welcome line before its first paint, in both languages', () => {
    for (const route of ['/dashboard', '/fr/tableau-de-bord']) {
      expect(readRoute(route), route).toMatch(
        new RegExp(`<div data-welcome="[^"]*\\{email\\}"><p [^>]*>[^<]+</p></div><script>`),
      );
      expect(readRoute(route).split(storedWelcomeScript), route).toHaveLength(2);
    }
  });

  it('writes _headers with the security headers and a CSP within Cloudflare’s 2,000-character line', () => {
    const headers = readFileSync(path.join(clientDir, '_headers'), 'utf8');
    for (const line of headers.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
    const csp = headers.match(/^ {2}Content-Security-Policy: (.+)$/m)?.[1] ?? '';
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        `script-src 'self' 'inline-speculation-rules' ${afterPaintScriptHash} ${storedWelcomeScriptHash} ${speculationRulesHash}`,
        "object-src 'none'",
      ]),
    );
    expect(csp).toMatch(/connect-src 'self' https?:\/\/[^ ;]+/);
    expect(headers).toMatch(/^ {2}Strict-Transport-Security: max-age=\d+/m);
    expect(headers).toMatch(/^ {2}X-Content-Type-Options: nosniff$/m);
    expect(headers).toMatch(/^ {2}X-Frame-Options: DENY$/m);
    expect(headers).toMatch(
      /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
    const nginx = readFileSync(path.join(clientDir, '../nginx/northbeam-site.conf'), 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });

  it('writes _redirects: the app shell for unbuilt articles, built ones kept', () => {
    const rules = readFileSync(path.join(clientDir, '_redirects'), 'utf8').trim().split('\n');
    // The account pages are prerendered files like every other page: no rule of their own.
    expect(rules).toEqual([
      '/404 /404/not-a-page 200',
      '/fr/404 /fr/404/not-a-page 200',
      ...[
        ...articles.map((article) => `/blog/${article.id}`),
        ...frArticles.map((article) => `/fr/blogue/${article.id}`),
      ]
        .sort()
        .map((route) => `${route} ${route} 200`),
      // Their Markdown twins too, or the `:id` rules would take them on Cloudflare Pages.
      ...[
        ...articles.map((article) => `/blog/${article.id}.md`),
        ...frArticles.map((article) => `/fr/blogue/${article.id}.md`),
      ].map((twin) => `${twin} ${twin} 200`),
      '/blog/:id /__spa-fallback 200',
      '/fr/blogue/:id /__spa-fallback 200',
    ]);
  });
});

describe('SEO', () => {
  it('gives every page a unique title and description', () => {
    const titles = routes.map((route) => titleOf(readRoute(route)));
    const descriptions = routes.map((route) => descriptionOf(readRoute(route)));
    for (const [index, title] of titles.entries()) {
      expect(title.length, routes[index]).toBeGreaterThan(10);
      expect(descriptions[index]!.length, routes[index]).toBeGreaterThan(50);
    }
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
  });

  it('gives every page its canonical URL, Open Graph tags and a document language', () => {
    for (const route of routes) {
      const html = readRoute(route);
      const url = `${site.origin}${route === '/' ? '/' : route}`;
      expect(canonicalOf(html), route).toBe(url);
      expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"\/>/);
      expect(html).toMatch(/^<!DOCTYPE html><html lang="(en|fr)-CA">/);
      expect(html).not.toContain('noindex');
    }
  });

  it('describes each page with JSON-LD of the right types', () => {
    const typesOf = (route: string) => jsonLdOf(readRoute(route)).map((data) => data['@type']);
    expect(typesOf('/')).toContain('ProfessionalService');
    expect(typesOf('/contact')).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
    expect(typesOf('/pricing')).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
    for (const article of articles) {
      expect(typesOf(`/blog/${article.id}`)).toEqual(['BlogPosting', 'BreadcrumbList']);
    }
    for (const city of cities) {
      const data = jsonLdOf(readRoute(`/${city.slug}`));
      const service = data.find((item) => item['@type'] === 'Service') as {
        areaServed: { '@type': string; name: string }[];
        availableChannel: { availableLanguage: string | string[] };
      };
      const page = cityPage(city);
      expect(service.areaServed[0]).toMatchObject({
        '@type': 'City',
        name: page.service.cityName,
      });
      expect(service.availableChannel.availableLanguage).toEqual(page.service.inLanguage);
      expect(data.map((item) => item['@type'])).toContain('BreadcrumbList');
    }
    const agency = jsonLdOf(readRoute('/')).find(
      (item) => item['@type'] === 'ProfessionalService',
    ) as {
      address: { addressLocality: string }[];
      email: string;
    };
    expect(agency.address.map((address) => address.addressLocality)).toEqual([
      'Toronto',
      'Vancouver',
      'Montréal',
    ]);
    expect(agency.email).toBe(site.email);
  });

  it('lists exactly the public routes in sitemap.xml, and robots.txt points to it', () => {
    const sitemap = readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = routes.map((route) => `${site.origin}${route === '/' ? '/' : route}`);
    expect([...locs].sort()).toEqual([...expected].sort());
    const robots = readFileSync(path.join(clientDir, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /auth');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /fr/connexion');
    expect(robots).toContain('Disallow: /fr/tableau-de-bord');
    // llms.txt lists each page's Markdown twin, both languages (machineEdition.check.ts checks it
    // in full).
    const llms = readFileSync(path.join(clientDir, 'llms.txt'), 'utf8');
    expect(llms.startsWith('# Northbeam Search')).toBe(true);
    for (const url of expected)
      expect(llms).toContain(`(${url === `${site.origin}/` ? `${site.origin}/index` : url}.md)`);
  });

  it('keeps account routes out of the index: their prerendered shells say noindex', () => {
    for (const route of accountPaths)
      expect(readRoute(route), route).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(existsSync(path.join(clientDir, '__spa-fallback.html'))).toBe(true);
    const notFound = readRoute('/404');
    expect(bodyText(notFound)).toContain('Oops! Page not found');
    expect(bodyText(notFound)).toContain('Return to Home');
    expect(notFound).toContain('noindex');
  });
});

describe('add-ons', () => {
  // Spec section 9, "Add-ons per month", as written there.
  const specAddons = [
    'PPC management',
    'Additional city targeting',
    'Bilingual SEO (French/English)',
    'E-commerce SEO',
    'Emergency SEO recovery',
    'Social media management',
  ];

  it('names them on the pricing page as the spec does', () => {
    const headings = [...readRoute('/pricing').matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map(
      ([, text]) => text,
    );
    expect(headings.filter((heading) => specAddons.includes(heading!))).toEqual(specAddons);
  });

  it('sells the same names from the dashboard (all but PPC management) and from create-checkout', () => {
    expect(dashboardAddons.map((addon) => addon.name)).toEqual(specAddons.slice(1));
    expect(ADDONS.map((addon) => addon.name).sort()).toEqual([...specAddons].sort());
  });
});

/**
 * The chunk a page's island loads for one of its modules (`pricingPlans` for /pricing's plans,
 * `contactForm` for /contact's form) and what it imports besides the island.
 */
function moduleChunkFiles(name: string): string[] {
  const chunk = readdirSync(path.join(clientDir, 'assets')).find((file) =>
    new RegExp(`^${name}-[\\w-]+\\.js$`).test(file),
  );
  expect(chunk, `the ${name} chunk`).toBeDefined();
  const source = readFileSync(path.join(clientDir, 'assets', chunk!), 'utf8');
  const imported = [...source.matchAll(/from"\.\/([\w-]+\.js)"/g)]
    .map((match) => match[1]!)
    .filter((file) => !/^islands-/.test(file));
  return [chunk!, ...imported].map((file) => `/assets/${file}`);
}

/** The gzipped bytes of a module's chunk and its imports besides the island. */
const moduleChunkBytes = (name: string) =>
  moduleChunkFiles(name).reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length,
    0,
  );

/** The text of an acting part's script and every file it imports, as the browser gets them. */
function partScripts(part: string): string {
  const { entry, imports } = readActingParts(path.join(clientDir, '..'))[part]!;
  return [entry, ...imports]
    .map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
    .join('\n');
}

/** HTML attribute escapes as React writes them (&amp; &quot; &#x27; &lt; &gt;). */
const attributeEscapes: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  lt: '<',
  gt: '>',
};

/** Text as written in HTML, its entities (those React writes) read back. */
const decodeHtml = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => attributeEscapes[name]!);

/** What a route's page carries for its acting part `part` (ActingPart's JSON attribute). */
function carriedContent<T>(route: string, part: string): T {
  const written = readRoute(route).match(
    new RegExp(`data-acting-part="${part}" data-acting-part-texts="([^"]*)"`),
  );
  expect(written, route).not.toBeNull();
  return JSON.parse(
    written![1]!.replace(
      /&(amp|quot|#x27|#39|lt|gt);/g,
      (_, name: string) => attributeEscapes[name]!,
    ),
  ) as T;
}

describe('speed', () => {
  it('uses no web fonts and no network images', () => {
    for (const route of routes) {
      const html = readRoute(route);
      expect(html).not.toMatch(/@font-face|fonts\.googleapis|\.woff2?/);
      for (const match of html.matchAll(/<img [^>]*>/g)) {
        const tag = match[0];
        expect(tag, `${route}: ${tag}`).toMatch(/src="\/[^/]/);
        expect(tag).toMatch(/width="\d+"/);
        expect(tag).toMatch(/height="\d+"/);
      }
    }
  });

  // Budgets (a ratchet: each may only go down). A content page ships no framework, only the
  // island script (2.6 KB measured; the newsletter's flow loads on the reader's first move towards
  // the form, not with the page). A page with an acting part carries the island, React and the
  // part's flows, no React Router; the account pages' app shell carries React, React Router and
  // the app's frame. Raised once for the French edition (measured before it: /contact 94.7 KB,
  // /auth 119.5 KB): the ui's English pack of every component's words, the flows' French texts
  // and auth error catalogue (the machines choose from them synchronously), the French frame's
  // texts and its 13 routes in the manifest. The ui's French pack loads only with LocaleProvider,
  // which each acting part now renders (a root of its own, outside the frame's provider). Set to
  // the measurements after the French edition, rounded up to the next KB: /contact 103,380 B
  // (100.96 KB; /pricing 100.70 KB), the app shell 131,131 B (128.06 KB with the answer engines'
  // typed JSON-LD), content pages 2.56 KB. Issue 29 is to bring /auth and /dashboard well below.
  // The case studies' four routes (issue 30) add to the manifest: /contact 103,647 B (101.22 KB).
  // The error summary with per-field messages and the preselected plan of "Talk to us" (issue 30)
  // add to the contact part: /contact 106,311 B (103.82 KB). Issue 29's goal (1.10× the React +
  // XState floor, about 89 KB) is not reached: this ratchet only keeps it from growing unnoticed.
  // The ui NewsletterForm's texts in the English pack, which every page that acts ships (issue
  // 30), bring /contact to 106,856 B (104.35 KB). The home hero's AnswerPanel labels in both
  // packs (issue 30, about 150 B) and the merges before them: /contact 107,710 B (105.19 KB).
  // Issue 29: each page's own ui pack only (an English page no longer loads the French) and the
  // frame's island alone on a page that acts (islands/frameMain.ts): the French pages now set
  // the figure, /fr/nous-joindre 105,898 B (103.42 KB; /contact 102,683 B, /pricing 100,378 B).
  // Four merges of one day add 359 B to it: the fields keep text typed before hydration (useField,
  // 112 B), the functions client loaded apart from auth-js (115 B), the calls to action and menu
  // links written once per language (routeTwins, 103 B), Notice's props (36 B): /fr/nous-joindre
  // 106,709 B (104.21 KB). Still well under the issue's 120 KB for a page that acts.
  // Issue 29: /pricing's period held as React state (no XState on that page), and each part built
  // alone beside React (scripts/acting-parts.mjs) instead of as an entry of the app's build,
  // whose modules it shared in some twenty small chunks: /fr/nous-joindre 99,172 B (96.85 KB;
  // /contact 96,029 B, /fr/forfaits 86,096 B, /pricing 82,953 B), from 4 to 6 files a page.
  // React built once for every part (scripts/acting-parts.mjs), so a visitor going from one page
  // that acts to another downloads it once: that file exports every name of React's modules the
  // parts import, which the parts no longer trim, and the parts import React's names from it
  // (+624 B on /pricing, +885 B on /contact): /fr/nous-joindre 100,057 B (97.71 KB; /contact
  // 96,914 B, /fr/forfaits 86,720 B, /pricing 83,577 B). XState in each part's own file, the
  // parts' dynamic imports without Vite's preload helper, and the contact form's flow texts
  // without the other flows': /fr/nous-joindre 97,506 B (95.22 KB; /contact 94,363 B,
  // /fr/forfaits 86,026 B, /pricing 82,883 B), from 4 to 3 files on /contact. Each ui component
  // with its own English (no pack on an English page's part) and its own glyphs (not Icon's
  // table): /fr/nous-joindre 94,320 B (92.11 KB; /contact 91,177 B, /fr/forfaits 82,798 B,
  // /pricing 79,655 B).
  const contentBudget = 3 * 1024;
  // /contact's form's own words carried in the page (its part, since gone): /fr/nous-joindre
  // 97,109 B (94.83 KB; /contact 93,966 B).
  // Both together: /fr/nous-joindre 93,885 B (91.68 KB; /contact 90,742 B).
  const partBudget = 92 * 1024;
  // /pricing's part carries no plans of either language (the prerender writes them into the page,
  // acting/pricingPlansView.tsx) and the flows' price words without the other flows' texts:
  // /fr/forfaits 86,026 B -> 81,799 B (79.88 KB), /pricing 82,883 B -> 78,656 B.
  // With each ui component's own English and glyphs: /fr/forfaits 78,388 B (76.55 KB; /pricing
  // 75,245 B).
  // /pricing without React (its plans prerendered in both periods, run by the island): the island
  // script 2,836 B and the plans' chunk with its import 1,231 B, 4,067 B (3.97 KB) on either page.
  const pricingBudget = 4.5 * 1024;
  // /contact without React (its form prerendered with every text its flow shows, run by the
  // island; the flow's code loads on the visitor's first move towards the form): the island
  // script 2,902 B and the form's chunk with its imports, 5,369 B (5.24 KB) on /contact, from
  // 90,742 B (/fr/nous-joindre 93,885 B) with its React part.
  const contactBudget = 5.5 * 1024;
  // The same two additions on the auth card (and its plan summary) bring the app shell to
  // 133,095 B (129.98 KB); the NewsletterForm's pack texts to 133,255 B (130.13 KB). The
  // AnswerPanel's labels, the props' defaults the account cards now read from their *.props.ts
  // and the French spacing rule in the packs' module: 134,258 B (131.11 KB). The account pages
  // no longer load this shell (accountBytes.check.ts); it serves articles not prerendered. The
  // same day's merges as above (the fields' hand-over, the functions loader, the links written
  // once, /auth's card start shared with the frame): 135,404 B (132.23 KB). Without the acting
  // parts as entries of the app's build (issue 29, each part built alone): 134,564 B (131.41 KB).
  // Raised once: each ui component's English and glyphs in modules of their own, which the parts
  // no longer carry whole (above), are split over more of this shell's chunks, and the shell still
  // holds the whole English pack and every glyph: 135,270 B (132.10 KB).
  const appBudget = 133 * 1024;
  it('keeps every page within its gzipped JavaScript budget', () => {
    const budget = { content: contentBudget, part: partBudget };
    for (const route of [...routes, '/404']) {
      const { gzip } = jsBytes(clientDir, htmlFile(route));
      expect(gzip, route).toBeLessThanOrEqual(budget[runtimeOf(route)]);
    }
    // /pricing's plans load their code on the page that has them (islands/pricingPlans.ts): the
    // island and that chunk, what the page runs before the toggle works.
    for (const route of ['/pricing', '/fr/forfaits'])
      expect(
        jsBytes(clientDir, htmlFile(route)).gzip + moduleChunkBytes('pricingPlans'),
        route,
      ).toBeLessThanOrEqual(pricingBudget);
    // /contact's form likewise (islands/contactForm.ts); its flow loads when the visitor reaches
    // for the form, not with the page.
    for (const route of ['/contact', '/fr/nous-joindre'])
      expect(
        jsBytes(clientDir, htmlFile(route)).gzip + moduleChunkBytes('contactForm'),
        route,
      ).toBeLessThanOrEqual(contactBudget);
    const fallback = jsBytes(clientDir, path.join(clientDir, '__spa-fallback.html'));
    // The SPA fallback (unbuilt articles); the account pages have their own (accountBytes.check.ts).
    expect(fallback.gzip, 'the SPA fallback').toBeLessThanOrEqual(appBudget);
  });

  it('takes each page’s runtime from its route module: content by default, the part it renders', () => {
    // The routes that render an <ActingPart>, and nothing else, start one (postbuild's manifest).
    expect(Object.fromEntries(actingPaths().map((path) => [path, partOf(path)]))).toEqual({
      '/auth': 'authCard',
      '/dashboard': 'accountDashboard',
      '/fr/connexion': 'authCard',
      '/fr/tableau-de-bord': 'accountDashboard',
    });
    for (const path of ['/auth', '/dashboard']) expect(hydrates(path)).toBe(true);
    expect(['/pricing', '/contact/', '/auth', '/dashboard'].map(runtimeOf)).toEqual([
      'content',
      'content',
      'part',
      'part',
    ]);
    for (const path of [
      '/contact',
      '/services',
      '/toronto-seo',
      '/blog/1',
      '/privacy',
      '/404',
      '/a-new-page',
    ]) {
      expect(hydrates(path), path).toBe(false);
      expect(runtimeOf(path), path).toBe('content');
    }
  });

  it('ships content pages without React Router: the after-paint starter and speculation rules only', () => {
    const contentRoutes = [...routes, '/404'].filter((route) => !hydrates(route));
    expect(contentRoutes.length).toBeGreaterThanOrEqual(30);
    for (const route of contentRoutes) {
      const html = readRoute(route);
      expect(html, route).not.toContain('rel="modulepreload"');
      expect(html, route).not.toContain('__reactRouter');
      const scripts = [...html.matchAll(/<script(?![^>]*ld\+json)([^>]*)>/g)].map((m) => m[1]);
      expect(scripts, route).toEqual([
        ` data-island="${jsBytes(clientDir, htmlFile(route)).files[0]}"`,
        ' type="speculationrules"',
      ]);
      // The page needs its HTML alone, to paint and after: its rules, in every state, are inline
      // and it links no stylesheet (not even for a browser without JavaScript).
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<style>[^<]{1000,}<\/style>/), route).not.toBeNull();
      expect(html, route).not.toContain('rel="stylesheet"');
      expect(head, route).not.toContain('<noscript>');
      expect(jsBytes(clientDir, htmlFile(route)).files[0], route).toMatch(
        /^\/assets\/islands-[\w-]+\.js$/,
      );
      // One request: the island imports no chunk, not even for its effects (a module it shares
      // with a chunk it loads on demand was once split out, and every page requested it).
      expect(
        readFileSync(path.join(clientDir, jsBytes(clientDir, htmlFile(route)).files[0]!), 'utf8'),
        route,
      ).not.toMatch(/\b(from|import)\s*"\.\//);
      const rules = JSON.parse(
        html.match(/<script type="speculationrules">([^<]*)<\/script>/)?.[1] ?? '{}',
      ) as { prerender?: { eagerness?: string }[] };
      expect(rules.prerender?.[0]?.eagerness, route).toBe('moderate');
    }
  });

  it('starts a page that acts after its first paint, with every chunk it needs preloaded then', () => {
    // Every public page is content now (/pricing's plans and /contact's form run on the island):
    // only the account pages start a React part.
    expect(routes.filter(hydrates)).toEqual([]);
    const acting = actingPaths();
    expect(acting).toEqual(expect.arrayContaining(['/auth', '/dashboard', '/fr/connexion']));
    for (const route of acting) {
      const html = readRoute(route);
      expect(html, route).not.toContain('rel="modulepreload"');
      // It requests nothing but its HTML and stylesheet before it has painted: the one after-paint
      // starter starts the part (and preloads what the part imports) with the frame's island.
      const scripts = [...html.matchAll(/<script(?![^>]*ld\+json)([^>]*)>([^<]*)/g)];
      expect(scripts[0]![1], route).toMatch(
        / data-island="[^"]*" data-part="[^"]*" data-preload="[^"]*"$/,
      );
      expect(scripts[0]![2], route).toBe(afterPaintScript);
      const data = (name: string) =>
        scripts[0]![1]!.match(new RegExp(`data-${name}="([^"]*)"`))?.[1];
      expect(data('part'), route).toMatch(/^\/assets\/(authCard|accountDashboard)-[\w-]+\.js$/);
      const preloads = data('preload')!.split(' ');
      expect(preloads, route).toContainEqual(expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/));
      // Every chunk the part's file imports (statically) is preloaded.
      const partCode = readFileSync(path.join(clientDir, data('part')!), 'utf8');
      for (const [, imported] of partCode.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g))
        expect(preloads, `${route}: ${imported}`).toContain(`/assets/${imported}`);
      for (const src of [data('part')!, ...preloads])
        expect(existsSync(path.join(clientDir, src)), `${src} exists`).toBe(true);
    }
    // The SPA fallback has nothing to paint before its JavaScript: it keeps React Router's preloads.
    const fallback = readFileSync(path.join(clientDir, '__spa-fallback.html'), 'utf8');
    expect(fallback).toContain('rel="modulepreload"');
  });

  it('loads the same React file on every page that acts, so a visitor downloads React once', () => {
    const acting = actingPaths();
    expect(acting).toEqual(
      expect.arrayContaining(['/auth', '/dashboard', '/fr/connexion', '/fr/tableau-de-bord']),
    );
    const reactFiles = (route: string) =>
      jsBytes(clientDir, htmlFile(route)).files.filter((file) =>
        /^\/assets\/react-[\w-]+\.js$/.test(file),
      );
    for (const route of acting) expect(reactFiles(route), route).toHaveLength(1);
    expect(new Set(acting.flatMap(reactFiles)).size).toBe(1);
    // No part carries React of its own: every chunk a page that acts loads imports React from it.
    const [react] = reactFiles(acting[0]!);
    for (const file of new Set(
      acting.flatMap((route) => jsBytes(clientDir, htmlFile(route)).files),
    ))
      for (const [, imported] of readFileSync(path.join(clientDir, file), 'utf8').matchAll(
        /from\s*"\.\/(react-[\w-]+\.js)"/g,
      ))
        expect(`/assets/${imported}`, file).toBe(react);
  });

  it('loads the ui pack of the page language only: English pages that act never request the French', () => {
    // A text of the ui's French pack (packages/ui/src/i18n/fr-CA.ts) and of nothing else.
    const frenchPackText = 'Aller au contenu principal';
    const carries = (route: string) =>
      jsBytes(clientDir, htmlFile(route)).files.some((file) =>
        readFileSync(path.join(clientDir, file), 'utf8').includes(frenchPackText),
      );
    const acting = actingPaths();
    const french = acting.filter((route) => route.startsWith('/fr/'));
    expect(french.length).toBeGreaterThanOrEqual(1);
    for (const route of acting) expect(carries(route), route).toBe(french.includes(route));
  });

  it('runs /contact’s form on the island: no React, its flow loaded only when the visitor reaches for it', () => {
    for (const route of ['/contact', '/fr/nous-joindre']) {
      const html = readRoute(route);
      expect(html, route).not.toContain('data-acting-part');
      expect(html, route).toContain('data-module="contact-form"');
      // The form's whole view is in the page: its error summary, a field's message and the notices
      // as hidden parts and templates, which the island fills (ui contactFormBehaviour.ts).
      expect(html, route).toMatch(/<form [^>]*data-contact-form=""/);
      expect(html, route).toMatch(/<template data-contact-field-error="">/);
      expect(html, route).toMatch(/<template data-contact-notice-tone="success">/);
      const { files } = jsBytes(clientDir, htmlFile(route));
      expect(files, route).toHaveLength(1);
      expect(files[0], route).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
    }
    // The form's chunk starts the flow on demand: neither it nor the island imports the flow,
    // XState or supabase-js as it loads.
    for (const file of [
      jsBytes(clientDir, htmlFile('/contact')).files[0]!,
      ...moduleChunkFiles('contactForm'),
    ]) {
      const code = readFileSync(path.join(clientDir, file), 'utf8');
      expect(code, file).not.toMatch(/from"\.\/(contactFormFlow|xstate|loadSupabase)-/);
    }
  });

  it('prerenders /pricing’s plans in both periods, so the island formats and writes no figure', () => {
    const figures = Object.values(PLANS).flatMap(({ monthly }) => [
      monthly,
      annualPrice(monthly),
      annualPrice(monthly) * 12,
    ]);
    for (const [route, lang] of [
      ['/pricing', 'en-CA'],
      ['/fr/forfaits', 'fr-CA'],
    ] as const) {
      const html = readRoute(route);
      expect(html, route).not.toContain('data-acting-part');
      expect(html, route).toContain('data-module="pricing-plans"');
      const money = (figure: number) =>
        lang === 'fr-CA' ? `${frNumber(figure)}\u00a0$` : `$${figure.toLocaleString('en-CA')}`;
      // Every figure either period shows (the month's, the discounted one, the year's total).
      for (const figure of figures) expect(html, `${route} ${figure}`).toContain(money(figure));
      // One price block a plan sold by subscription for each period, the annual one hidden.
      const tiers = Object.keys(PLANS).length;
      expect(html.match(/data-billing-period="monthly"/g), route).toHaveLength(tiers + 1);
      expect(html.match(/data-billing-period="annual" hidden=""/g), route).toHaveLength(tiers + 1);
      // The annual banner, as a template the island writes into the live region.
      expect(html, route).toMatch(/<template data-billing-banner="">/);
    }
  });

  it('leaves the plans of both languages out of /pricing’s script: the page carries them', () => {
    const scripts = ['/pricing', '/fr/forfaits']
      .flatMap((route) => jsBytes(clientDir, htmlFile(route)).files)
      .concat(moduleChunkFiles('pricingPlans'))
      .map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
      .join('\n');
    for (const plan of [...enPlans, ...frPlans]) {
      expect(scripts, plan.description).not.toContain(plan.description.slice(0, 40));
      for (const feature of plan.features) expect(scripts, feature).not.toContain(feature);
    }
    for (const [route, plans] of [
      ['/pricing', enPlans],
      ['/fr/forfaits', frPlans],
    ] as const)
      for (const plan of plans) expect(readRoute(route), route).toContain(plan.name);
  });

  it('leaves the budget labels of both languages out of /contact’s scripts: the page carries them', () => {
    const flow = readdirSync(path.join(clientDir, 'assets')).filter((file) =>
      /^contactFormFlow-[\w-]+\.js$/.test(file),
    );
    expect(flow, 'the contact form’s flow chunk').toHaveLength(1);
    const scripts = [
      ...jsBytes(clientDir, htmlFile('/contact')).files,
      ...moduleChunkFiles('contactForm'),
      `/assets/${flow[0]}`,
    ]
      .map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
      .join('\n');
    // French labels are spaced (no-break spaces) in the page; a script would hold them unspaced.
    for (const { label } of [...enBudgets, ...frBudgets])
      expect(scripts, label).not.toContain(label.replace(/\s/g, ' '));
    for (const [route, budgets] of [
      ['/contact', enBudgets],
      ['/fr/nous-joindre', frBudgets],
    ] as const) {
      const options = [
        ...readRoute(route).matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g),
      ];
      for (const { value, label } of budgets)
        expect(
          options.some(([, v, text]) => v === value && decodeHtml(text!) === label),
          `${route}: ${label}`,
        ).toBe(true);
    }
  });

  it('leaves the dashboard’s texts, plans and add-ons of both languages out of its script: the page carries them', () => {
    // The French ones were spaced (French typography) as the script loaded, on either page.
    const scripts = partScripts('accountDashboard');
    const written = (['en-CA', 'fr-CA'] as const).map((lang) => dashboardContent(lang));
    for (const { words, catalogue } of written) {
      for (const text of [words.plansHeading, words.addonsHeading, words.pricesNote])
        expect(scripts, text).not.toContain(text.replace(/\s/g, ' '));
      for (const feature of catalogue.plans.flatMap((plan) => plan.features))
        expect(scripts, feature).not.toContain(feature.replace(/\s/g, ' '));
      for (const addon of catalogue.addons)
        expect(scripts, addon.description).not.toContain(addon.description.slice(0, 30));
    }
    for (const [route, content] of [
      ['/dashboard', written[0]!],
      ['/fr/tableau-de-bord', written[1]!],
    ] as const) {
      const carried = carriedContent<typeof content>(route, 'accountDashboard');
      expect(carried, route).toEqual(JSON.parse(JSON.stringify(content)));
    }
  });

  it('fetches an article’s hero image, its largest element, at once and first', () => {
    for (const route of routes.filter((route) => /^\/blog\/[^/]+$/.test(route))) {
      const hero = readRoute(route).match(/<figure[^>]*>\s*<img([^>]*)>/)?.[1] ?? '';
      expect(hero, route).toMatch(/ fetchpriority="high"/i);
      expect(hero, route).not.toContain('loading="lazy"');
    }
  });

  it('prerenders city content as route data instead of bundling all 26 cities', () => {
    const html = readRoute('/trois-rivieres-seo');
    // No script of the site (island, route chunks, shared chunks) carries another city's content.
    const assets = path.join(clientDir, 'assets');
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      expect(code, file).not.toContain('Sainte-Anne-de-la-Pérade');
    }
    expect(html).toContain('Sainte-Anne-de-la-P');
  });
});

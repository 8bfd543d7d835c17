// After `react-router build`: writes sitemap.xml, robots.txt and llms.txt from the prerendered
// pages themselves, so they list exactly what was built (every index.html but the 404 page) with
// each page's own title, description and canonical URL.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deferHydration } from './defer-hydration.mjs';
import { baseHeaders, contentSecurityPolicy, httpsHeaders } from './security-headers.mjs';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');

function prerenderedPages(dir = client) {
  const pages = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry === 'assets' || entry === 'images') continue;
      pages.push(...prerenderedPages(full));
    } else if (entry === 'index.html') {
      const route = `/${path.relative(client, dir).split(path.sep).join('/')}`.replace(/\/$/, '');
      pages.push({ route: route || '/', file: full });
    }
  }
  return pages;
}

const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function describe({ route, html }) {
  const pick = (pattern) => {
    const match = html.match(pattern);
    return match ? decode(match[1]) : '';
  };
  return {
    route,
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
  };
}

// Every prerendered page paints before its JavaScript starts (see defer-hydration.mjs). The SPA
// fallback (/auth, /dashboard) has nothing to paint without JavaScript and keeps its preloads.
const built = prerenderedPages().map(({ route, file }) => {
  const html = deferHydration(readFileSync(file, 'utf8'));
  writeFileSync(file, html);
  return { route, html };
});

const pages = built
  .map(describe)
  .filter((page) => !page.noindex && page.route !== '/404')
  .sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route)));

const home = pages.find((page) => page.route === '/');
if (!home?.canonical) throw new Error('postbuild: the home page has no canonical URL');
const origin = new URL(home.canonical).origin;
const missing = pages.filter((page) => !page.canonical || !page.title || !page.description);
if (missing.length > 0) {
  throw new Error(
    `postbuild: pages without title/description/canonical: ${missing.map((p) => p.route)}`,
  );
}

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map((page) => `  <url><loc>${page.canonical}</loc></url>`).join('\n')}
</urlset>
`;
writeFileSync(path.join(client, 'sitemap.xml'), sitemap);

const robots = `User-agent: *
Allow: /
Disallow: /auth
Disallow: /dashboard

Sitemap: ${origin}/sitemap.xml
`;
writeFileSync(path.join(client, 'robots.txt'), robots);

const group = (test) => pages.filter((page) => test(page.route));
const isCity = (route) => route.endsWith('-seo');
const isBlog = (route) => route.startsWith('/blog');
const isLegal = (route) => route === '/privacy' || route === '/terms';
const line = (page) => `- [${page.title}](${page.canonical}): ${page.description}`;
const llms = `# Northbeam Search

> ${home.description}

Northbeam Search is a Canadian agency for AI-powered SEO, answer engine optimization (AEO) and
generative engine optimization (GEO), with offices in Toronto, Vancouver and Montréal. Prices are
in CAD per month.

## Main pages

${group((route) => !isCity(route) && !isBlog(route) && !isLegal(route))
  .map(line)
  .join('\n')}

## City pages

${group(isCity).map(line).join('\n')}

## Blog

${group(isBlog).map(line).join('\n')}

## Optional

${group(isLegal).map(line).join('\n')}
`;
writeFileSync(path.join(client, 'llms.txt'), llms);

// Production static hosts (Netlify, Cloudflare Pages) read `_headers`: the same security headers
// as the local server, HSTS, and one Content-Security-Policy allowing the inline scripts of every
// page by hash (a host joins the policies of overlapping rules, so there is one rule for all).
const supabaseUrl = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321';
const everyPage = [
  ...built.map((page) => page.html),
  readFileSync(path.join(client, '__spa-fallback.html'), 'utf8'),
].join('\n');
const siteHeaders = {
  ...baseHeaders,
  ...httpsHeaders,
  'Content-Security-Policy': contentSecurityPolicy(everyPage, supabaseUrl, {
    upgradeInsecureRequests: true,
  }),
};
const headerLines = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
writeFileSync(
  path.join(client, '_headers'),
  `/*
${headerLines(siteHeaders)}
/assets/*
${headerLines({ 'Cache-Control': 'public, max-age=31536000, immutable' })}
`,
);

console.log(
  `postbuild: sitemap.xml, robots.txt and llms.txt list ${pages.length} pages; _headers written`,
);

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aiCrawlers } from '../scripts/robots.mjs';
import { articles } from '../app/content/blog';
import { cityPagesUpdated } from '../app/content/cities';
import { legalDocs } from '../app/content/legal';
import { staticPages } from '../app/content/pages';
import { plans } from '../app/content/plans';
import { pricingPage, roiFigures } from '../app/content/pricing';
import { legalDocs as frLegalDocs } from '../app/content/fr/legal';
import { site } from '../app/content/site';
import { articleMarkdown, twin } from '../app/machine/markdown';
import { pricingTwin } from '../app/machine/twins';
import { headerRules } from '../scripts/static-hosts.mjs';
import { clientDir, descriptionOf, readRoute, titleOf } from './builtSite';

/*
 * The machine-readable edition (app/machine, scripts/machine-edition.mjs): a Markdown twin of every
 * indexable page in both languages, linked both ways, llms.txt and llms-full.txt as the llms.txt
 * proposal describes, sitemap lastmod from the content's dates, and robots.txt's crawler policy.
 * What only the French twins say: machineEditionFrench.check.ts.
 */

const built = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');
const sitemap = built('sitemap.xml');
/** The indexable pages, as the sitemap lists them: route, lastmod and the hreflang alternates. */
const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
  route: new URL(body!.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname,
  lastmod: body!.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
  english: body!.match(/hreflang="en-CA" href="([^"]+)"/)?.[1],
  french: body!.match(/hreflang="fr-CA" href="([^"]+)"/)?.[1],
}));
const isFrench = (route: string) => route === '/fr' || route.startsWith('/fr/');
/** Every indexable page has a twin, in both languages. */
const routes = entries.map((entry) => entry.route);
const englishRoutes = routes.filter((route) => !isFrench(route));
const frenchRoutes = routes.filter(isFrench);
const twinFile = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);
const twinUrl = (route: string) => `${site.origin}/${twinFile(route)}`;
/** The page's language twin, as its hreflang links name it. */
const otherLanguageOf = (route: string) => {
  const entry = entries.find((candidate) => candidate.route === route)!;
  return new URL((isFrench(route) ? entry.english : entry.french)!).pathname;
};
/**
 * A twin's labelled line, in the language the page is written in (`<html lang>`: French under /fr/
 * and on the French-led Quebec pages at their spec URLs), with Quebec spacing in French.
 */
const labelled = (html: string, english: string, french: string, value: string) =>
  /<html lang="fr/.test(html) ? `\n${french}\u00a0: ${value}\n` : `\n${english}: ${value}\n`;

describe('Markdown twins', () => {
  it('covers the 84 indexable pages the sitemap lists, 42 in each language', () => {
    expect(englishRoutes).toHaveLength(42);
    expect(frenchRoutes).toHaveLength(42);
    expect(routes).toEqual(expect.arrayContaining(['/', '/pricing', '/fr', '/fr/forfaits']));
  });

  it('gives every indexable page a twin with its headline, description, URL, date and language twin, links absolute', () => {
    for (const route of routes) {
      const markdown = built(twinFile(route));
      const html = readRoute(route);
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!.replace(/<[^<>]+>/g, '');
      expect(markdown.split('\n')[0], route).toMatch(/^# \S/);
      expect(markdown, route).toContain(
        `\n> ${descriptionOf(html).replace(/([\\`*_[\]<>])/g, '\\$1')}\n`,
      );
      expect(markdown, route).toContain(
        labelled(html, 'URL', 'Adresse URL', `${site.origin}${route}`),
      );
      const date = entries.find((entry) => entry.route === route)!.lastmod!;
      expect(markdown, route).toContain(labelled(html, 'Updated', 'Mise à jour', date));
      // Linked both ways across the languages: each twin names the other language's twin.
      const other = otherLanguageOf(route);
      const [english, french] = isFrench(other)
        ? ['French version', 'Version française']
        : ['English version', 'Version anglaise'];
      expect(markdown, route).toContain(labelled(html, english, french, twinUrl(other)));
      expect(existsSync(path.join(clientDir, twinFile(other))), other).toBe(true);
      expect(markdown.length, route).toBeGreaterThan(600);
      expect(markdown, `${route}: relative link`).not.toMatch(/\]\((?!https:\/\/|mailto:|tel:)/);
      expect(h1.length, route).toBeGreaterThan(0);
    }
  });

  it('links each page to its twin and to llms.txt from the head', () => {
    for (const route of routes) {
      const html = readRoute(route);
      expect(html, route).toContain(
        `<link rel="alternate" type="text/markdown" href="${twinUrl(route)}"/>`,
      );
      expect(html, route).toContain(
        `<link rel="describedby" type="text/plain" href="${site.origin}/llms.txt"/>`,
      );
    }
  });

  it('writes no twin for the noindex routes nor the 404 pages, in either language', () => {
    for (const file of [
      'auth.md',
      'dashboard.md',
      'fr/connexion.md',
      'fr/tableau-de-bord.md',
      '404.md',
      'fr/404.md',
      '__spa-fallback.md',
    ]) {
      expect(existsSync(path.join(clientDir, file)), file).toBe(false);
    }
    expect(readRoute('/404')).not.toContain('type="text/markdown"');
    expect(readRoute('/fr/404')).not.toContain('type="text/markdown"');
  });

  it('writes the pricing page’s plans with both periods, its add-ons per month and its FAQ as Q&A', () => {
    const markdown = built('pricing.md');
    expect(markdown).toContain('$1,997 CAD/month, or $1,697 CAD/month (billed annually) (15% off)');
    expect(markdown).toContain('**PPC management**: $1,497 CAD/month.');
    expect(markdown).toContain('Prices exclude applicable taxes.');
    for (const item of pricingPage.faq)
      expect(markdown).toContain(`### ${item.question}\n\n${item.answer}`);
  });

  it('writes an article with its author from the about page, its dates and its list as Markdown', () => {
    const markdown = built('blog/1.md');
    expect(markdown).toContain(
      'By Sarah Chen, Founder & CEO. Published December 15, 2024 (2024-12-15).',
    );
    expect(markdown).toContain('1. **Collect the real questions.** Use People Also Ask');
    expect(markdown).toContain('## Why one answer changes everything');
  });

  it('keeps _headers to its two site-wide rules, far within Cloudflare’s 100; the build refuses more', () => {
    // No per-page rule: each page's Link header is nginx's and serve.mjs's (DECISIONS.md).
    expect(headerRules(built('_headers'))).toEqual(['/*', '/assets/*']);
    const rules = (count: number) =>
      Array.from({ length: count }, (_, index) => `/page-${index}\n  X-Robots-Tag: all`).join('\n');
    expect(headerRules(`# a comment\n${rules(100)}`)).toHaveLength(100);
    expect(() => headerRules(rules(101))).toThrow('_headers has 101 rules');
  });

  it('has nginx send each page’s Link header to its twin and llms.txt, both languages', () => {
    const conf = readFileSync(path.join(clientDir, '../nginx/northbeam-site.conf'), 'utf8');
    for (const route of routes) {
      const location = conf.slice(conf.indexOf(`\nlocation = ${route} {\n`));
      expect(location, route).not.toBe(conf);
      expect(location.slice(0, location.indexOf('\n}')), route).toContain(
        `add_header Link "</${twinFile(route)}>; rel=\\"alternate\\"; type=\\"text/markdown\\", </llms.txt>; rel=\\"describedby\\"" always;`,
      );
    }
  });
});

describe('the build refuses a twin it cannot write well', () => {
  const page = {
    path: '/x',
    lang: 'en-CA' as const,
    title: 'X',
    headline: 'X',
    description: 'About x.',
    updated: '2026-01-01',
    section: 'Main pages' as const,
  };

  it('fails on a page without a description, an empty twin or no content date, naming the page', () => {
    expect(() => twin({ ...page, description: ' ' }, ['Text'])).toThrow('/x has no description');
    expect(() => twin(page, ['', false, undefined])).toThrow('the twin of /x would be empty');
    expect(() => twin({ ...page, updated: '' }, ['Text'])).toThrow('/x has no content date');
  });

  it('fails on a priced plan without a period, naming the plan', () => {
    const broken = plans.map((plan) => (plan.name === 'Starter' ? { ...plan, period: '' } : plan));
    expect(() => pricingTwin(staticPages.pricing, pricingPage, broken, [], roiFigures)).toThrow(
      'the plan Starter has a price but no period',
    );
  });

  it('fails on article markup it cannot write, naming the article', () => {
    expect(() => articleMarkdown('<p>ok</p><table><tr><td>x</td></tr></table>', '/blog/9')).toThrow(
      '/blog/9',
    );
    expect(() => articleMarkdown('<p>a <img src="x"> b</p>', '/blog/9')).toThrow('/blog/9');
  });
});

/** llms.txt per llmstxt.org: H1, a blockquote, then H2 sections of `- [name](url): notes` lines. */
function parseLlmsTxt(text: string) {
  const lines = text.trimEnd().split('\n');
  const title = lines[0]!.match(/^# (.+)$/)?.[1];
  const summary = lines.find((line) => line.startsWith('> '))?.slice(2);
  const sections = new Map<string, { name: string; url: string; notes: string }[]>();
  let current: { name: string; url: string; notes: string }[] | null = null;
  for (const line of lines.slice(1)) {
    const section = line.match(/^## (.+)$/);
    if (section) sections.set(section[1]!, (current = []));
    else if (current && line.trim()) {
      const item = line.match(/^- \[([^\]]+)\]\((https:\/\/[^)]+)\): (.+)$/);
      if (!item) throw new Error(`llms.txt: not a link line: ${line}`);
      current.push({ name: item[1]!, url: item[2]!, notes: item[3]! });
    }
  }
  return { title, summary, sections };
}

describe('llms.txt and llms-full.txt', () => {
  const llms = parseLlmsTxt(built('llms.txt'));

  it('follow the proposal: H1, summary, sections, the French edition under French headings, an Optional section', () => {
    expect(llms.title).toBe(site.name);
    expect(llms.summary).toBe(descriptionOf(readRoute('/')));
    expect([...llms.sections.keys()]).toEqual([
      'Main pages',
      'City pages',
      'Blog',
      'En français\u00a0: pages principales',
      'En français\u00a0: pages des villes',
      'En français\u00a0: blogue',
      'Optional',
    ]);
    for (const [title, items] of llms.sections) {
      if (title === 'Optional') continue;
      const french = title.startsWith('En français');
      for (const item of items)
        expect(
          isFrench(new URL(item.url).pathname.replace(/\.md$/, '')),
          `${title}: ${item.url}`,
        ).toBe(french);
    }
    expect(llms.sections.get('Optional')!.map((item) => item.url)).toEqual(
      [...legalDocs, ...frLegalDocs].map((doc) => twinUrl(doc.path)),
    );
  });

  it('list every twin of both languages exactly once, with the page’s title and description', () => {
    const items = [...llms.sections.values()].flat();
    expect(items.map((item) => item.url).sort()).toEqual(routes.map(twinUrl).sort());
    for (const route of routes) {
      const item = items.find((candidate) => candidate.url === twinUrl(route))!;
      const html = readRoute(route);
      expect(item.name, route).toBe(titleOf(html));
      expect(item.notes, route).toBe(descriptionOf(html));
    }
  });

  it('puts every twin whole in llms-full.txt', () => {
    const full = built('llms-full.txt');
    for (const route of routes) expect(full, route).toContain(built(twinFile(route)));
  });
});

describe('freshness and crawler policy', () => {
  it('dates every sitemap URL from its content, not the build', () => {
    for (const entry of entries) expect(entry.lastmod, entry.route).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lastmod = (route: string) => entries.find((entry) => entry.route === route)!.lastmod;
    for (const article of articles)
      expect(lastmod(`/blog/${article.id}`)).toBe(article.dateModified);
    for (const doc of legalDocs) expect(lastmod(doc.path)).toBe(doc.lastUpdatedIso);
    expect(lastmod('/toronto-seo')).toBe(cityPagesUpdated);
    expect(lastmod('/pricing')).toBe(staticPages.pricing.updated);
    // A French page is dated by the English page it translates.
    for (const route of frenchRoutes) {
      const entry = entries.find((candidate) => candidate.route === route)!;
      expect(entry.english, route).toBeDefined();
      expect(entry.lastmod, route).toBe(lastmod(new URL(entry.english!).pathname));
    }
  });

  it('lets the named AI crawlers read every public page, never the account area', () => {
    const robots = built('robots.txt');
    const groups = robots.split(/\n\n+/).filter((group) => group.includes('User-agent:'));
    for (const agent of [
      'GPTBot',
      'OAI-SearchBot',
      'ClaudeBot',
      'Claude-SearchBot',
      'PerplexityBot',
      'Google-Extended',
      'Applebot-Extended',
    ]) {
      expect(aiCrawlers).toContain(agent);
      const group = groups.find((candidate) =>
        candidate.split('\n').includes(`User-agent: ${agent}`),
      );
      expect(group, agent).toBeDefined();
      expect(group!.split('\n')).toEqual(
        expect.arrayContaining(['Allow: /', 'Disallow: /auth', 'Disallow: /dashboard']),
      );
      expect(group).not.toMatch(/^Disallow: \/$/m);
    }
  });
});

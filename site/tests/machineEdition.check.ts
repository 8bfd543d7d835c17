import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { aiCrawlers } from '../scripts/robots.mjs';
import { articles } from '../app/content/blog';
import { cityPagesUpdated } from '../app/content/cities';
import { legalDocs } from '../app/content/legal';
import { staticPages } from '../app/content/pages';
import { plans } from '../app/content/plans';
import { pricingPage, roiFigures } from '../app/content/pricing';
import { site } from '../app/content/site';
import { articleMarkdown, twin } from '../app/machine/markdown';
import { pricingTwin } from '../app/machine/twins';
import { clientDir, descriptionOf, readRoute, titleOf } from './builtSite';

/*
 * The machine-readable edition (app/machine, scripts/machine-edition.mjs): a Markdown twin of every
 * indexable page, linked both ways, llms.txt and llms-full.txt as the llms.txt proposal describes,
 * sitemap lastmod from the content's dates, and robots.txt's crawler policy.
 */

const built = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');
const sitemap = built('sitemap.xml');
/** The indexable pages, as the sitemap lists them: route, lastmod and the hreflang alternates. */
const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
  route: new URL(body!.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname,
  lastmod: body!.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
  english: body!.match(/hreflang="en-CA" href="([^"]+)"/)?.[1],
}));
const isFrench = (route: string) => route === '/fr' || route.startsWith('/fr/');
/** The pages with a twin: the English ones (the French have none yet, DECISIONS.md). */
const routes = entries.map((entry) => entry.route).filter((route) => !isFrench(route));
const frenchRoutes = entries.map((entry) => entry.route).filter(isFrench);
const twinFile = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);
const twinUrl = (route: string) => `${site.origin}/${twinFile(route)}`;

describe('Markdown twins', () => {
  it('covers the 42 indexable pages the sitemap lists', () => {
    expect(routes).toHaveLength(42);
    expect(routes).toContain('/');
    expect(routes).toContain('/pricing');
  });

  it('claims no twin for a French page: no head link, no Link header, no .md file, not in llms.txt', () => {
    expect(frenchRoutes).toHaveLength(42);
    const headers = built('_headers');
    const llms = built('llms.txt');
    for (const route of frenchRoutes) {
      expect(readRoute(route), route).not.toContain('type="text/markdown"');
      expect(headers, route).not.toContain(`\n${route}\n`);
      expect(existsSync(path.join(clientDir, twinFile(route))), route).toBe(false);
      expect(llms, route).not.toContain(twinUrl(route));
    }
  });

  it('gives every indexable page a twin with its headline, description, URL and date, links absolute', () => {
    for (const route of routes) {
      const markdown = built(twinFile(route));
      const html = readRoute(route);
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!.replace(/<[^<>]+>/g, '');
      expect(markdown.split('\n')[0], route).toMatch(/^# \S/);
      expect(markdown, route).toContain(
        `\n> ${descriptionOf(html).replace(/([\\`*_[\]<>])/g, '\\$1')}\n`,
      );
      expect(markdown, route).toContain(`URL: ${site.origin}${route}`);
      expect(markdown, route).toMatch(/\n\nUpdated: \d{4}-\d{2}-\d{2}\n/);
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

  it('writes no twin for the noindex routes nor the 404 page', () => {
    for (const file of ['auth.md', 'dashboard.md', '404.md', '__spa-fallback.md']) {
      expect(existsSync(path.join(clientDir, file)), file).toBe(false);
    }
    expect(readRoute('/404')).not.toContain('type="text/markdown"');
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

  it('sends each page’s Link header to its twin and llms.txt from _headers, within 100 rules', () => {
    const headers = built('_headers');
    for (const route of routes) {
      const link = `  Link: </${twinFile(route)}>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"\n`;
      expect(headers, route).toContain(`\n${route}\n${link}`);
      if (route !== '/') expect(headers, route).toContain(`\n${route}.html\n${link}`);
    }
    // Cloudflare Pages reads at most 100 rules.
    expect(headers.split('\n').filter((line) => /^\S/.test(line)).length).toBeLessThanOrEqual(100);
  });
});

describe('the build refuses a twin it cannot write well', () => {
  const page = {
    path: '/x',
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

  it('follow the proposal: H1, summary, sections, an Optional section', () => {
    expect(llms.title).toBe(site.name);
    expect(llms.summary).toBe(descriptionOf(readRoute('/')));
    expect([...llms.sections.keys()]).toEqual(['Main pages', 'City pages', 'Blog', 'Optional']);
    expect(llms.sections.get('Optional')!.map((item) => item.url)).toEqual(
      legalDocs.map((doc) => twinUrl(doc.path)),
    );
  });

  it('list every twin exactly once, with the page’s title and description', () => {
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

/** RFC 3339 date-time, as Atom's dates must be (RFC 4287 section 3.3). */
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('the blog feed (Atom 1.0)', () => {
  const xml = built('feed.xml');
  type Link = { '@_rel'?: string; '@_type'?: string; '@_href': string };
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['entry', 'link', 'author'].includes(name),
  }).parse(xml) as {
    feed: Record<string, unknown> & { entry: Record<string, unknown>[]; link: Link[] };
  };
  const { feed } = parsed;

  it('is well-formed XML in the Atom namespace with the elements RFC 4287 requires', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${site.origin}/blog`);
    expect(feed.title).toBe(titleOf(readRoute('/blog')));
    expect(String(feed.updated)).toMatch(rfc3339);
    expect(feed.author).toBeDefined();
    expect(feed.link).toContainEqual(
      expect.objectContaining({ '@_rel': 'self', '@_href': `${site.origin}/feed.xml` }),
    );
    const ids = feed.entry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has one entry per article, newest first, with its author, dates, link and summary', () => {
    const newestFirst = [...articles].sort((a, b) => b.dateTime.localeCompare(a.dateTime));
    expect(feed.entry.map((entry) => entry.id)).toEqual(
      newestFirst.map((article) => `${site.origin}/blog/${article.id}`),
    );
    for (const [index, article] of newestFirst.entries()) {
      const entry = feed.entry[index]! as Record<string, unknown> & {
        link: Link[];
        author: { name: string }[];
      };
      expect(entry.title).toBe(article.title);
      expect(String(entry.updated)).toMatch(rfc3339);
      expect(String(entry.updated).slice(0, 10)).toBe(article.dateModified);
      expect(String(entry.published).slice(0, 10)).toBe(article.dateTime);
      expect(entry.author[0]!.name).toBe(article.author);
      expect(entry.summary).toBe(article.excerpt);
      const html = entry.link.filter(
        (link) => (link['@_rel'] ?? 'alternate') === 'alternate' && link['@_type'] === 'text/html',
      );
      expect(html.map((link) => link['@_href'])).toEqual([`${site.origin}/blog/${article.id}`]);
    }
  });

  it('is linked from the blog and its articles', () => {
    for (const route of ['/blog', ...articles.map((article) => `/blog/${article.id}`)]) {
      expect(readRoute(route), route).toContain(
        `<link rel="alternate" type="application/atom+xml" title="Blog feed" href="${site.origin}/feed.xml"/>`,
      );
    }
    expect(readRoute('/pricing')).not.toContain('application/atom+xml');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { articles } from '../app/content/blog';
import { site } from '../app/content/site';
import { clientDir, readRoute, titleOf } from './builtSite';

// The blog's Atom feed (app/machine/index.ts, blogFeed), as a feed reader gets it.

const built = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');

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

// The machine-readable edition of the site, for the build (scripts/machine-edition.mjs loads it):
// every indexable page's Markdown twin in both languages (editions.ts), and llms.txt /
// llms-full.txt from them; the blog's feed and the IndexNow key. Build time only.
import { about } from '../content/about';
import { articles } from '../content/blog';
import { articlePath, staticPages } from '../content/pages';
import { localeOfPath } from '../content/routeTwins';
import { absoluteUrl, site } from '../content/site';
import { frText } from '../lib/frText';
import { authorOf } from './editions';
import type { MachinePage } from './markdown';
import { twinPath } from './twinPath';

export { machinePages } from './editions';

/**
 * llms.txt's sections, in order: the English pages, then the French edition under French headings
 * (one file, because answer engines fetch /llms.txt and nothing else), then the legal pages of both
 * languages in "Optional", the one section name the proposal gives a meaning (it may be skipped).
 */
const sections: readonly {
  title: string;
  lang?: MachinePage['lang'];
  section: MachinePage['section'];
}[] = [
  { title: 'Main pages', lang: 'en-CA', section: 'Main pages' },
  { title: 'City pages', lang: 'en-CA', section: 'City pages' },
  { title: 'Blog', lang: 'en-CA', section: 'Blog' },
  { title: frText('En français : pages principales'), lang: 'fr-CA', section: 'Main pages' },
  { title: frText('En français : pages des villes'), lang: 'fr-CA', section: 'City pages' },
  { title: frText('En français : blogue'), lang: 'fr-CA', section: 'Blog' },
  { title: 'Optional', section: 'Optional' },
];

/**
 * llms.txt as the proposal (llmstxt.org) describes: H1, blockquote, a paragraph, then sections of
 * links to the twins, each with its page's title and description in the page's language.
 */
export function llmsTxt(pages: readonly MachinePage[]): string {
  const home = pages.find((page) => page.path === '/');
  if (!home) throw new Error('llms.txt: no home page');
  // Listed by the path's language (hreflang), so the Quebec pages at their spec URLs, which lead
  // in French, stay with the English city pages as the sitemap pairs them.
  const parts = [
    `# ${site.name}`,
    `> ${home.description}`,
    `${site.name} is a Canadian agency for AI-powered SEO, answer engine optimization (AEO) and generative engine optimization (GEO), with offices in ${site.offices.map((office) => office.city).join(', ')}. Prices are in CAD, before taxes. Every link below is the Markdown copy of a page; the page itself is the same URL without \`.md\` (the home page's copy is \`/index.md\`, the French home page's \`/fr.md\`). The French edition (fr-CA, under /fr/) is listed in the sections headed "En français". All pages in one file: ${site.origin}/llms-full.txt`,
    ...sections.map(({ title, lang, section }) => {
      const listed = pages.filter(
        (page) =>
          page.section === section && (lang === undefined || localeOfPath(page.path) === lang),
      );
      if (listed.length === 0) throw new Error(`llms.txt: the section ${title} would be empty`);
      return `## ${title}\n\n${listed.map((page) => `- [${page.title}](${site.origin}${twinPath(page.path)}): ${page.description}`).join('\n')}`;
    }),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** Every twin in one file, each after a rule, for readers that take the whole site at once. */
export const llmsFullTxt = (pages: readonly MachinePage[]): string =>
  `# ${site.name}: every page\n\n> ${pages.find((page) => page.path === '/')?.description ?? ''}\n\n${pages.map((page) => `---\n\n${page.markdown}`).join('\n')}`;

/**
 * The site's IndexNow key (not a secret: search engines read it at /indexnow.txt to check that a
 * notification comes from the site's owner; `pnpm indexnow` sends it).
 */
export const indexNowKey = '7d3f9a2c4b8e4f1a9c6d2e5b8a1f4c7e';

/**
 * The blog's Atom feed (scripts/machine-edition.mjs checks it against its own). At the root, not
 * under /blog/: Cloudflare Pages applies `/blog/:id` (the app shell) even where a file exists.
 */
export const feedPath = '/feed.xml';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The blog's Atom 1.0 feed (RFC 4287): one entry per article, newest first, with its author. */
export function blogFeed(): string {
  const blogUrl = absoluteUrl(staticPages.blog.path);
  const sorted = [...articles].sort((a, b) => b.dateTime.localeCompare(a.dateTime));
  const updated = sorted
    .map((article) => article.dateModified)
    .sort()
    .at(-1);
  if (!updated) throw new Error('feed: no article');
  const entry = (article: (typeof articles)[number]) => {
    const url = absoluteUrl(articlePath(article.id));
    const author = authorOf(about.team, article.author, articlePath(article.id));
    return `  <entry>
    <id>${url}</id>
    <title>${escapeXml(article.title)}</title>
    <link rel="alternate" type="text/html" href="${url}"/>
    <link rel="alternate" type="text/markdown" href="${absoluteUrl(twinPath(articlePath(article.id)))}"/>
    <published>${article.dateTime}T00:00:00Z</published>
    <updated>${article.dateModified}T00:00:00Z</updated>
    <author><name>${escapeXml(author.name)}</name><uri>${absoluteUrl('/about')}</uri></author>
    <category term="${escapeXml(article.category)}"/>
    <summary>${escapeXml(article.excerpt)}</summary>
  </entry>`;
  };
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-CA">
  <id>${blogUrl}</id>
  <title>${escapeXml(staticPages.blog.title)}</title>
  <subtitle>${escapeXml(staticPages.blog.description)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${absoluteUrl(feedPath)}"/>
  <link rel="alternate" type="text/html" href="${blogUrl}"/>
  <updated>${updated}T00:00:00Z</updated>
  <author><name>${escapeXml(site.name)}</name><uri>${site.origin}/</uri></author>
${sorted.map(entry).join('\n')}
</feed>
`;
}

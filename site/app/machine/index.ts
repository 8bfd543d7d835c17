// The machine-readable edition of the site, for the build (scripts/machine-files.mjs loads it):
// every indexable page's Markdown twin, and llms.txt / llms-full.txt from them. Build time only.
import { caseStudies, proofTexts } from '../content/proof';
import { caseStudiesTwin, caseTwin } from './caseTwins';
import { about, impactStats } from '../content/about';
import { articles, blogPage } from '../content/blog';
import { cities, cityPagesUpdated, cityPath } from '../content/cities';
import { cityPage } from '../content/cityPage';
import { contact } from '../content/contact';
import { home } from '../content/home';
import { legalContact, legalDocs } from '../content/legal';
import { articlePath, staticPages } from '../content/pages';
import { plans } from '../content/plans';
import { addons, pricingPage, roiFigures } from '../content/pricing';
import { services, servicesPage } from '../content/services';
import { absoluteUrl, site } from '../content/site';
import { whyAeo } from '../content/whyAeo';
import { whyAiSeo } from '../content/whyAiSeo';
import type { MachinePage } from './markdown';
import { twinPath } from './twinPath';
import * as twins from './twins';

/** The author of an article: a team member of the about page, or the build fails naming it. */
const authorOf = (name: string, where: string) => {
  const member = about.team.find((person) => person.name === name);
  if (!member) throw new Error(`markdown: ${where}: the author ${name} is not on the about page`);
  return member;
};

/** Every indexable English page's twin, in the order llms.txt lists them. */
export function machinePages(): MachinePage[] {
  const p = staticPages;
  return [
    twins.homeTwin(
      p.home,
      home,
      cities.map((city) => ({
        name: city.name,
        province: city.provinceName,
        href: cityPath(city),
      })),
      plans,
    ),
    twins.servicesTwin(p.services, servicesPage, services),
    twins.pricingTwin(p.pricing, pricingPage, plans, addons, roiFigures),
    twins.aboutTwin(p.about, about, impactStats),
    twins.contactTwin(p.contact, contact, site.offices, site.serviceTerms),
    twins.whyAeoTwin(p.whyAeo, whyAeo),
    twins.whyAiSeoTwin(p.whyAiSeo, whyAiSeo),
    twins.blogTwin(p.blog, blogPage, articles, articlePath),
    ...articles.map((article) =>
      twins.articleTwin(
        article,
        articlePath(article.id),
        site.name,
        authorOf(article.author, articlePath(article.id)),
        blogPage.articleClosing,
      ),
    ),
    ...cities.map((city) => twins.cityTwin(cityPage(city), cityPagesUpdated)),
    ...legalDocs.map((doc) => twins.legalTwin(doc, site.name, legalContact)),
    caseStudiesTwin(p.caseStudies, proofTexts, caseStudies),
    ...caseStudies.map((study) => caseTwin(study, p.caseStudies.updated, site.name, proofTexts)),
  ];
}

const sections = ['Main pages', 'City pages', 'Blog', 'Optional'] as const;

/** llms.txt as the proposal (llmstxt.org) describes: H1, blockquote, sections of links to twins. */
export function llmsTxt(pages: readonly MachinePage[]): string {
  const home = pages.find((page) => page.path === '/');
  if (!home) throw new Error('llms.txt: no home page');
  const parts = [
    `# ${site.name}`,
    `> ${home.description}`,
    `${site.name} is a Canadian agency for AI-powered SEO, answer engine optimization (AEO) and generative engine optimization (GEO), with offices in ${site.offices.map((office) => office.city).join(', ')}. Prices are in CAD, before taxes. Every link below is the Markdown copy of a page; the page itself is the same URL without \`.md\` (the home page's copy is \`/index.md\`). All pages in one file: ${site.origin}/llms-full.txt`,
    ...sections.map((section) => {
      const listed = pages.filter((page) => page.section === section);
      return `## ${section}\n\n${listed.map((page) => `- [${page.title}](${site.origin}${twinPath(page.path)}): ${page.description}`).join('\n')}`;
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
    const author = authorOf(article.author, articlePath(article.id));
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

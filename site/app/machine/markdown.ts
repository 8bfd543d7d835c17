// Small Markdown writers for the pages' Markdown twins: every twin is built from the typed content
// (never read back out of the HTML), with links made absolute so a copy read anywhere still points
// home.
import type { Lang } from '../content/cities/types';
import { localeOfPath, twinOf as languageTwinOf } from '../content/routeTwins';
import { absoluteUrl } from '../content/site';
import { frText } from '../lib/frText';
import { twinPath } from './twinPath';
import { twinTexts } from './twinTexts';

/** One page's Markdown twin and what the machine-readable files say about it. */
export interface MachinePage {
  /** The page's route, e.g. `/pricing`. */
  path: string;
  /** The language the page (and so its twin) is written in. */
  lang: Lang;
  /** The page's <title>: the link text in llms.txt. */
  title: string;
  /** The page's own H1, the twin's H1. */
  headline: string;
  description: string;
  /** ISO date of the content's last change: the sitemap's lastmod and the twin's "Updated". */
  updated: string;
  /** llms.txt section the page is listed in. */
  section: 'Main pages' | 'City pages' | 'Blog' | 'Optional';
  markdown: string;
}

/** An absolute URL for a site path; external and mailto/tel links stay as they are. */
const href = (target: string) => (target.startsWith('/') ? absoluteUrl(target) : target);

export const link = (label: string, target: string) => `[${label}](${href(target)})`;

/** Text with Markdown's own characters escaped where they would start markup. */
export const text = (value: string) => value.replace(/([\\`*_[\]<>])/g, '\\$1').trim();

export const heading = (level: 2 | 3, title: string) => `${'#'.repeat(level)} ${text(title)}`;

export const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

const numbered = (items: readonly string[]) =>
  items.map((item, index) => `${index + 1}. ${item}`).join('\n');

/** `- **Title**: description`, the shape of cards. */
export const cards = (items: readonly { title: string; description: string }[]) =>
  bullets(items.map((item) => `**${text(item.title)}**: ${text(item.description)}`));

/** `- **1,200+** Canadian Businesses`, the shape of figures; `sourceLabel` in the page's language. */
export const figures = (
  items: readonly { value: string; label: string; source?: string }[],
  sourceLabel: string,
) =>
  bullets(
    items.map(
      (item) =>
        `**${text(item.value)}** ${text(item.label)}${item.source ? ` (${sourceLabel}: ${text(item.source)})` : ''}`,
    ),
  );

/** A FAQ as question and answer: each question a heading, its answer below. */
export const faq = (items: readonly { question: string; answer: string }[]) =>
  items.map((item) => `${heading(3, item.question)}\n\n${text(item.answer)}`).join('\n\n');

/** A page's closing call to action, its links absolute. */
export const cta = (banner: {
  heading: string;
  text: string;
  primary?: { label: string; href: string };
  secondary?: { label: string; href: string };
  action?: { label: string; href: string };
}) =>
  [
    heading(2, banner.heading),
    text(banner.text),
    bullets(
      [banner.primary, banner.secondary, banner.action]
        .filter((action) => action !== undefined)
        .map((action) => link(action.label, action.href)),
    ),
  ].join('\n\n');

const inline = (html: string, where: string) => {
  const rest = html
    .replace(/<strong>([^<]*)<\/strong>/g, (_, bold: string) => `**${bold}**`)
    // Italics, also a term in another language (`<i lang="en-CA">`): Markdown has no language mark.
    .replace(
      /<(em|i)(?: lang="[a-zA-Z-]+")?>([^<]*)<\/\1>/g,
      (_, _tag: string, em: string) => `*${em}*`,
    )
    .replace(/<code>([^<`]*)<\/code>/g, (_, code: string) => `\`${code}\``)
    .replace(/<a href="([^"]+)">([^<]*)<\/a>/g, (_, target: string, label: string) =>
      link(label, target),
    );
  if (/<[a-z/]/i.test(rest)) throw new Error(`markdown: ${where}: markup it cannot write: ${rest}`);
  return rest.trim();
};

/**
 * An article body, written by the agency as a few HTML elements (p, h2, h3, ul, ol, li, strong, em,
 * i, code, a), as Markdown. Anything else fails the build with the article named, rather than being dropped.
 */
export function articleMarkdown(html: string, where: string): string {
  const blocks: string[] = [];
  const pattern = /<(p|h2|h3|ul|ol)>([\s\S]*?)<\/\1>/g;
  let end = 0;
  for (const match of html.matchAll(pattern)) {
    const between = html.slice(end, match.index).trim();
    if (between) throw new Error(`markdown: ${where}: text outside a block: ${between}`);
    end = match.index + match[0].length;
    const [, tag, body] = match as unknown as [string, string, string];
    if (tag === 'p') blocks.push(inline(body, where));
    else if (tag === 'h2' || tag === 'h3')
      blocks.push(`${tag === 'h2' ? '##' : '###'} ${inline(body, where)}`);
    else {
      const items = [...body.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((li) => inline(li[1]!, where));
      if (items.length === 0) throw new Error(`markdown: ${where}: an empty list`);
      blocks.push(tag === 'ul' ? bullets(items) : numbered(items));
    }
  }
  if (html.slice(end).trim()) throw new Error(`markdown: ${where}: text after the last block`);
  return blocks.join('\n\n');
}

/**
 * The whole twin: the page's title as H1, its description as a blockquote, its canonical URL, its
 * date and its other language's twin (routeTwins.ts), then its sections, with the labels in the
 * page's language (twinTexts.ts). A French twin gets Quebec spacing as a whole, as the French
 * content does (frText). A page without a description or without any section fails the build,
 * named.
 */
export function twin(
  page: Omit<MachinePage, 'markdown'>,
  sections: readonly (string | false | undefined)[],
): MachinePage {
  const body = sections.filter(
    (section): section is string => typeof section === 'string' && section.trim() !== '',
  );
  if (!page.description.trim()) throw new Error(`markdown: ${page.path} has no description`);
  if (!page.title.trim() || !page.headline.trim()) {
    throw new Error(`markdown: ${page.path} has no title or headline`);
  }
  if (body.length === 0) throw new Error(`markdown: the twin of ${page.path} would be empty`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(page.updated)) {
    throw new Error(`markdown: ${page.path} has no content date (updated: '${page.updated}')`);
  }
  const words = twinTexts[page.lang];
  const other = languageTwinOf(page.path);
  const markdown = [
    `# ${text(page.headline)}`,
    `> ${text(page.description)}`,
    `${words.url}: ${absoluteUrl(page.path)}`,
    `${words.updated}: ${page.updated}`,
    other && `${words.versionIn[localeOfPath(other)]}: ${absoluteUrl(twinPath(other))}`,
    ...body,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { ...page, markdown: `${page.lang === 'fr-CA' ? frText(markdown) : markdown}\n` };
}

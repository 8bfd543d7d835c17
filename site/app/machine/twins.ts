// One function per page type, each writing the page's Markdown twin from the content module the
// page itself renders. Each takes its content as an argument, so the French edition (content/fr/…,
// same types) gets its twins from the same functions; the words around the content are the page's
// language's (twinTexts.ts), the language its path says (routeTwins.ts), or for a city page its own.
import { priceView } from '@northbeam/flows';
import type { about as aboutContent, impactStats as impactContent } from '../content/about';
import type { BlogArticle, blogPage as blogContent } from '../content/blog';
import type { CityPageView } from '../content/cityPage';
import { tileText } from '../content/cityPage';
import type { contact as contactContent } from '../content/contact';
import type { home as homeContent } from '../content/home';
import type { LegalDoc, legalContact as legalContactContent } from '../content/legal';
import type { PageMeta } from '../content/pages';
import { localeOfPath } from '../content/routeTwins';
import type { Plan } from '../content/plans';
import type { Addon, pricingPage as pricingContent, roiFigures } from '../content/pricing';
import type { Service, servicesPage as servicesContent } from '../content/services';
import type { OfficeInfo } from '../content/site';
import type { whyAeo as whyAeoContent } from '../content/whyAeo';
import type { whyAiSeo as whyAiSeoContent } from '../content/whyAiSeo';
import {
  articleMarkdown,
  bullets,
  cards,
  cta,
  faq,
  figures,
  heading,
  link,
  text,
  twin,
  type MachinePage,
} from './markdown';
import { twinTexts } from './twinTexts';

type Hero = { eyebrow: string; headline: string; subtitle: string };
const staticTwin = (meta: PageMeta, hero: Hero, sections: (string | false | undefined)[]) =>
  twin(
    {
      path: meta.path,
      lang: localeOfPath(meta.path),
      title: meta.title,
      headline: hero.headline,
      description: meta.description,
      updated: meta.updated,
      section: 'Main pages',
    },
    [text(hero.subtitle), ...sections],
  );

/** The twin texts of the language a page's path is in. */
const wordsOf = (path: string) => twinTexts[localeOfPath(path)];

export const homeTwin = (
  meta: PageMeta,
  home: typeof homeContent,
  cities: { name: string; href: string; province: string }[],
  plans: readonly Plan[],
) =>
  staticTwin(meta, home.hero, [
    bullets([
      link(home.hero.primaryAction.label, home.hero.primaryAction.href),
      link(home.hero.secondaryAction.label, home.hero.secondaryAction.href),
    ]),
    text(home.hero.trustLine),
    figures(home.stats, wordsOf(meta.path).source),
    `${heading(2, home.featuresHeading)}\n\n${cards(home.features)}`,
    `${heading(2, home.citiesHeading)}\n\n${text(home.citiesIntro)}\n\n${bullets(cities.map((city) => `${link(city.name, city.href)}, ${text(city.province)}`))}\n\n${text(home.moreCities.text)} ${link(home.moreCities.action.label, home.moreCities.action.href)}`,
    `${heading(2, home.pricingHeading)}\n\n${text(home.pricingIntro)}\n\n${planLines(plans, meta.path)}\n\n${link(home.pricingLink.label, home.pricingLink.href)}`,
    cta(home.cta),
  ]);

export const servicesTwin = (
  meta: PageMeta,
  page: typeof servicesContent,
  services: readonly Service[],
) =>
  staticTwin(meta, page.hero, [
    ...services.map(
      (service) =>
        `${heading(2, service.title)}\n\n${text(service.description)}\n\n${bullets(service.features.map(text))}`,
    ),
    link(page.cardAction.label, page.cardAction.href),
    cta(page.cta),
  ]);

/**
 * A plan's prices with their periods, in the language of the page at `path`; a priced plan without
 * a period fails the build, named.
 */
function planPrices(plan: Plan, path: string): string {
  const words = wordsOf(path);
  if (plan.monthlyPrice === null) return words.quote;
  if (!plan.period.trim())
    throw new Error(`markdown: the plan ${plan.name} has a price but no period`);
  const locale = localeOfPath(path);
  const monthly = priceView(plan, 'monthly', { locale });
  const annual = priceView(plan, 'annual', { locale });
  return `${words.money(monthly.amount!)}${monthly.periodText}, ${words.or} ${words.money(annual.amount!)}${annual.periodText} (${annual.discountLabel})`;
}

const planLines = (plans: readonly Plan[], path: string) =>
  bullets(plans.map((plan) => `**${text(plan.name)}**: ${planPrices(plan, path)}`));

export const pricingTwin = (
  meta: PageMeta,
  page: typeof pricingContent,
  plans: readonly Plan[],
  addons: readonly Addon[],
  roi: typeof roiFigures,
) =>
  staticTwin(meta, page.hero, [
    `${heading(2, page.plansHeading)}\n\n${wordsOf(meta.path).taxes}`,
    ...plans.map(
      (plan) =>
        `${heading(3, plan.name)}\n\n${planPrices(plan, meta.path)}${plan.badge ? ` (${text(plan.badge)})` : ''}\n\n${text(plan.description)}\n\n${bullets(plan.features.map(text))}`,
    ),
    `${heading(2, page.roiHeading)}\n\n${text(page.roiIntro)}\n\n${figures(roi, wordsOf(meta.path).source)}`,
    `${heading(2, page.addonsHeading)}\n\n${bullets(addons.map((addon) => `**${text(addon.name)}**: ${wordsOf(meta.path).money(addon.price)}${page.addonPeriod}. ${text(addon.description)}`))}`,
    `${heading(2, page.faqHeading)}\n\n${faq(page.faq)}`,
    cta(page.cta),
  ]);

export const aboutTwin = (
  meta: PageMeta,
  page: typeof aboutContent,
  impact: typeof impactContent,
) =>
  staticTwin(meta, page.hero, [
    `${heading(2, page.storyHeading)}\n\n${page.story.map(text).join('\n\n')}`,
    `${heading(2, page.impactHeading)}\n\n${figures(impact, wordsOf(meta.path).source)}`,
    `${heading(2, page.teamHeading)}\n\n${page.team.map((member) => `${heading(3, member.name)}\n\n${text(member.role)}. ${text(member.description)}`).join('\n\n')}`,
    `${heading(2, page.valuesHeading)}\n\n${cards(page.values)}`,
    `${heading(2, page.reasonsHeading)}\n\n${cards(page.reasons)}`,
    cta(page.cta),
  ]);

export const contactTwin = (
  meta: PageMeta,
  page: typeof contactContent,
  offices: readonly OfficeInfo[],
  terms: Record<string, string>,
) =>
  staticTwin(meta, page.hero, [
    `${heading(2, page.channelsHeading)}\n\n${bullets(page.channels.map((channel) => `**${text(channel.title)}**: ${'href' in channel && channel.href ? link(channel.detail, channel.href) : text(channel.detail)}${channel.note ? ` (${text(channel.note)})` : ''}`))}`,
    `${heading(2, page.formHeading)}\n\n${wordsOf(meta.path).contactForm((label) => link(label, meta.path), text(terms.response ?? ''))}`,
    `${heading(2, page.officesHeading)}\n\n${bullets(offices.map((office) => `**${text(office.city)}**: ${text(office.street)}, ${text(office.city)}, ${office.province} ${office.postalCode}`))}`,
    `${heading(2, page.faqHeading)}\n\n${faq(page.faq)}`,
    cta(page.cta),
  ]);

export const whyAeoTwin = (meta: PageMeta, page: typeof whyAeoContent) =>
  staticTwin(meta, page.hero, [
    `${heading(2, page.statsLabel)}\n\n${figures(page.stats, wordsOf(meta.path).source)}`,
    `${heading(2, page.benefitsHeading)}\n\n${cards(page.benefits)}`,
    `${heading(2, page.examplesHeading)}\n\n${bullets(page.examples.map((example) => wordsOf(meta.path).example(text(example.traditional), text(example.aeo), text(example.explanation))))}`,
    cta(page.cta),
  ]);

export const whyAiSeoTwin = (meta: PageMeta, page: typeof whyAiSeoContent) =>
  staticTwin(meta, page.hero, [
    `${heading(2, page.problemsHeading)}\n\n${bullets(page.problems.map((problem) => `**${text(problem.title)}**: ${text(problem.description)} ${text(problem.reality)}`))}`,
    `${heading(2, page.benefitsHeading)}\n\n${bullets(page.benefits.map((benefit) => `**${text(benefit.title)}**: ${text(benefit.description)} ${text(benefit.result)}`))}`,
    `${heading(2, page.statsLabel)}\n\n${figures(page.stats, wordsOf(meta.path).source)}`,
    `${heading(2, page.timelineHeading)}\n\n${bullets(page.timeline.map((step) => `**${text(step.when)}: ${text(step.title)}**. ${text(step.description)}`))}`,
    cta(page.cta),
  ]);

export const blogTwin = (
  meta: PageMeta,
  page: typeof blogContent,
  articles: readonly BlogArticle[],
  articlePath: (id: string) => string,
) =>
  staticTwin(meta, page.hero, [
    `${heading(2, page.listHeading)}\n\n${bullets(articles.map((article) => `${link(article.title, articlePath(article.id))} (${article.category}, ${article.date}): ${text(article.excerpt)}`))}`,
    `${heading(2, page.newsletter.heading)}\n\n${text(page.newsletter.text)}`,
  ]);

export const articleTwin = (
  article: BlogArticle,
  path: string,
  siteName: string,
  author: { name: string; role: string },
  closing: typeof blogContent.articleClosing,
): MachinePage =>
  twin(
    {
      path,
      lang: localeOfPath(path),
      title: `${article.title} | ${siteName}`,
      headline: article.title,
      description: article.excerpt,
      updated: article.dateModified,
      section: 'Blog',
    },
    [
      wordsOf(path).byline({
        author: text(author.name),
        role: text(author.role),
        date: article.date,
        iso: article.dateTime,
        category: text(article.category),
      }),
      articleMarkdown(article.content, path),
      cta(closing),
    ],
  );

/** The legal pages' contact block, in either language (the English one's texts are literals). */
type LegalContact = { [K in keyof typeof legalContactContent]: string };

export const legalTwin = (doc: LegalDoc, siteName: string, contact: LegalContact) =>
  twin(
    {
      path: doc.path,
      lang: localeOfPath(doc.path),
      title: `${doc.title} | ${siteName}`,
      headline: doc.title,
      description: doc.description,
      updated: doc.lastUpdatedIso,
      section: 'Optional',
    },
    [
      wordsOf(doc.path).lastUpdated(doc.lastUpdated),
      text(doc.intro),
      ...doc.sections.map((section) =>
        [
          heading(2, section.heading),
          ...section.paragraphs.map(text),
          section.list && bullets(section.list.map(text)),
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
      `${heading(2, contact.heading)}\n\n${text(contact.intro)}\n\n${bullets([link(contact.email, `mailto:${contact.email}`), text(contact.phone), text(contact.address)])}`,
    ],
  );

export const cityTwin = (page: CityPageView, updated: string): MachinePage =>
  twin(
    {
      path: page.path,
      lang: page.lang,
      title: page.title,
      headline: page.hero.headline,
      description: page.description,
      updated,
      section: 'City pages',
    },
    [
      `${text(page.hero.eyebrow)}. ${text(page.hero.subtitle)}`,
      page.hero.bilingualLine && text(page.hero.bilingualLine.text),
      figures(page.hero.stats, twinTexts[page.lang].source),
      link(page.hero.ctaLabel, page.hero.ctaHref),
      `${heading(2, page.reasons.heading)}\n\n${text(page.reasons.intro)}\n\n${cards(page.reasons.reasons)}`,
      `${heading(2, page.keywords.heading)}\n\n${text(page.keywords.intro)}\n\n${bullets(page.keywords.keywords.map((tile) => text(tileText(tile))))}`,
      `${heading(2, page.areas.heading)}\n\n${bullets(page.areas.areas.map(text))}`,
      ...page.notes.map((note) =>
        [note.heading && heading(2, note.heading), text(note.text)].filter(Boolean).join('\n\n'),
      ),
      cta(page.banner),
    ],
  );

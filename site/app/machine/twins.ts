// One function per page type, each writing the page's Markdown twin from the content module the
// page itself renders. Each takes its content as an argument, so another language's edition
// (content/fr/…, same types) gets its twins from the same functions.
import { priceView } from '@northbeam/flows';
import type { about as aboutContent, impactStats as impactContent } from '../content/about';
import type { BlogArticle, blogPage as blogContent } from '../content/blog';
import type { CityPageView } from '../content/cityPage';
import { tileText } from '../content/cityPage';
import type { contact as contactContent } from '../content/contact';
import type { home as homeContent } from '../content/home';
import type { LegalDoc, legalContact as legalContactContent } from '../content/legal';
import type { PageMeta } from '../content/pages';
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

type Hero = { eyebrow: string; headline: string; subtitle: string };
const staticTwin = (meta: PageMeta, hero: Hero, sections: (string | false | undefined)[]) =>
  twin(
    {
      path: meta.path,
      title: meta.title,
      headline: hero.headline,
      description: meta.description,
      updated: meta.updated,
      section: 'Main pages',
    },
    [text(hero.subtitle), ...sections],
  );

const cad = (amount: number) => `$${amount.toLocaleString('en-CA')} CAD`;

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
    figures(home.stats),
    `${heading(2, home.featuresHeading)}\n\n${cards(home.features)}`,
    `${heading(2, home.citiesHeading)}\n\n${text(home.citiesIntro)}\n\n${bullets(cities.map((city) => `${link(city.name, city.href)}, ${text(city.province)}`))}\n\n${text(home.moreCities.text)} ${link(home.moreCities.action.label, home.moreCities.action.href)}`,
    `${heading(2, home.pricingHeading)}\n\n${text(home.pricingIntro)}\n\n${planLines(plans)}\n\n${link(home.pricingLink.label, home.pricingLink.href)}`,
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

/** A plan's prices with their periods; a priced plan without a period fails the build, named. */
function planPrices(plan: Plan): string {
  if (plan.monthlyPrice === null) return 'Custom quote';
  if (!plan.period.trim())
    throw new Error(`markdown: the plan ${plan.name} has a price but no period`);
  const monthly = priceView(plan, 'monthly');
  const annual = priceView(plan, 'annual');
  return `${cad(monthly.amount!)}${monthly.periodText}, or ${cad(annual.amount!)}${annual.periodText} (${annual.discountLabel})`;
}

const planLines = (plans: readonly Plan[]) =>
  bullets(plans.map((plan) => `**${text(plan.name)}**: ${planPrices(plan)}`));

export const pricingTwin = (
  meta: PageMeta,
  page: typeof pricingContent,
  plans: readonly Plan[],
  addons: readonly Addon[],
  roi: typeof roiFigures,
) =>
  staticTwin(meta, page.hero, [
    `${heading(2, page.plansHeading)}\n\nPrices exclude applicable taxes.`,
    ...plans.map(
      (plan) =>
        `${heading(3, plan.name)}\n\n${planPrices(plan)}${plan.badge ? ` (${text(plan.badge)})` : ''}\n\n${text(plan.description)}\n\n${bullets(plan.features.map(text))}`,
    ),
    `${heading(2, page.roiHeading)}\n\n${text(page.roiIntro)}\n\n${figures(roi)}`,
    `${heading(2, page.addonsHeading)}\n\n${bullets(addons.map((addon) => `**${text(addon.name)}**: ${cad(addon.price)}/month. ${text(addon.description)}`))}`,
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
    `${heading(2, page.impactHeading)}\n\n${figures(impact)}`,
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
    `${heading(2, page.formHeading)}\n\nSend the form on ${link('the contact page', meta.path)}. ${text(terms.response ?? '')}.`,
    `${heading(2, page.officesHeading)}\n\n${bullets(offices.map((office) => `**${text(office.city)}**: ${text(office.street)}, ${text(office.city)}, ${office.province} ${office.postalCode}`))}`,
    `${heading(2, page.faqHeading)}\n\n${faq(page.faq)}`,
    cta(page.cta),
  ]);

export const whyAeoTwin = (meta: PageMeta, page: typeof whyAeoContent) =>
  staticTwin(meta, page.hero, [
    `${heading(2, page.statsLabel)}\n\n${figures(page.stats)}`,
    `${heading(2, page.benefitsHeading)}\n\n${cards(page.benefits)}`,
    `${heading(2, page.examplesHeading)}\n\n${bullets(page.examples.map((example) => `Traditional: “${text(example.traditional)}”. Answer engine: “${text(example.aeo)}” ${text(example.explanation)}`))}`,
    cta(page.cta),
  ]);

export const whyAiSeoTwin = (meta: PageMeta, page: typeof whyAiSeoContent) =>
  staticTwin(meta, page.hero, [
    `${heading(2, page.problemsHeading)}\n\n${bullets(page.problems.map((problem) => `**${text(problem.title)}**: ${text(problem.description)} ${text(problem.reality)}`))}`,
    `${heading(2, page.benefitsHeading)}\n\n${bullets(page.benefits.map((benefit) => `**${text(benefit.title)}**: ${text(benefit.description)} ${text(benefit.result)}`))}`,
    `${heading(2, page.statsLabel)}\n\n${figures(page.stats)}`,
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
      title: `${article.title} | ${siteName}`,
      headline: article.title,
      description: article.excerpt,
      updated: article.dateModified,
      section: 'Blog',
    },
    [
      `By ${text(author.name)}, ${text(author.role)}. Published ${article.date} (${article.dateTime}). Category: ${article.category}.`,
      articleMarkdown(article.content, path),
      cta(closing),
    ],
  );

export const legalTwin = (doc: LegalDoc, siteName: string, contact: typeof legalContactContent) =>
  twin(
    {
      path: doc.path,
      title: `${doc.title} | ${siteName}`,
      headline: doc.title,
      description: doc.description,
      updated: doc.lastUpdatedIso,
      section: 'Optional',
    },
    [
      `Last updated: ${doc.lastUpdated}`,
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
      title: page.title,
      headline: page.hero.headline,
      description: page.description,
      updated,
      section: 'City pages',
    },
    [
      `${text(page.hero.eyebrow)}. ${text(page.hero.subtitle)}`,
      page.hero.bilingualLine && text(page.hero.bilingualLine.text),
      figures(page.hero.stats),
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

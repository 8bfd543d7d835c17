// Every indexable page's Markdown twin, English and French, each from the content module its page
// renders (the French from content/fr/…, same types). Build time only: it imports all content.
import * as enAbout from '../content/about';
import * as enBlog from '../content/blog';
import type { BlogArticle } from '../content/blog';
import { cities, cityBySlug, cityPagesUpdated, cityPath } from '../content/cities';
import { cityDirectory } from '../content/cityDirectory';
import { cityPage, frenchCityPage } from '../content/cityPage';
import * as enContact from '../content/contact';
import * as frAbout from '../content/fr/about';
import * as frBlog from '../content/fr/blog';
import { frCities } from '../content/fr/cities';
import * as frContact from '../content/fr/contact';
import { home as frHome, provinceNames } from '../content/fr/home';
import * as frLegal from '../content/fr/legal';
import * as frPages from '../content/fr/pages';
import { plans as frPlans } from '../content/fr/plans';
import * as frPricing from '../content/fr/pricing';
import * as frServices from '../content/fr/services';
import { site as frSite } from '../content/fr/site';
import { whyAeo as frWhyAeo } from '../content/fr/whyAeo';
import { whyAiSeo as frWhyAiSeo } from '../content/fr/whyAiSeo';
import * as enHome from '../content/home';
import * as enLegal from '../content/legal';
import * as enPages from '../content/pages';
import type { PageMeta } from '../content/pages';
import { plans as enPlans, type Plan } from '../content/plans';
import * as enPricing from '../content/pricing';
import * as enProof from '../content/proof';
import * as frProof from '../content/fr/proof';
import { frenchArticlePath, frenchCityPath, twinOf as languageTwinOf } from '../content/routeTwins';
import * as enServices from '../content/services';
import type { LegalDoc } from '../content/legal';
import { site, type OfficeInfo } from '../content/site';
import { whyAeo as enWhyAeo } from '../content/whyAeo';
import { whyAiSeo as enWhyAiSeo } from '../content/whyAiSeo';
import type { MachinePage } from './markdown';
import { caseStudiesTwin, caseTwin } from './caseTwins';
import * as twins from './twins';

/** The author of an article: a team member of the about page, or the build fails naming it. */
export const authorOf = (team: typeof enAbout.about.team, name: string, where: string) => {
  const member = team.find((person) => person.name === name);
  if (!member) throw new Error(`markdown: ${where}: the author ${name} is not on the about page`);
  return member;
};

/** One edition's content: the same modules in English and in French. */
interface Edition {
  lang: MachinePage['lang'];
  pages: Record<keyof typeof enPages.staticPages, PageMeta>;
  articlePath: (id: string) => string;
  home: typeof enHome.home;
  cityList: { name: string; province: string; href: string }[];
  plans: readonly Plan[];
  pricing: Pick<typeof enPricing, 'pricingPage' | 'addons' | 'roiFigures'>;
  services: Pick<typeof enServices, 'servicesPage' | 'services'>;
  about: Pick<typeof enAbout, 'about' | 'impactStats'>;
  contact: typeof enContact.contact;
  site: { offices: readonly OfficeInfo[]; serviceTerms: Record<string, string> };
  whyAeo: typeof enWhyAeo;
  whyAiSeo: typeof enWhyAiSeo;
  blog: { blogPage: typeof enBlog.blogPage; articles: readonly BlogArticle[] };
  cityPages: MachinePage[];
  legal: { legalDocs: readonly LegalDoc[]; legalContact: Parameters<typeof twins.legalTwin>[2] };
  proof: Pick<typeof enProof, 'caseStudies' | 'proofTexts'>;
}

/** One edition's twins, in the order llms.txt lists them. */
function editionTwins(edition: Edition): MachinePage[] {
  const { pages: p, blog } = edition;
  return [
    twins.homeTwin(p.home, edition.home, edition.cityList, edition.plans),
    twins.servicesTwin(p.services, edition.services.servicesPage, edition.services.services),
    twins.pricingTwin(
      p.pricing,
      edition.pricing.pricingPage,
      edition.plans,
      edition.pricing.addons,
      edition.pricing.roiFigures,
    ),
    twins.aboutTwin(p.about, edition.about.about, edition.about.impactStats),
    twins.contactTwin(p.contact, edition.contact, edition.site.offices, edition.site.serviceTerms),
    twins.whyAeoTwin(p.whyAeo, edition.whyAeo),
    twins.whyAiSeoTwin(p.whyAiSeo, edition.whyAiSeo),
    twins.blogTwin(p.blog, blog.blogPage, blog.articles, edition.articlePath),
    ...blog.articles.map((article) => {
      const path = edition.articlePath(article.id);
      return twins.articleTwin(
        article,
        path,
        site.name,
        authorOf(edition.about.about.team, article.author, path),
        blog.blogPage.articleClosing,
      );
    }),
    ...edition.cityPages,
    ...edition.legal.legalDocs.map((doc) =>
      twins.legalTwin(doc, site.name, edition.legal.legalContact),
    ),
    caseStudiesTwin(
      edition.lang,
      p.caseStudies,
      edition.proof.proofTexts,
      edition.proof.caseStudies,
    ),
    ...edition.proof.caseStudies.map((study) =>
      caseTwin(edition.lang, study, p.caseStudies.updated, site.name, edition.proof.proofTexts),
    ),
  ];
}

/** A city's name in the French navigation ('Montréal', 'Québec'), else its one name. */
const frenchName = (slug: string, name: string) => {
  const entry = cityDirectory.find((city) => city.slug === slug);
  return entry && 'frName' in entry ? entry.frName : name;
};

const english = (): Edition => ({
  lang: 'en-CA',
  pages: enPages.staticPages,
  articlePath: enPages.articlePath,
  home: enHome.home,
  cityList: cities.map((city) => ({
    name: city.name,
    province: city.provinceName,
    href: cityPath(city),
  })),
  plans: enPlans,
  pricing: enPricing,
  services: enServices,
  about: enAbout,
  contact: enContact.contact,
  site,
  whyAeo: enWhyAeo,
  whyAiSeo: enWhyAiSeo,
  blog: enBlog,
  cityPages: cities.map((city) => twins.cityTwin(cityPage(city), cityPagesUpdated)),
  legal: enLegal,
  proof: enProof,
});

const french = (): Edition => ({
  lang: 'fr-CA',
  pages: frPages.staticPages,
  articlePath: frenchArticlePath,
  home: frHome,
  cityList: cities.map((city) => ({
    name: frenchName(city.slug, city.name),
    province: provinceNames[city.provinceName] ?? city.provinceName,
    href: frenchCityPath(city.slug),
  })),
  plans: frPlans,
  pricing: frPricing,
  services: frServices,
  about: frAbout,
  contact: frContact.contact,
  site: frSite,
  whyAeo: frWhyAeo,
  whyAiSeo: frWhyAiSeo,
  blog: frBlog,
  cityPages: frCities.map((french) => {
    const city = cityBySlug(french.slug);
    if (!city) throw new Error(`markdown: the French city ${french.slug} has no English record`);
    return twins.cityTwin(frenchCityPage(city, french), cityPagesUpdated);
  }),
  legal: frLegal,
  proof: frProof,
});

/**
 * Every indexable page's twin, English then French. Each twin names its other language's twin
 * (routeTwins.ts), so that twin must exist: the build fails naming both pages otherwise.
 */
export function machinePages(): MachinePage[] {
  const pages = [...editionTwins(english()), ...editionTwins(french())];
  const paths = new Set(pages.map((page) => page.path));
  for (const page of pages) {
    const other = languageTwinOf(page.path);
    if (other && !paths.has(other)) {
      throw new Error(`markdown: ${page.path} names ${other} as its twin, which has no twin`);
    }
  }
  return pages;
}

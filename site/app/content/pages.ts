import accountPathsByLang from './accountPaths.json' with { type: 'json' };
import { site } from './site';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Breadcrumb label. */
  name: string;
  /** ISO date the page's content last changed (sitemap lastmod, the Markdown twin's date). */
  updated: string;
}

/** Titles and descriptions of the static pages: one place, so each is unique. */
export const staticPages = {
  home: {
    path: '/',
    updated: '2026-11-22',
    name: 'Home',
    title: `${site.name} | AI-Powered SEO, AEO & GEO Agency in Canada`,
    description:
      'Canadian SEO agency combining AI-powered SEO, answer engine optimization and generative engine optimization. 1,200+ businesses, 340% average traffic growth.',
  },
  services: {
    path: '/services',
    updated: '2026-11-22',
    name: 'Services',
    title: `SEO, AEO & GEO Services | ${site.name}`,
    description:
      'AI-powered SEO, answer engine optimization, generative engine optimization, local Canadian SEO, technical audits and content strategy.',
  },
  about: {
    path: '/about',
    updated: '2026-11-22',
    name: 'About',
    title: `About Us | ${site.name}`,
    description:
      'A Canadian search agency founded in 2019 with offices in Toronto, Vancouver and Montréal. 500+ businesses served, 98% client retention.',
  },
  contact: {
    path: '/contact',
    updated: '2026-11-23',
    name: 'Contact',
    title: `Contact Us for a Free SEO Audit | ${site.name}`,
    description: `Request a free SEO audit. E-mail ${site.email}, call ${site.phone} or send the form: a first reply within ${site.replyHours.firstReply} hours.`,
  },
  pricing: {
    path: '/pricing',
    updated: '2026-11-22',
    name: 'Pricing',
    title: `SEO Pricing Plans in CAD | ${site.name}`,
    description:
      'Starter $997, Professional $1,997 and Enterprise $3,997 per month in CAD, or a custom quote. Save 15% with annual billing. No setup fees.',
  },
  whyAeo: {
    path: '/why-aeo-essential',
    updated: '2026-11-22',
    name: 'Why AEO is Essential',
    title: `Why Answer Engine Optimization (AEO) is Essential | ${site.name}`,
    description:
      '58% of consumers use voice search daily and 73% of searches will be zero-click. Learn why AEO makes your business the answer.',
  },
  whyAiSeo: {
    path: '/why-ai-seo-essential',
    updated: '2026-11-22',
    name: 'Why AI SEO is Essential',
    title: `Why AI-Powered SEO is Essential | ${site.name}`,
    description:
      'Manual SEO cannot keep up with AI-driven search. See how AI SEO analyses 10,000+ data points per second and delivers 340% traffic growth.',
  },
  blog: {
    path: '/blog',
    updated: '2026-11-22',
    name: 'Blog',
    title: `SEO, AEO & GEO Blog | ${site.name}`,
    description:
      'Guides from our strategists on answer engine optimization, generative engine optimization and local SEO in Canada.',
  },
  caseStudies: {
    path: '/case-studies',
    updated: '2026-11-26',
    name: 'Case Studies',
    title: `SEO and AEO Case Studies | ${site.name}`,
    description:
      'Canadian businesses’ organic sessions, leads and AI-answer citations before and 3, 6 and 12 months after the work, each figure defined.',
  },
} satisfies Record<string, PageMeta>;

export const articlePath = (id: string) => `/blog/${id}`;

/** The account routes (accountPaths.json, which the build scripts read too): never indexed. */
export const accountPaths = accountPathsByLang['en-CA'];

import { BlogCard, Hero } from '@northbeam/ui';
import type { Route } from './+types/blog';
import { NewsletterForm } from '../components/NewsletterForm';
import { NewsletterLinkView } from '../components/NewsletterLinkView';
import { CardList } from '../components/CardList';
import { PageSection } from '../components/PageSection';
import * as en from '../content/blog';
import { articleSummary } from '../content/blog';
import * as fr from '../content/fr/blog';
import { articlePath } from '../content/pages';
import { frenchArticlePath, localeOfPath } from '../content/routeTwins';
import { absoluteUrl, site } from '../content/site';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticPagesIn } from '../lib/staticPagesIn';
import { agencyRef, breadcrumbJsonLd, pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = localeOfPath(location.pathname);
  const page = staticPagesIn(lang).blog;
  const { articles } = byLocale(lang, en, fr);
  const pathOf = byLocale(lang, articlePath, frenchArticlePath);
  return pageMeta({
    ...page,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${site.name} ${page.name}`,
        url: absoluteUrl(page.path),
        publisher: agencyRef(),
        blogPost: articles.map((article) => ({
          '@type': 'BlogPosting',
          headline: article.title,
          url: absoluteUrl(pathOf(article.id)),
          datePublished: article.dateTime,
        })),
      },
      breadcrumbJsonLd([{ name: page.name, path: page.path }]),
    ],
  });
};

export default function Blog() {
  const lang = useLocale();
  // Each named, not the module passed whole: knip sees every export the page reads.
  const articles = byLocale(lang, en.articles, fr.articles);
  const blogPage = byLocale(lang, en.blogPage, fr.blogPage);
  return (
    <>
      <Hero {...blogPage.hero} headingLevel={1} tone="inverse" />
      <PageSection id="articles" heading={blogPage.listHeading}>
        <CardList items={articles} columns={[1, 2, 3]} keyOf={(article) => article.id}>
          {(article) => (
            <BlogCard
              {...articleSummary(article, blogPage.readTime)}
              id={article.id}
              href={byLocale(lang, articlePath, frenchArticlePath)(article.id)}
              headingLevel={3}
            />
          )}
        </CardList>
      </PageSection>
      <PageSection
        id="newsletter"
        heading={blogPage.newsletter.heading}
        intro={blogPage.newsletter.text}
        tone="muted"
      >
        <NewsletterLinkView lang={lang} />
        <NewsletterForm lang={lang} />
      </PageSection>
    </>
  );
}

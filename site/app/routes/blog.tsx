import { BlogCard, Grid, Hero } from '@northbeam/ui';
import type { Route } from './+types/blog';
import { NewsletterForm } from '../components/NewsletterForm';
import { NewsletterLinkView } from '../components/NewsletterLinkView';
import { PageSection } from '../components/PageSection';
import { articles, articleSummary, blogPage } from '../content/blog';
import { articlePath, staticPages } from '../content/pages';
import { absoluteUrl, site } from '../content/site';
import { agencyRef, breadcrumbJsonLd, pageMeta } from '../lib/seo';

const page = staticPages.blog;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...page,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${site.name} Blog`,
        url: absoluteUrl(page.path),
        publisher: agencyRef(),
        blogPost: articles.map((article) => ({
          '@type': 'BlogPosting',
          headline: article.title,
          url: absoluteUrl(articlePath(article.id)),
          datePublished: article.dateTime,
        })),
      },
      breadcrumbJsonLd([{ name: page.name, path: page.path }]),
    ],
  });

export default function Blog() {
  return (
    <>
      <Hero {...blogPage.hero} headingLevel={1} tone="inverse" />
      <PageSection id="articles" heading={blogPage.listHeading}>
        <Grid as="ul" columns={[1, 2, 3]} space="lg">
          {articles.map((article) => (
            <li key={article.id}>
              <BlogCard {...articleSummary(article)} id={article.id} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection
        id="newsletter"
        heading={blogPage.newsletter.heading}
        intro={blogPage.newsletter.text}
        tone="muted"
      >
        <NewsletterLinkView />
        <NewsletterForm />
      </PageSection>
    </>
  );
}

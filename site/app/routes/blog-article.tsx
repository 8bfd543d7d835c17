import { ArticleView } from '@northbeam/ui';
import { Navigate, useParams } from 'react-router';
import type { Route } from './+types/blog-article';
import { articleById, articleSummary, blogPage } from '../content/blog';
import { articlePath, staticPages } from '../content/pages';
import { absoluteUrl, site } from '../content/site';
import { agencyRef, breadcrumbJsonLd, pageMeta } from '../lib/seo';
import { authorRef } from '../lib/people';

export const meta: Route.MetaFunction = ({ params }) => {
  const article = articleById(params.id);
  if (!article) return [{ title: `Blog | ${site.name}` }, { name: 'robots', content: 'noindex' }];
  const path = articlePath(article.id);
  return pageMeta({
    title: `${article.title} | ${site.name}`,
    description: article.excerpt,
    path,
    ogType: 'article',
    image: article.image.src,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.excerpt,
        datePublished: article.dateTime,
        dateModified: article.dateModified,
        articleSection: article.category,
        image: absoluteUrl(article.image.src),
        url: absoluteUrl(path),
        mainEntityOfPage: absoluteUrl(path),
        inLanguage: 'en-CA',
        author: authorRef(article.author),
        publisher: { '@id': agencyRef()['@id'], '@type': 'Organization', name: site.name },
      },
      breadcrumbJsonLd([
        { name: staticPages.blog.name, path: staticPages.blog.path },
        { name: article.title, path },
      ]),
    ],
  });
};

export default function BlogArticle() {
  const { id } = useParams();
  const article = articleById(id);
  // Only /blog/1..3 are prerendered; any other id reaches here via the SPA fallback.
  if (!article) return <Navigate to="/blog" replace />;
  return (
    <ArticleView
      {...articleSummary(article)}
      bodyHtml={article.content}
      blogHref="/blog"
      closing={{
        title: blogPage.articleClosing.heading,
        text: blogPage.articleClosing.text,
        linkLabel: blogPage.articleClosing.action.label,
      }}
    />
  );
}

import { ArticleView } from '@northbeam/ui';
import { Navigate, useParams } from 'react-router';
import type { Route } from './+types/blog-article';
import * as en from '../content/blog';
import { articleSummary } from '../content/blog';
import * as fr from '../content/fr/blog';
import type { Lang } from '../content/cities/types';
import { articlePath } from '../content/pages';
import { frenchArticlePath, localeOfPath } from '../content/routeTwins';
import { absoluteUrl, site } from '../content/site';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticPagesIn } from '../lib/staticPagesIn';
import { agencyRef, breadcrumbJsonLd, pageMeta } from '../lib/seo';
import { authorRef } from '../lib/people';

/** The blog of a language: its articles, its texts, where an article lives and the index page. */
const blogIn = (lang: Lang) => ({
  ...byLocale(lang, en, fr),
  pathOf: byLocale(lang, articlePath, frenchArticlePath),
  index: staticPagesIn(lang).blog,
});

export const meta: Route.MetaFunction = ({ params, location }) => {
  const lang = localeOfPath(location.pathname);
  const blog = blogIn(lang);
  const article = blog.articles.find((candidate) => candidate.id === params.id);
  if (!article) return [{ title: blog.index.title }, { name: 'robots', content: 'noindex' }];
  const path = blog.pathOf(article.id);
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
        inLanguage: lang,
        author: authorRef(article.author),
        publisher: { '@id': agencyRef()['@id'], '@type': 'Organization', name: site.name },
      },
      breadcrumbJsonLd([
        { name: blog.index.name, path: blog.index.path },
        { name: article.title, path },
      ]),
    ],
  });
};

export default function BlogArticle() {
  const { id } = useParams();
  const blog = blogIn(useLocale());
  const article = blog.articles.find((candidate) => candidate.id === id);
  // Only the built articles are prerendered; any other id reaches here via the SPA fallback.
  if (!article) return <Navigate to={blog.index.path} replace />;
  return (
    <ArticleView
      {...articleSummary(article, blog.blogPage.readTime)}
      bodyHtml={article.content}
      blogHref={blog.index.path}
      closing={{
        title: blog.blogPage.articleClosing.heading,
        text: blog.blogPage.articleClosing.text,
        linkLabel: blog.blogPage.articleClosing.action.label,
      }}
    />
  );
}

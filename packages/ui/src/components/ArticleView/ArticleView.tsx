import { useId } from 'react';
import { Badge, Container, Stack } from '../../primitives';
import { useLinkComponent } from '../../link/LinkProvider';
import { Button } from '../Button/Button';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { ArticleImage, ArticleMetaItem, type BlogCardProps } from '../BlogCard/BlogCard';
import * as css from './ArticleView.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

export interface ArticleClosing {
  title: string;
  text: string;
  /** The button back to the list, e.g. 'View All Articles'. */
  linkLabel: string;
}

/** The article's facts as its card shows them (BlogCard), then the article itself. */
export interface ArticleViewProps extends Pick<
  BlogCardProps,
  'image' | 'category' | 'categoryTone' | 'date' | 'dateTime' | 'title' | 'excerpt' | 'readTime'
> {
  /**
   * The article body as HTML, rendered as is. The caller MUST pass sanitised HTML (trusted CMS
   * output or run through a sanitiser such as DOMPurify): this component does not clean it.
   * Headings inside should start at h2, since the title is the page's h1.
   */
  bodyHtml: string;
  backLabel?: string;
  /** Where the back link and closing button go. */
  blogHref?: string;
  closing?: ArticleClosing;
  lang?: string;
}

/** A full blog article page body, from the back link to the closing call to action. */
export function ArticleView({
  image,
  category,
  categoryTone = 'accent',
  date,
  dateTime,
  title,
  excerpt,
  bodyHtml,
  readTime,
  backLabel,
  blogHref = '/blog',
  closing: closingProp,
  lang,
}: ArticleViewProps) {
  const t = useUiTextsOr('ArticleView', english.ArticleView, { readTime, back: backLabel });
  const closing: ArticleClosing = closingProp ?? {
    title: t.closingTitle,
    text: t.closingText,
    linkLabel: t.closingLink,
  };
  const LinkComponent = useLinkComponent();
  const titleId = useId();
  const closingId = useId();
  return (
    <article className={css.article} aria-labelledby={titleId} lang={lang}>
      <Container measure="prose">
        <LinkComponent href={blogHref} className={css.back}>
          <Glyph d={glyph.arrowLeft} size={18} />
          {t.back}
        </LinkComponent>
        <Stack as="header" space="md" className={css.header}>
          <div className={css.meta}>
            <Badge tone={categoryTone}>{category}</Badge>
            <ArticleMetaItem icon="calendar">
              <time dateTime={dateTime}>{date}</time>
            </ArticleMetaItem>
            <ArticleMetaItem icon="clock">{t.readTime}</ArticleMetaItem>
          </div>
          <h1 className={css.title} id={titleId}>
            {title}
          </h1>
          <p className={css.excerpt}>{excerpt}</p>
        </Stack>
      </Container>
      <div className={css.wide}>
        <figure className={css.figure}>
          {/* The article's largest element, on screen as it opens. */}
          <ArticleImage image={image} className={css.image} priority />
        </figure>
      </div>
      <Container measure="prose">
        {/* The caller guarantees bodyHtml is sanitised; see the prop's documentation. */}
        <div className={css.prose} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        <section className={css.closing} aria-labelledby={closingId}>
          <h2 className={css.closingTitle} id={closingId}>
            {closing.title}
          </h2>
          <p className={css.closingText}>{closing.text}</p>
          <Button href={blogHref} variant="inverse">
            {closing.linkLabel}
          </Button>
        </section>
      </Container>
    </article>
  );
}

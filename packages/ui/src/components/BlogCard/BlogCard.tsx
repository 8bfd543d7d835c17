import { useId, type ReactNode } from 'react';
import {
  Badge,
  Heading,
  Text,
  VisuallyHidden,
  type BadgeTone,
  type HeadingLevel,
} from '../../primitives';
import { useLinkComponent } from '../../link/LinkProvider';
import { Glyph, Icon, type IconName } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './BlogCard.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

export interface BlogImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface BlogCardProps {
  /** The article's id; Read More goes to /blog/{id} unless `href` says where. */
  id: string | number;
  /** Where Read More goes, e.g. the French edition's /fr/blogue/{id}. */
  href?: string;
  image: BlogImage;
  /** e.g. 'AEO', 'Blog', 'Local SEO'. */
  category: string;
  categoryTone?: BadgeTone;
  /** The date as shown, e.g. 'January 15, 2025'. */
  date: string;
  /** Machine-readable date for the time element, e.g. '2025-01-15'. */
  dateTime?: string;
  title: string;
  excerpt: string;
  readTime?: string;
  readMoreLabel?: string;
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** One fact about an article (its date, its reading time) after its icon; ArticleView shows them too. */
export function ArticleMetaItem({
  icon,
  className = css.metaItem,
  children,
}: {
  icon: IconName;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={className}>
      <Icon name={icon} size={16} />
      {children}
    </span>
  );
}

/**
 * An article's picture at its own size, so nothing shifts as it loads: `priority` for the one on
 * screen as the page opens (fetched at once and first), lazily fetched otherwise. ArticleView
 * shows it too.
 */
export function ArticleImage({
  image,
  className,
  priority = false,
}: {
  image: BlogImage;
  className: string;
  priority?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      decoding="async"
    />
  );
}

/**
 * An article teaser. Only Read More is a link (no card-wide link wrapping other content), and its
 * accessible name carries the title so a list of links still says where each one goes.
 */
export function BlogCard({
  id,
  href = `/blog/${id}`,
  image,
  category,
  categoryTone = 'accent',
  date,
  dateTime,
  title,
  excerpt,
  readTime,
  readMoreLabel,
  headingLevel = 3,
  lang,
}: BlogCardProps) {
  const t = useUiTextsOr('BlogCard', english.BlogCard, { readMore: readMoreLabel });
  // The reading time an article shows (ArticleView's), one text for both.
  const article = useUiTextsOr('ArticleView', english.ArticleView, { readTime });
  const { colon } = useUiTextsOr('Punctuation', english.Punctuation);
  const LinkComponent = useLinkComponent();
  const titleId = useId();
  return (
    <article className={css.card} aria-labelledby={titleId} lang={lang}>
      <div className={css.media}>
        <ArticleImage image={image} className={css.image} />
      </div>
      <div className={css.body}>
        <div className={css.meta}>
          <Badge tone={categoryTone}>{category}</Badge>
          <ArticleMetaItem icon="calendar">
            <time dateTime={dateTime}>{date}</time>
          </ArticleMetaItem>
        </div>
        <Heading level={headingLevel} size="3" id={titleId}>
          {title}
        </Heading>
        <div className={css.excerpt}>
          <Text tone="muted">{excerpt}</Text>
        </div>
        <div className={css.footer}>
          <ArticleMetaItem icon="clock" className={`${css.meta} ${css.metaItem}`}>
            {article.readTime}
          </ArticleMetaItem>
          <LinkComponent href={href} className={css.readMore}>
            {t.readMore}
            <VisuallyHidden>
              {colon}
              {title}
            </VisuallyHidden>
            <Glyph d={glyph.arrowRight} size={18} />
          </LinkComponent>
        </div>
      </div>
    </article>
  );
}

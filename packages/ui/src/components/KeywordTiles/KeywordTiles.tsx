import { Grid, IntroSection, type HeadingLevel } from '../../primitives';
import { Button } from '../Button/Button';
import { IconTile } from '../Icon/Icon';
import * as css from './KeywordTiles.css';

/** A search phrase; the object form tags a phrase in another language than the section's. */
export type KeywordTile = string | { text: string; lang: string };

export interface KeywordTilesProps {
  heading: string;
  intro?: string;
  /** City pages always show six target phrases. */
  keywords: readonly KeywordTile[];
  /** The campaign button label, e.g. 'Start Your Toronto SEO Campaign'. */
  ctaLabel: string;
  ctaHref?: string;
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** The search phrases a city campaign targets, with a button to start one. */
export function KeywordTiles({
  heading,
  intro,
  keywords,
  ctaLabel,
  ctaHref = '/contact',
  headingLevel = 2,
  lang,
}: KeywordTilesProps) {
  return (
    <IntroSection
      heading={heading}
      intro={intro}
      headingLevel={headingLevel}
      tone="muted"
      lang={lang}
    >
      <Grid as="ul" space={['sm', 'md']}>
        {keywords.map((keyword) => {
          const { text, lang: tileLang } =
            typeof keyword === 'string' ? { text: keyword, lang: undefined } : keyword;
          return (
            <li key={text} className={css.tile} lang={tileLang}>
              <IconTile name="search" size="xs" shape="round" />
              <span>{text}</span>
            </li>
          );
        })}
      </Grid>
      <div className={css.action}>
        <Button href={ctaHref} size="lg">
          {ctaLabel}
        </Button>
      </div>
    </IntroSection>
  );
}

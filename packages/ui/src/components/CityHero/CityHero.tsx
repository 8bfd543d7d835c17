import { useId } from 'react';
import { Container, Stack } from '../../primitives';
import { Button } from '../Button/Button';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './CityHero.css';

export interface CityStat {
  /** What the figure is, e.g. 'Population' or 'Top Industries'. */
  label: string;
  /** The figure as shown, e.g. '135K+' or 'Agriculture, Manufacturing, Technology'. */
  value: string;
  /** Language of this card when it differs from the hero's, e.g. 'en-CA' on a French page. */
  lang?: string;
}

export interface CityBilingualLine {
  text: string;
  /** Language of this line, e.g. 'fr-CA' on an English page. */
  lang: string;
}

export interface CityHeroProps {
  /** The page's h1, e.g. 'Toronto SEO Services That Dominate Search'. */
  headline: string;
  subtitle: string;
  /** A short line above the headline, e.g. 'Toronto, Ontario'. */
  eyebrow?: string;
  /** The free-audit button label, e.g. 'Get Your Free Toronto SEO Audit'. */
  ctaLabel: string;
  ctaHref?: string;
  /** A tagline in the city's other official language. */
  bilingualLine?: CityBilingualLine;
  /** City pages always show four: population, metro area and two city facts. */
  stats: readonly CityStat[];
  /** Language of the hero's own copy, e.g. 'fr-CA' on a French page. */
  lang?: string;
}

/** Short figures such as '135K+', '25%' or '1,500+' get the big number treatment. */
function isFigure(value: string): boolean {
  return value.length <= 8;
}

/** The top band of every city landing page. */
export function CityHero({
  headline,
  subtitle,
  eyebrow,
  ctaLabel,
  ctaHref = '/contact',
  bilingualLine,
  stats,
  lang,
}: CityHeroProps) {
  const headingId = useId();
  return (
    <section className={css.hero} aria-labelledby={headingId} lang={lang}>
      <Container>
        <Stack space="lg" alignItems="flex-start" className={css.copy}>
          {eyebrow && (
            <p className={css.eyebrow}>
              <Glyph d={glyph.mapPin} size={18} />
              {eyebrow}
            </p>
          )}
          <h1 className={css.headline} id={headingId}>
            {headline}
          </h1>
          <p className={css.subtitle}>{subtitle}</p>
          {bilingualLine && (
            <p className={css.bilingual} lang={bilingualLine.lang}>
              {bilingualLine.text}
            </p>
          )}
          <Button href={ctaHref} variant="inverse" size="lg">
            {ctaLabel}
            <Glyph d={glyph.arrowRight} size={20} />
          </Button>
        </Stack>
        <ul className={css.stats}>
          {stats.map((stat) => (
            // Value first for the eye, label first for screen readers (column-reverse).
            <li key={stat.label} className={css.stat} lang={stat.lang}>
              <p className={css.statLabel}>{stat.label}</p>
              <p
                className={
                  isFigure(stat.value) ? css.statValue : `${css.statValue} ${css.statValueWords}`
                }
              >
                {stat.value}
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

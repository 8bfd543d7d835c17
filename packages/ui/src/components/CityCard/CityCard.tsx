import { useId } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './CityCard.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import {
  cityCardDefaults,
  type CityCardData,
  type CityCardLabels,
  type CityCardProps,
} from './CityCard.props';

export type { CityCardData, CityCardLabels, CityCardProps };

/** The English pack's texts (`enCA.CityCard`), for apps that build on them. */
export const defaultCityCardLabels: CityCardLabels = english.CityCard;

/** A city teaser whose whole surface is the single link to that city's page. */
export function CityCard({
  city,
  headingLevel = cityCardDefaults.headingLevel,
  labels: labelOverrides,
}: CityCardProps) {
  const LinkComponent = useLinkComponent();
  const labels = { ...useUiTextsOr('CityCard', english.CityCard), ...labelOverrides };
  const accent = city.accent ?? cityCardDefaults.accent;
  const id = useId();
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <article className={`${css.card} ${css.accent[accent]}`} aria-labelledby={id} lang={city.lang}>
      <div className={css.head}>
        <span className={css.accentText[accent]}>
          <Glyph d={glyph.mapPin} size={24} />
        </span>
        <div>
          <HeadingTag id={id} className={css.name}>
            <LinkComponent href={city.href} className={css.link}>
              {city.name}
            </LinkComponent>
          </HeadingTag>
          <p className={css.province}>{city.province}</p>
        </div>
      </div>
      <dl className={css.stats}>
        <div className={css.stat}>
          <dt className={css.statLabel}>{labels.population}</dt>
          <dd className={css.statValue}>{city.population}</dd>
        </div>
        <div className={css.stat}>
          <dt className={css.statLabel}>{labels.businesses}</dt>
          <dd className={css.statValue}>{city.businesses}</dd>
        </div>
        <div className={css.stat}>
          <dt className={css.statLabel}>{labels.growth}</dt>
          <dd className={css.statValue}>{city.growth}</dd>
        </div>
      </dl>
      <p className={css.description}>{city.description}</p>
      <span className={`${css.more} ${css.accentText[accent]}`} aria-hidden="true">
        {labels.more}
        <Glyph d={glyph.arrowRight} size={16} />
      </span>
    </article>
  );
}

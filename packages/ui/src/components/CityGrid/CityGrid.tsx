import { useId } from 'react';
import { Grid, Stack } from '../../primitives/layout';
import { SectionIntro } from '../../primitives/SectionIntro';
import { Button } from '../Button/Button';
import { CityCard, type CityCardData, type CityCardLabels } from '../CityCard/CityCard';
import * as css from './CityGrid.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

export interface CityGridProps {
  title: string;
  intro?: string;
  cities: CityCardData[];
  /** Level of the grid's title; the cards and the fallback block use the next level. */
  headingLevel?: 2 | 3;
  cardLabels?: Partial<CityCardLabels>;
  fallbackTitle?: string;
  fallbackText?: string;
  fallbackActionLabel?: string;
  fallbackHref?: string;
  /** Hide the "Don't See Your City?" block, e.g. on a page that lists every city. */
  showFallback?: boolean;
  lang?: string;
}

export function CityGrid({
  title,
  intro,
  cities,
  headingLevel = 2,
  cardLabels,
  fallbackTitle,
  fallbackText,
  fallbackActionLabel,
  fallbackHref = '/contact',
  showFallback = true,
  lang,
}: CityGridProps) {
  const t = useUiTextsOr('CityGrid', english.CityGrid, {
    fallbackTitle,
    fallbackText,
    fallbackAction: fallbackActionLabel,
  });
  const titleId = useId();
  const childLevel = (headingLevel + 1) as 3 | 4;
  const FallbackTag = `h${childLevel}` as const;
  return (
    <section aria-labelledby={titleId} lang={lang}>
      <SectionIntro heading={title} intro={intro} headingLevel={headingLevel} headingId={titleId} />
      <Stack space="xl">
        {cities.length > 0 && (
          <Grid as="ul">
            {cities.map((city) => (
              <li key={city.href}>
                <CityCard city={city} headingLevel={childLevel} labels={cardLabels} />
              </li>
            ))}
          </Grid>
        )}
        {showFallback && (
          <div className={css.fallback}>
            <div className={css.fallbackText}>
              <FallbackTag className={css.fallbackTitle}>{t.fallbackTitle}</FallbackTag>
              <p className={css.fallbackBody}>{t.fallbackText}</p>
            </div>
            <div className={css.fallbackAction}>
              <Button href={fallbackHref}>{t.fallbackAction}</Button>
            </div>
          </div>
        )}
      </Stack>
    </section>
  );
}

import { Grid, IntroSection, type HeadingLevel } from '../../primitives';
import { Glyph, IconItem } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './ServedAreas.css';

export interface ServedAreasProps {
  heading: string;
  intro?: string;
  /** City pages always list twelve towns or areas. */
  areas: readonly string[];
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

const pin = (
  <span className={css.pin}>
    <Glyph d={glyph.mapPin} size={18} />
  </span>
);

/** The towns and neighbourhoods a city page serves. */
export function ServedAreas({ heading, intro, areas, headingLevel = 2, lang }: ServedAreasProps) {
  return (
    <IntroSection heading={heading} intro={intro} headingLevel={headingLevel} lang={lang}>
      <Grid as="ul" columns={[2, 3, 4]} space={['sm', null, 'md']}>
        {areas.map((area) => (
          <IconItem key={area} className={css.area} icon={pin}>
            {area}
          </IconItem>
        ))}
      </Grid>
    </IntroSection>
  );
}

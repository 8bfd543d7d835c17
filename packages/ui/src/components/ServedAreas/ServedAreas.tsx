import { useId } from 'react';
import { Container, SectionIntro, type HeadingLevel } from '../../primitives';
import { Icon } from '../Icon/Icon';
import * as css from './ServedAreas.css';

export interface ServedAreasProps {
  heading: string;
  intro?: string;
  /** City pages always list twelve towns or areas. */
  areas: readonly string[];
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** The towns and neighbourhoods a city page serves. */
export function ServedAreas({ heading, intro, areas, headingLevel = 2, lang }: ServedAreasProps) {
  const headingId = useId();
  return (
    <section className={css.section} aria-labelledby={headingId} lang={lang}>
      <Container>
        <SectionIntro
          heading={heading}
          intro={intro}
          headingLevel={headingLevel}
          headingId={headingId}
        />
        <ul className={css.list}>
          {areas.map((area) => (
            <li key={area} className={css.area}>
              <span className={css.pin}>
                <Icon name="mapPin" size={18} />
              </span>
              <span>{area}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

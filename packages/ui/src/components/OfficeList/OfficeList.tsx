import { Fragment } from 'react';
import { Heading, type HeadingLevel } from '../../primitives/typography';
import { Grid, Stack } from '../../primitives/layout';
import { IconTile } from '../Icon/Icon';
import * as css from './OfficeList.css';

export interface Office {
  city: string;
  /** Street, suite, city and postal code, one entry per printed line. */
  addressLines: readonly string[];
  /** e.g. 'fr-CA' for a Montréal address written in French. */
  lang?: string;
}

export interface OfficeListProps {
  offices: readonly Office[];
  headingLevel?: HeadingLevel;
  lang?: string;
}

/** The agency's offices with their postal addresses. */
export function OfficeList({ offices, headingLevel = 3, lang }: OfficeListProps) {
  return (
    <Grid as="ul" columns={[1, 3]} space={['md', 'lg']} lang={lang}>
      {offices.map((office) => (
        <li key={office.city} className={css.card} lang={office.lang}>
          <IconTile name="mapPin" size="md" shape="round" tone="muted" />
          <Stack space="xxs" className={css.body}>
            <Heading level={headingLevel} size="4">
              {office.city}
            </Heading>
            <address className={css.address}>
              {office.addressLines.map((line, index) => (
                <Fragment key={`${index}-${line}`}>
                  {index > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </address>
          </Stack>
        </li>
      ))}
    </Grid>
  );
}

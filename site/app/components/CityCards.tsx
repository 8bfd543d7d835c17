import { Badge, Card, Grid, Heading, Text, useLinkComponent } from '@northbeam/ui';
import type { HomeCityCard } from '../content/cities';
import * as css from './components.css';

/** Home page city cards (stand-in until ui's CityCard/CityGrid land). */
export function CityCards({ cities }: { cities: HomeCityCard[] }) {
  const LinkComponent = useLinkComponent();
  return (
    <Grid
      as="ul"
      columns={[1, 2, 3]}
      space="lg"
      role="list"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {cities.map((city) => {
        const headingId = `city-card-${city.slug}`;
        return (
          <li key={city.slug}>
            <Card as="article" aria-labelledby={headingId}>
              <Badge tone="accent">{city.provinceName}</Badge>
              <Heading level={3} id={headingId}>
                {city.name}
              </Heading>
              <dl className={css.figureRow}>
                <div>
                  <dt className={css.figureTerm}>Population</dt>
                  <dd className={css.figureValue}>{city.population}</dd>
                </div>
                <div>
                  <dt className={css.figureTerm}>Businesses</dt>
                  <dd className={css.figureValue}>{city.businesses}</dd>
                </div>
                <div>
                  <dt className={css.figureTerm}>Growth</dt>
                  <dd className={css.figureValue}>{city.growth}</dd>
                </div>
              </dl>
              <Text tone="muted">{city.description}</Text>
              <LinkComponent href={`/${city.slug}`} className={css.cardLink}>
                {`${city.name} SEO services`}
              </LinkComponent>
            </Card>
          </li>
        );
      })}
    </Grid>
  );
}

import { CityGrid, Container, Hero, Section } from '@northbeam/ui';
import { agency, cities, copy } from '../content.js';

export function HomePage() {
  return (
    <>
      <Hero
        eyebrow={copy.home.eyebrow}
        headline={copy.home.headline}
        subtitle={agency.blurb}
        primaryAction={{ label: copy.home.plans, href: '/pricing' }}
        secondaryAction={{ label: copy.home.talk, href: '/contact' }}
        trustLine={copy.home.trustLine}
        tone="inverse"
      />
      <Section id="cities">
        <Container>
          <CityGrid
            title={copy.home.citiesTitle}
            intro={copy.home.citiesIntro}
            cities={cities}
            cardLabels={{ more: copy.home.more, population: copy.home.population }}
            fallbackTitle={copy.home.fallbackTitle}
            fallbackText={copy.home.fallbackText}
            fallbackActionLabel={copy.home.fallbackAction}
            fallbackHref="/contact"
          />
        </Container>
      </Section>
    </>
  );
}

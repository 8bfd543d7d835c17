import { CityGrid, Container, Hero, Section } from '@northbeam/ui';
import { agency, cities } from '../content.js';

export function HomePage() {
  return (
    <>
      <Hero
        eyebrow="Search, answers and maps for the Irish coast"
        headline="Be the business people find, from Galway Bay to Cork Harbour"
        subtitle={agency.blurb}
        primaryAction={{ label: 'See our plans', href: '/pricing' }}
        secondaryAction={{ label: 'Talk to us', href: '/contact' }}
        trustLine="Working with 140 independent businesses in Munster and Connacht"
        tone="inverse"
      />
      <Section id="cities">
        <Container>
          <CityGrid
            title="Cities we work in"
            intro="Each city has its own searches, its own maps results and its own competitors."
            cities={cities}
            cardLabels={{ more: 'See our local work', population: 'People' }}
            fallbackTitle="Somewhere else in Ireland?"
            fallbackText="We work with businesses across the country. Tell us where you are."
            fallbackActionLabel="Get in touch"
            fallbackHref="/contact"
          />
        </Container>
      </Section>
    </>
  );
}

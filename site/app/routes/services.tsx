import { Grid, Hero, ServiceCard } from '@northbeam/ui';
import type { Route } from './+types/services';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import { staticPages } from '../content/pages';
import { services, servicesPage } from '../content/services';
import { absoluteUrl } from '../content/site';
import { agencyRef, staticPageMeta } from '../lib/seo';

const page = staticPages.services;

export const meta: Route.MetaFunction = () =>
  staticPageMeta(page, {
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: services.map((service, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'Service',
            name: service.title,
            description: service.description,
            provider: agencyRef(),
            areaServed: { '@type': 'Country', name: 'Canada' },
            url: absoluteUrl(`/services#${service.id}`),
          },
        })),
      },
    ],
  });

export default function Services() {
  return (
    <>
      <Hero {...servicesPage.hero} headingLevel={1} tone="inverse" />
      <PageSection id="services" heading="What We Do">
        <Grid as="ul" columns={[1, 2, 3]} space="lg">
          {services.map((service) => (
            <li key={service.id} id={service.id}>
              <ServiceCard {...service} action={servicesPage.cardAction} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <CtaBanner {...servicesPage.cta} />
    </>
  );
}

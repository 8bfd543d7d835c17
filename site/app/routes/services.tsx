import { Hero, InfoCard } from '@northbeam/ui';
import type { Route } from './+types/services';
import { CardList } from '../components/CardList';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import * as enServices from '../content/services';
import * as frServices from '../content/fr/services';
import { absoluteUrl } from '../content/site';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticRouteMeta } from '../lib/staticPagesIn';
import { agencyRef } from '../lib/seo';

export const meta: Route.MetaFunction = staticRouteMeta('services', (lang, page) => {
  const { services } = byLocale(lang, enServices, frServices);
  return {
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
            url: absoluteUrl(`${page.path}#${service.id}`),
          },
        })),
      },
    ],
  };
});

export default function Services() {
  const { services, servicesPage } = byLocale(useLocale(), enServices, frServices);
  return (
    <>
      <Hero {...servicesPage.hero} headingLevel={1} tone="inverse" />
      <PageSection id="services" heading={servicesPage.listHeading}>
        <CardList
          items={services}
          columns={[1, 2, 3]}
          keyOf={(service) => service.id}
          idOf={(service) => service.id}
        >
          {(service) => (
            <InfoCard
              variant="service"
              {...service}
              action={servicesPage.cardAction}
              headingLevel={3}
            />
          )}
        </CardList>
      </PageSection>
      <CtaBanner {...servicesPage.cta} />
    </>
  );
}

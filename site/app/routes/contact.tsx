import {
  Card,
  ContactChannels,
  Container,
  Heading,
  Hero,
  OfficeList,
  Section,
  Stack,
  Text,
} from '@northbeam/ui';
import type { Route } from './+types/contact';
import { ActingPart } from '../acting/ActingPart';
import { contactForm } from '../acting/contactForm';
import { CtaBanner } from '../components/CtaBanner';
import { FaqSection } from '../components/FaqSection';
import { PageSection } from '../components/PageSection';
import { contact } from '../content/contact';
import { staticPages } from '../content/pages';
import { absoluteUrl, site } from '../content/site';
import type { ProfessionalService, WithContext } from 'schema-dts';
import { agencyRef, faqJsonLd, staticPageMeta } from '../lib/seo';

const page = staticPages.contact;

/** Each office as a ProfessionalService of its own, with its address and the area it serves. */
const officesJsonLd = (): WithContext<ProfessionalService>[] =>
  site.offices.map((office) => ({
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.origin}/#office-${office.province.toLowerCase()}`,
    name: `${site.name} ${office.city}`,
    url: absoluteUrl('/contact'),
    email: site.email,
    telephone: site.phone,
    priceRange: '$$$',
    image: absoluteUrl('/images/og-default.svg'),
    parentOrganization: agencyRef(),
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.province,
      postalCode: office.postalCode,
      addressCountry: 'CA',
    },
    areaServed: [
      { '@type': 'City', name: office.city },
      { '@type': 'Country', name: 'Canada' },
    ],
  }));

export const meta: Route.MetaFunction = () =>
  staticPageMeta(page, { jsonLd: [...officesJsonLd(), faqJsonLd(contact.faq)] });

const offices = site.offices.map((office) => ({
  city: office.city,
  addressLines: [
    office.street,
    `${office.city}, ${office.province} ${office.postalCode}`,
    'Canada',
  ],
  lang: 'lang' in office ? office.lang : undefined,
}));

export default function Contact() {
  return (
    <>
      <Hero {...contact.hero} headingLevel={1} tone="inverse" />
      <PageSection id="channels" heading={contact.channelsHeading}>
        <ContactChannels channels={contact.channels} headingLevel={3} />
      </PageSection>
      <Section labelledBy="form-heading" tone="muted">
        <Container measure="prose">
          <Card>
            <Stack space="lg">
              <Stack space="xs">
                <Heading level={2} id="form-heading">
                  {contact.formHeading}
                </Heading>
              </Stack>
              <ActingPart part={contactForm} />
              <noscript>
                <Text tone="muted">{`Without JavaScript, e-mail us at ${site.email} or call ${site.phone}.`}</Text>
              </noscript>
            </Stack>
          </Card>
        </Container>
      </Section>
      <PageSection id="offices" heading={contact.officesHeading}>
        <OfficeList offices={offices} headingLevel={3} />
      </PageSection>
      <FaqSection id="faq" heading={contact.faqHeading} items={contact.faq} />
      <CtaBanner {...contact.cta} />
    </>
  );
}

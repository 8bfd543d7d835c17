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
import * as css from '../components/components.css';
import { ContactForm } from '../components/ContactForm';
import { CtaBanner } from '../components/CtaBanner';
import { AUDIT_ANCHOR } from '../islands/contactFormHooks';
import { FaqSection } from '../components/FaqSection';
import { PageSection } from '../components/PageSection';
import { ProofBand } from '../components/ProofBand';
import * as en from '../content/contact';
import * as fr from '../content/fr/contact';
import { absoluteUrl, site } from '../content/site';
import type { Lang } from '../content/cities/types';
import type { ProfessionalService, WithContext } from 'schema-dts';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticRouteMeta } from '../lib/staticPagesIn';
import { agencyRef, faqJsonLd, officeAddress } from '../lib/seo';

export const meta: Route.MetaFunction = staticRouteMeta('contact', (lang, page) => ({
  jsonLd: [...officesJsonLd(page.path), faqJsonLd(byLocale(lang, en, fr).contact.faq)],
}));

/** Each office as a ProfessionalService of its own, with its address and the area it serves. */
const officesJsonLd = (path: string): WithContext<ProfessionalService>[] =>
  site.offices.map((office) => ({
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.origin}/#office-${office.province.toLowerCase()}`,
    name: `${site.name} ${office.city}`,
    url: absoluteUrl(path),
    email: site.email,
    telephone: site.phone,
    priceRange: '$$$',
    image: absoluteUrl('/images/og-default.svg'),
    parentOrganization: agencyRef(),
    address: officeAddress(office),
    areaServed: [
      { '@type': 'City', name: office.city },
      { '@type': 'Country', name: 'Canada' },
    ],
  }));

/** The offices' addresses; each office's own language where it differs from the page's. */
const officesIn = (lang: Lang, country: string) =>
  site.offices.map((office) => {
    const officeLang = 'lang' in office ? office.lang : 'en-CA';
    return {
      city: office.city,
      addressLines: [
        office.street,
        // Canada Post's address form, the same in both languages.
        `${office.city}, ${office.province} ${office.postalCode}`,
        country,
      ],
      lang: officeLang === lang ? undefined : officeLang,
    };
  });

export default function Contact() {
  const lang = useLocale();
  const { contact } = byLocale(lang, en, fr);
  const offices = officesIn(lang, contact.country);
  return (
    <>
      <Hero {...contact.hero} headingLevel={1} tone="inverse" />
      <PageSection id="channels" heading={contact.channelsHeading}>
        <ContactChannels
          channels={contact.channels.map((channel) => ({
            ...channel,
            sample: 'sample' in channel,
          }))}
          headingLevel={3}
        />
      </PageSection>
      {/* Every audit button leads here (#audit); the form's part moves focus to the heading. */}
      <Section id={AUDIT_ANCHOR} aria-labelledby="form-heading" tone="muted">
        <Container measure="prose">
          <Card>
            <Stack space="lg">
              <Stack space="sm">
                <Heading level={2} id="form-heading" tabIndex={-1}>
                  {contact.formHeading}
                </Heading>
                <Stack as="ul" space="xs" className={css.auditIncludes}>
                  {contact.auditIncludes.map((line) => (
                    <li key={line}>
                      <Text tone="muted">{line}</Text>
                    </li>
                  ))}
                </Stack>
              </Stack>
              <ContactForm labelledBy="form-heading" lang={lang} />
              <noscript>
                <Text tone="muted">{contact.noScript}</Text>
              </noscript>
            </Stack>
          </Card>
        </Container>
      </Section>
      <ProofBand lang={lang} testimonialId="montreal-legal" />
      <PageSection id="offices" heading={contact.officesHeading}>
        <OfficeList offices={offices} headingLevel={3} />
      </PageSection>
      <FaqSection id="faq" heading={contact.faqHeading} items={contact.faq} />
      <CtaBanner {...contact.cta} />
    </>
  );
}

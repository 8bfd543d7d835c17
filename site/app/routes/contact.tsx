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
import * as en from '../content/contact';
import * as fr from '../content/fr/contact';
import { staticPages } from '../content/pages';
import { staticPages as frStaticPages } from '../content/fr/pages';
import { localeOfPath } from '../content/routeTwins';
import { site } from '../content/site';
import type { Lang } from '../content/cities/types';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { faqJsonLd, staticPageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = localeOfPath(location.pathname);
  return staticPageMeta(byLocale(lang, staticPages, frStaticPages).contact, {
    jsonLd: [faqJsonLd(byLocale(lang, en, fr).contact.faq)],
  });
};

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
        <ContactChannels channels={contact.channels} headingLevel={3} />
      </PageSection>
      <Section aria-labelledby="form-heading" tone="muted">
        <Container measure="prose">
          <Card>
            <Stack space="lg">
              <Stack space="xs">
                <Heading level={2} id="form-heading">
                  {contact.formHeading}
                </Heading>
              </Stack>
              <ActingPart part={contactForm} lang={lang} />
              <noscript>
                <Text tone="muted">{contact.noScript}</Text>
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

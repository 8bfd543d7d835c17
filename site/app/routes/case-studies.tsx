import { Heading, Hero, Link, SampleMark, Stack, Text } from '@northbeam/ui';
import type { Route } from './+types/case-studies';
import { CardList } from '../components/CardList';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import { RatingLine } from '../components/ProofBand';
import * as enContact from '../content/contact';
import * as frContact from '../content/fr/contact';
import * as en from '../content/proof';
import * as fr from '../content/fr/proof';
import { casePath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticRouteMeta } from '../lib/staticPagesIn';

export const meta: Route.MetaFunction = staticRouteMeta('caseStudies');

export default function CaseStudies() {
  const lang = useLocale();
  const { caseStudies, proofTexts } = byLocale(lang, en, fr);
  const { contact } = byLocale(lang, enContact, frContact);
  return (
    <>
      <Hero
        headline={proofTexts.casesPage.title}
        subtitle={proofTexts.casesPage.intro}
        headingLevel={1}
        tone="inverse"
      />
      <PageSection id="cases" heading={proofTexts.allCases}>
        <Stack space="lg">
          <RatingLine lang={lang} />
          <CardList items={caseStudies} columns={[1, 2]} keyOf={(study) => study.slug}>
            {(study) => (
              <Stack space="sm">
                {study.sample && <SampleMark />}
                <Heading level={3} size="3">
                  <Link href={casePath(lang, study.slug)}>{study.title}</Link>
                </Heading>
                <Text tone="muted">
                  {study.clientType} · {study.city}
                </Text>
                <Text>{study.startingPoint}</Text>
              </Stack>
            )}
          </CardList>
        </Stack>
      </PageSection>
      <CtaBanner {...contact.cta} />
    </>
  );
}

import {
  CaseResults,
  Container,
  Heading,
  Hero,
  Link,
  SampleMark,
  Section,
  Stack,
  Testimonial,
  Text,
  formatNumber,
} from '@northbeam/ui';
import { data } from 'react-router';
import type { Route } from './+types/case-study';
import { CtaBanner } from '../components/CtaBanner';
import * as enContact from '../content/contact';
import * as frContact from '../content/fr/contact';
import * as en from '../content/proof';
import * as fr from '../content/fr/proof';
import { casePath, localeOfPath } from '../content/routeTwins';
import { site } from '../content/site';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticPagesIn } from '../lib/staticPagesIn';
import { breadcrumbJsonLd, pageMeta } from '../lib/seo';

const metrics = ['sessions', 'leads', 'citations'] as const;
const periods = ['before', 'month3', 'month6', 'month12'] as const;

// Build time only (prerendering): each page carries its own case, found by the path's slug.
export function loader({ request, params }: Route.LoaderArgs) {
  const lang = localeOfPath(new URL(request.url).pathname);
  const { caseStudies, testimonials } = byLocale(lang, en, fr);
  const study = caseStudies.find((entry) => entry.slug === params.slug);
  if (!study) throw data(null, { status: 404 });
  const testimonial = testimonials.find((entry) => entry.id === study.testimonialId);
  return { study, testimonial };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  if (!loaderData) return [{ title: `Page Not Found | ${site.name}` }];
  const lang = localeOfPath(location.pathname);
  const list = staticPagesIn(lang).caseStudies;
  const { study } = loaderData;
  const path = casePath(lang, study.slug);
  return pageMeta({
    path,
    title: `${study.title} | ${site.name}`,
    description: study.startingPoint,
    jsonLd: [
      breadcrumbJsonLd([
        { name: list.name, path: list.path },
        { name: study.title, path },
      ]),
    ],
  });
};

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const lang = useLocale();
  const { proofTexts } = byLocale(lang, en, fr);
  const { contact } = byLocale(lang, enContact, frContact);
  const list = staticPagesIn(lang).caseStudies;
  const { study, testimonial } = loaderData;
  const rows = metrics.map((metric) => ({
    ...proofTexts.metrics[metric],
    values: periods.map((period) => formatNumber(study.results[metric][period], lang)),
  }));
  const columns = periods.map((period) => proofTexts.columns[period]);
  return (
    <>
      <Hero
        eyebrow={`${study.clientType} · ${study.city}`}
        headline={study.title}
        headingLevel={1}
        tone="inverse"
      />
      <Section aria-labelledby="case-heading">
        <Container measure="prose">
          <Stack space="lg">
            {study.sample && <SampleMark />}
            <Stack space="sm">
              <Heading level={2} id="case-heading">
                {proofTexts.startingPoint}
              </Heading>
              <Text>{study.startingPoint}</Text>
            </Stack>
            <Stack space="sm">
              <Heading level={2}>{proofTexts.work}</Heading>
              <ul>
                {study.work.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
            </Stack>
            <Stack space="sm">
              <Heading level={2}>{proofTexts.results}</Heading>
              <CaseResults
                caption={`${proofTexts.results} – ${study.title}`}
                columns={[proofTexts.columns.metric, ...columns]}
                rows={rows}
              />
            </Stack>
            {testimonial && <Testimonial {...testimonial} sample={Boolean(testimonial.sample)} />}
            <Link href={list.path}>{proofTexts.allCases}</Link>
          </Stack>
        </Container>
      </Section>
      <CtaBanner {...contact.cta} />
    </>
  );
}

import {
  Link,
  LocaleProvider,
  SampleMark,
  enCA,
  frCA,
  Stack,
  Testimonial,
  Text,
  formatNumber,
} from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import * as enProof from '../content/proof';
import * as frProof from '../content/fr/proof';
import { casePath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';
import { PageSection } from './PageSection';

/** The rating with its count and source, figures in the page's locale. */
export function RatingLine({ lang }: { lang: Lang }) {
  // Each member named on both modules, so the export check (knip) sees where each is read.
  const rating = byLocale(lang, enProof.rating, frProof.rating);
  const proofTexts = byLocale(lang, enProof.proofTexts, frProof.proofTexts);
  const label = proofTexts.ratingLabel
    .replace('{value}', formatNumber(rating.value, lang))
    .replace('{count}', formatNumber(rating.count, lang));
  return (
    <Text align="center" tone="muted">
      {label} ({rating.source}) {rating.sample && <SampleMark />}
    </Text>
  );
}

interface ProofBandProps {
  lang: Lang;
  /** The testimonial to show, by id; or the city's own, else one from its province (region). */
  testimonialId?: string;
  citySlug?: string;
  province?: string;
  tone?: 'muted';
}

/**
 * A client's testimonial, the review rating and the link to the client's case study: the proof a
 * page places beside its call to action. Renders nothing for a city that has no testimonial.
 */
export function ProofBand({ lang, testimonialId, citySlug, province, tone }: ProofBandProps) {
  const testimonials = byLocale(lang, enProof.testimonials, frProof.testimonials);
  const caseStudies = byLocale(lang, enProof.caseStudies, frProof.caseStudies);
  const proofTexts = byLocale(lang, enProof.proofTexts, frProof.proofTexts);
  const testimonial = testimonialId
    ? testimonials.find((entry) => entry.id === testimonialId)
    : (testimonials.find((entry) => entry.citySlug === citySlug) ??
      testimonials.find((entry) => entry.province === province));
  if (!testimonial) return null;
  const study = caseStudies.find((entry) => entry.testimonialId === testimonial.id);
  // The band's components speak its language (their Sample marks included), also on the
  // French-led Quebec pages at their English URLs, where the route's language is English.
  return (
    <LocaleProvider locale={lang} texts={byLocale(lang, enCA, frCA)}>
      <PageSection id="proof" heading={proofTexts.heading} tone={tone}>
        <Stack space="md">
          <Testimonial {...testimonial} sample={Boolean(testimonial.sample)} />
          <RatingLine lang={lang} />
          {study && (
            <Text align="center">
              <Link href={casePath(lang, study.slug)}>{proofTexts.readCase}</Link>
            </Text>
          )}
        </Stack>
      </PageSection>
    </LocaleProvider>
  );
}

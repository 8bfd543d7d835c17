import { Grid, Hero, InfoCard, StatGrid, UrgencyTimeline } from '@northbeam/ui';
import type { Route } from './+types/why-ai-seo';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import { staticPages } from '../content/pages';
import { staticPages as frStaticPages } from '../content/fr/pages';
import * as en from '../content/whyAiSeo';
import * as fr from '../content/fr/whyAiSeo';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticPageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ location }) =>
  staticPageMeta(byLocale(localeOfPath(location.pathname), staticPages, frStaticPages).whyAiSeo, {
    ogType: 'article',
  });

export default function WhyAiSeo() {
  const { whyAiSeo } = byLocale(useLocale(), en, fr);
  return (
    <>
      <Hero {...whyAiSeo.hero} headingLevel={1} tone="inverse" />
      <PageSection id="ai-problems" heading={whyAiSeo.problemsHeading}>
        <Grid as="ul" columns={[1, 2]} space="lg">
          {whyAiSeo.problems.map((problem) => (
            <li key={problem.title}>
              <InfoCard variant="problem" {...problem} box={problem.reality} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="ai-benefits" heading={whyAiSeo.benefitsHeading} tone="muted">
        <Grid as="ul" columns={[1, 2, 3]} space="lg">
          {whyAiSeo.benefits.map((benefit) => (
            <li key={benefit.title}>
              <InfoCard {...benefit} box={benefit.result} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="ai-stats" heading={whyAiSeo.statsHeading}>
        <StatGrid items={whyAiSeo.stats} label={whyAiSeo.statsLabel} />
      </PageSection>
      <PageSection id="ai-urgency" heading={whyAiSeo.timelineHeading} tone="muted">
        <UrgencyTimeline
          steps={whyAiSeo.timeline}
          label={whyAiSeo.timelineHeading}
          headingLevel={3}
        />
      </PageSection>
      <CtaBanner {...whyAiSeo.cta} />
    </>
  );
}

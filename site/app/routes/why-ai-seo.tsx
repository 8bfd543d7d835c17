import { BenefitCard, Grid, Hero, ProblemCard, StatGrid, UrgencyTimeline } from '@northbeam/ui';
import type { Route } from './+types/why-ai-seo';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import { staticPages } from '../content/pages';
import { whyAiSeo } from '../content/whyAiSeo';
import { staticPageMeta } from '../lib/seo';

const page = staticPages.whyAiSeo;
export const meta: Route.MetaFunction = () => staticPageMeta(page, { ogType: 'article' });

export default function WhyAiSeo() {
  return (
    <>
      <Hero {...whyAiSeo.hero} headingLevel={1} tone="inverse" />
      <PageSection id="ai-problems" heading={whyAiSeo.problemsHeading}>
        <Grid as="ul" columns={[1, 2]} space="lg">
          {whyAiSeo.problems.map((problem) => (
            <li key={problem.title}>
              <ProblemCard {...problem} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="ai-benefits" heading={whyAiSeo.benefitsHeading} tone="muted">
        <Grid as="ul" columns={[1, 2, 3]} space="lg">
          {whyAiSeo.benefits.map((benefit) => (
            <li key={benefit.title}>
              <BenefitCard {...benefit} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="ai-stats" heading="AI SEO by the Numbers">
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

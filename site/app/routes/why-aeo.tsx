import { BenefitCard, Grid, Hero, QueryComparison, StatGrid } from '@northbeam/ui';
import type { Route } from './+types/why-aeo';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import { staticPages } from '../content/pages';
import { whyAeo } from '../content/whyAeo';
import { staticPageMeta } from '../lib/seo';

const page = staticPages.whyAeo;

export const meta: Route.MetaFunction = () => staticPageMeta(page, { ogType: 'article' });

export default function WhyAeo() {
  return (
    <>
      <Hero {...whyAeo.hero} headingLevel={1} tone="inverse" />
      <PageSection id="aeo-stats" heading="The Numbers Behind the Shift" tone="muted">
        <StatGrid items={whyAeo.stats} label={whyAeo.statsLabel} />
      </PageSection>
      <PageSection id="aeo-benefits" heading={whyAeo.benefitsHeading}>
        <Grid as="ul" columns={[1, 2, 3]} space="lg">
          {whyAeo.benefits.map((benefit) => (
            <li key={benefit.title}>
              <BenefitCard {...benefit} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="aeo-examples" heading={whyAeo.examplesHeading} tone="muted">
        <QueryComparison items={whyAeo.examples} label={whyAeo.examplesHeading} />
      </PageSection>
      <CtaBanner {...whyAeo.cta} />
    </>
  );
}

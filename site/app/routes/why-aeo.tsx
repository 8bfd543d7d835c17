import { Grid, Hero, InfoCard, QueryComparison, StatGrid } from '@northbeam/ui';
import type { Route } from './+types/why-aeo';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import { staticPages } from '../content/pages';
import { staticPages as frStaticPages } from '../content/fr/pages';
import * as en from '../content/whyAeo';
import * as fr from '../content/fr/whyAeo';
import { localeOfPath } from '../content/routeTwins';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticPageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = ({ location }) =>
  staticPageMeta(byLocale(localeOfPath(location.pathname), staticPages, frStaticPages).whyAeo, {
    ogType: 'article',
  });

export default function WhyAeo() {
  const { whyAeo } = byLocale(useLocale(), en, fr);
  return (
    <>
      <Hero {...whyAeo.hero} headingLevel={1} tone="inverse" />
      <PageSection id="aeo-stats" heading={whyAeo.statsHeading} tone="muted">
        <StatGrid items={whyAeo.stats} label={whyAeo.statsLabel} />
      </PageSection>
      <PageSection id="aeo-benefits" heading={whyAeo.benefitsHeading}>
        <Grid as="ul" columns={[1, 2, 3]} space="lg">
          {whyAeo.benefits.map((benefit) => (
            <li key={benefit.title}>
              <InfoCard {...benefit} headingLevel={3} />
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

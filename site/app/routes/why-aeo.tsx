import { Hero, InfoCard, QueryComparison, StatGrid } from '@northbeam/ui';
import type { Route } from './+types/why-aeo';
import { CardList } from '../components/CardList';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import * as en from '../content/whyAeo';
import * as fr from '../content/fr/whyAeo';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticRouteMeta } from '../lib/staticPagesIn';

export const meta: Route.MetaFunction = staticRouteMeta('whyAeo', () => ({ ogType: 'article' }));

export default function WhyAeo() {
  const { whyAeo } = byLocale(useLocale(), en, fr);
  return (
    <>
      <Hero {...whyAeo.hero} headingLevel={1} tone="inverse" />
      <PageSection id="aeo-stats" heading={whyAeo.statsHeading} tone="muted">
        <StatGrid items={whyAeo.stats} label={whyAeo.statsLabel} />
      </PageSection>
      <PageSection id="aeo-benefits" heading={whyAeo.benefitsHeading}>
        <CardList items={whyAeo.benefits} columns={[1, 2, 3]} keyOf={(benefit) => benefit.title}>
          {(benefit) => <InfoCard {...benefit} headingLevel={3} />}
        </CardList>
      </PageSection>
      <PageSection id="aeo-examples" heading={whyAeo.examplesHeading} tone="muted">
        <QueryComparison items={whyAeo.examples} label={whyAeo.examplesHeading} />
      </PageSection>
      <CtaBanner {...whyAeo.cta} />
    </>
  );
}

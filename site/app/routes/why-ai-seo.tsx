import { Hero, InfoCard, StatGrid, UrgencyTimeline } from '@northbeam/ui';
import type { Route } from './+types/why-ai-seo';
import { CardList } from '../components/CardList';
import { CtaBanner } from '../components/CtaBanner';
import { PageSection } from '../components/PageSection';
import * as en from '../content/whyAiSeo';
import * as fr from '../content/fr/whyAiSeo';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticRouteMeta } from '../lib/staticPagesIn';

export const meta: Route.MetaFunction = staticRouteMeta('whyAiSeo', () => ({ ogType: 'article' }));

export default function WhyAiSeo() {
  const { whyAiSeo } = byLocale(useLocale(), en, fr);
  return (
    <>
      <Hero {...whyAiSeo.hero} headingLevel={1} tone="inverse" />
      <PageSection id="ai-problems" heading={whyAiSeo.problemsHeading}>
        <CardList items={whyAiSeo.problems} columns={[1, 2]} keyOf={(problem) => problem.title}>
          {(problem) => (
            <InfoCard variant="problem" {...problem} box={problem.reality} headingLevel={3} />
          )}
        </CardList>
      </PageSection>
      <PageSection id="ai-benefits" heading={whyAiSeo.benefitsHeading} tone="muted">
        <CardList items={whyAiSeo.benefits} columns={[1, 2, 3]} keyOf={(benefit) => benefit.title}>
          {(benefit) => <InfoCard {...benefit} box={benefit.result} headingLevel={3} />}
        </CardList>
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

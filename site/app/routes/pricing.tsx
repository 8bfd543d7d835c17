import { AddonList, Hero, RoiFigures } from '@northbeam/ui';
import type { Route } from './+types/pricing';
import { ActingPart } from '../acting/ActingPart';
import { pricingPlans } from '../acting/pricingPlans';
import { CtaBanner } from '../components/CtaBanner';
import { FaqSection } from '../components/FaqSection';
import { PageSection } from '../components/PageSection';
import { staticPages } from '../content/pages';
import { addons, plans, pricingPage, roiFigures } from '../content/pricing';
import { faqJsonLd, staticPageMeta } from '../lib/seo';
import { pricingJsonLd } from '../lib/pricingJsonLd';

const page = staticPages.pricing;

export const meta: Route.MetaFunction = () =>
  staticPageMeta(page, {
    jsonLd: [pricingJsonLd(plans, addons), faqJsonLd(pricingPage.faq)],
  });

export default function Pricing() {
  return (
    <>
      <Hero {...pricingPage.hero} headingLevel={1} tone="inverse" />
      <PageSection id="plans" heading={pricingPage.plansHeading}>
        <ActingPart part={pricingPlans} />
      </PageSection>
      <PageSection
        id="roi"
        heading={pricingPage.roiHeading}
        intro={pricingPage.roiIntro}
        tone="muted"
      >
        <RoiFigures figures={roiFigures} />
      </PageSection>
      <PageSection id="addons" heading={pricingPage.addonsHeading}>
        <AddonList addons={addons} headingLevel={3} />
      </PageSection>
      <FaqSection id="pricing-faq" heading={pricingPage.faqHeading} items={pricingPage.faq} />
      <CtaBanner {...pricingPage.cta} />
    </>
  );
}

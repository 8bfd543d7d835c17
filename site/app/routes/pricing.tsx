import { AddonList, Hero, RoiFigures } from '@northbeam/ui';
import type { Route } from './+types/pricing';
import { CtaBanner } from '../components/CtaBanner';
import { FaqSection } from '../components/FaqSection';
import { PageSection } from '../components/PageSection';
import { PricingPlans } from '../components/PricingPlans';
import { PlanComparison } from '../components/PlanComparison';
import * as enComparison from '../content/planComparison';
import * as frComparison from '../content/fr/planComparison';
import { ProofBand } from '../components/ProofBand';
import * as en from '../content/pricing';
import * as fr from '../content/fr/pricing';
import { plans as frPlans } from '../content/fr/plans';
import { plans as enPlans } from '../content/plans';
import { byLocale } from '../lib/byLocale';
import { useLocale } from '../lib/locale';
import { staticRouteMeta } from '../lib/staticPagesIn';
import { faqJsonLd } from '../lib/seo';
import { pricingJsonLd } from '../lib/pricingJsonLd';

export const meta: Route.MetaFunction = staticRouteMeta('pricing', (lang, page) => {
  const { addons, pricingPage } = byLocale(lang, en, fr);
  const plans = byLocale(lang, enPlans, frPlans);
  return {
    jsonLd: [pricingJsonLd(plans, addons, { lang, path: page.path }), faqJsonLd(pricingPage.faq)],
  };
});

export default function Pricing() {
  const lang = useLocale();
  const { addons, pricingPage, roiFigures } = byLocale(lang, en, fr);
  const { planComparison } = byLocale(lang, enComparison, frComparison);
  return (
    <>
      <Hero {...pricingPage.hero} headingLevel={1} tone="inverse" />
      <PageSection id="plans" heading={pricingPage.plansHeading}>
        <PricingPlans lang={lang} />
      </PageSection>
      <PlanComparison
        id={planComparison.anchor}
        comparison={planComparison}
        plans={byLocale(lang, enPlans, frPlans)}
        lang={lang}
      />
      <PageSection
        id="roi"
        heading={pricingPage.roiHeading}
        intro={pricingPage.roiIntro}
        tone="muted"
      >
        <RoiFigures figures={roiFigures} />
      </PageSection>
      <PageSection id="addons" heading={pricingPage.addonsHeading}>
        <AddonList
          addons={addons}
          headingLevel={3}
          locale={lang}
          periodText={pricingPage.addonPeriod}
        />
      </PageSection>
      <ProofBand lang={lang} testimonialId="vancouver-trades" tone="muted" />
      <FaqSection id="pricing-faq" heading={pricingPage.faqHeading} items={pricingPage.faq} />
      <CtaBanner {...pricingPage.cta} />
    </>
  );
}

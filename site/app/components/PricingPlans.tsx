import { BillingToggle, Grid, PlanCard, Stack, Text, formatMoney } from '@northbeam/ui';
import { FIRST_BILLING_PERIOD, pricingFor, type PlanId } from '@northbeam/flows';
import type { Lang } from '../content/cities/types';
import * as en from '../content/plans';
import * as fr from '../content/fr/plans';
import { byLocale } from '../lib/byLocale';
import { pathIn } from '../content/routeTwins';
import { contactPlanKeys, type PlanKey } from '../content/planNames';
import { pricingPlansHooks } from '../islands/pricingPlansHooks';
import { planChoicePath } from '../islands/planChoicePath';

/** The tier a plan is sold under by subscription; Custom Enterprise, sold by quote, has none. */
const tierOf = (key: PlanKey): PlanId | null => (key === 'custom-enterprise' ? null : key);

// The container takes no room of its own: its children lay out as the section's.
const containerStyle = { display: 'contents' } as const;

/**
 * /pricing's billing toggle and plans, prerendered as content: every card carries its price in
 * both periods and the toggle its annual banner, and the island (islands/pricingPlans.ts) shows
 * the period chosen (the ui's billingToggleBehaviour). Each plan's action is a link, written for
 * a visitor choosing the monthly period, so it works without script; the island rewrites it for
 * the period chosen and a stored session (/auth or /dashboard). The page ships no React.
 */
export function PricingPlans({ lang }: { lang: Lang }) {
  const { plans, plansNote, pricingTexts, planPriceTexts } = byLocale(lang, en, fr);
  const options = { texts: pricingTexts, locale: lang };
  const monthly = pricingFor(FIRST_BILLING_PERIOD, plans, options);
  const annual = pricingFor('annual', plans, options);
  // The contact page, /auth, /dashboard and /pricing in the page's language, by English path.
  const paths = Object.fromEntries(
    ['/contact', '/auth', '/dashboard', '/pricing'].map((path) => [path, pathIn(lang, path)]),
  );
  return (
    <div
      style={containerStyle}
      data-module={pricingPlansHooks.module}
      {...{ [pricingPlansHooks.paths]: JSON.stringify(paths) }}
    >
      <Stack space="xl" alignItems="center">
        <BillingToggle
          value={monthly.period}
          onChange={() => {}}
          annualBanner={annual.banner}
          bannerTemplate
        />
      </Stack>
      <Grid as="ul" columns={[1, 2, 4]} space="lg">
        {plans.map((plan, index) => {
          const tier = plan.monthlyPrice === null ? null : tierOf(plan.key);
          // The contact form itself (#audit), naming the plan (the contact page reads `plan` back).
          const talkHref = contactPlanKeys.includes(plan.key)
            ? `${pathIn(lang, '/contact')}?plan=${plan.key}#audit`
            : null;
          const annualPrice = annual.plans[index]!;
          return (
            <li key={plan.name} {...(tier !== null && { [pricingPlansHooks.tier]: tier })}>
              <PlanCard
                name={plan.name}
                description={plan.description}
                features={plan.features}
                price={monthly.plans[index]!}
                annual={{
                  price: annualPrice,
                  // What the year comes to, as checkout charges it (twelve discounted months).
                  priceNote:
                    annualPrice.amount === null
                      ? null
                      : planPriceTexts.yearTotal(formatMoney(annualPrice.amount * 12, 'CAD', lang)),
                }}
                popular={plan.popular}
                ctaLabel={plan.cta}
                headingLevel={3}
                locale={lang}
                {...(tier === null
                  ? { href: talkHref ?? paths['/contact'] }
                  : {
                      href: planChoicePath(tier, FIRST_BILLING_PERIOD, false, paths),
                      secondaryAction: talkHref
                        ? { label: planPriceTexts.talk, href: talkHref }
                        : null,
                    })}
              />
            </li>
          );
        })}
      </Grid>
      <Text align="center" tone="muted">
        {plansNote}
      </Text>
    </div>
  );
}

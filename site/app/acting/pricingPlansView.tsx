import { BillingToggle, Grid, PlanCard, Stack, Text, formatMoney } from '@northbeam/ui';
import { useCallback, useRef, useState } from 'react';
import {
  FIRST_BILLING_PERIOD,
  choosePlan,
  planChoiceHref,
  pricingFor,
  type BillingPeriod,
  type PlanId,
  type PricingTexts,
} from '@northbeam/flows';
import { hasStoredSession } from '../account/storedSession';
import type { Lang } from '../content/cities/types';
import type { Plan } from '../content/plans';
import type { ActingPartDefinition } from './partDefinition';

/** A plan as its card shows it on the page's language (content/plans.ts, content/fr/plans.ts). */
type PlanView = Pick<
  Plan,
  'key' | 'name' | 'monthlyPrice' | 'period' | 'description' | 'features' | 'popular' | 'cta'
> & {
  /** The tier it is sold under by subscription; null for Custom Enterprise, sold by quote. */
  tier: PlanId | null;
  /** The contact form naming the plan, for a plan sold by contract ('Talk to us'). */
  talkHref: string | null;
};

/**
 * Everything the part shows, in the page's language, written by the prerender (pricingPlans.tsx)
 * and carried in the page (ActingPart's `data-acting-part-texts`): the part's script then bundles
 * neither language's plans, and a French page spaces no punctuation as it loads (the spacing is in
 * the written texts). Prices are written too: the first `Intl.NumberFormat` of a page loads the
 * locale's data, a long task while hydrating.
 */
export type PricingContent = {
  plans: PlanView[];
  note: string;
  /** The flows' price words in the page's language; absent: the flows' own (English). */
  pricingTexts?: Partial<PricingTexts>;
  /** The second way to a plan sold by contract, e.g. 'Talk to us'. */
  talk: string;
  /** Every figure the plans show in either period (the month's, the discounted one), by amount. */
  prices: Record<string, string>;
  /** Under an annual price, what the year comes to, by that price: '$20,364 a year'. */
  yearTotals: Record<string, string>;
  /** The contact page, /auth, /dashboard and /pricing in the page's language, by English path. */
  paths: Record<string, string>;
};

/** /pricing's billing toggle and plans: the part of the page that acts. */
function PricingPlans({ lang, content }: { lang: Lang; content: PricingContent }) {
  const { plans, note, pricingTexts, talk, prices, yearTotals, paths } = content;
  // A figure the prerender did not write (none should be missing) is formatted here.
  const priceText = (amount: number) => prices[amount] ?? formatMoney(amount, 'CAD', lang);
  // The period is the part's one state, so it is React state, not a machine: the page then loads
  // no XState (about 14 KB gzipped of its JavaScript); the flows' pure `pricingFor` shows for it
  // what `billingPeriodMachine` (the dashboard's, with its other states) shows. It is read where
  // it is shown and, when a plan is chosen, from a ref set with it: the choice handler keeps its
  // identity from period to period, so a switch re-renders the cards' prices and not their
  // actions (PlanCard memoises them).
  const [period, setPeriod] = useState<BillingPeriod>(FIRST_BILLING_PERIOD);
  const chosenPeriod = useRef(period);
  const selectPeriod = useCallback((next: BillingPeriod) => {
    chosenPeriod.current = next;
    setPeriod(next);
  }, []);
  const pricing = pricingFor(period, plans, { texts: pricingTexts, locale: lang });
  // Read by the choice handler, which then depends on no value made during render.
  const written = useRef(content);

  const onSelect = useCallback((planName: string) => {
    const { plans, paths } = written.current;
    const tier = plans.find((plan) => plan.name === planName)?.tier ?? null;
    if (tier === null) return;
    // Signed in (the session supabase-js keeps, as the header's Dashboard link reads it): the
    // dashboard, which sends a lapsed session on to /auth. The period chosen here travels along,
    // in the query of a document navigation (this page runs no router).
    // The plan goes by its tier id, which either page's /auth names in its own language.
    const choice = choosePlan(hasStoredSession(), tier, chosenPeriod.current);
    // On the French page, to the French twins: /fr/connexion, back to /fr/forfaits.
    const target = new URL(planChoiceHref(choice), window.location.origin);
    target.pathname = paths[target.pathname] ?? target.pathname;
    if (target.searchParams.has('returnTo'))
      target.searchParams.set('returnTo', paths['/pricing'] ?? '/pricing');
    // Leaves once the press has painted: starting a navigation makes Chromium set up the next
    // page on this page's main thread at once (about 30 ms of CPU unslowed, 120 ms at 4x), which
    // held back the frame that shows the press. A task queued from the next animation frame
    // runs after that frame is painted.
    const href = `${target.pathname}${target.search}`;
    requestAnimationFrame(() => setTimeout(() => window.location.assign(href)));
  }, []);

  return (
    <>
      <Stack space="xl" alignItems="center">
        <BillingToggle
          value={pricing.period}
          onChange={selectPeriod}
          annualBanner={pricing.banner}
        />
      </Stack>
      <Grid as="ul" columns={[1, 2, 4]} space="lg">
        {plans.map((plan, index) => {
          const price = pricing.plans[index]!;
          return (
            <li key={plan.name}>
              <PlanCard
                name={plan.name}
                description={plan.description}
                features={plan.features}
                price={price}
                // Annual: what the year comes to, as checkout charges it (twelve discounted months).
                priceNote={
                  pricing.period === 'annual' && price.amount !== null
                    ? (yearTotals[price.amount] ?? null)
                    : null
                }
                popular={plan.popular}
                ctaLabel={plan.cta}
                headingLevel={3}
                locale={lang}
                formatPrice={priceText}
                {...(plan.tier === null
                  ? { href: plan.talkHref ?? paths['/contact'] }
                  : {
                      onSelect,
                      secondaryAction: plan.talkHref ? { label: talk, href: plan.talkHref } : null,
                    })}
              />
            </li>
          );
        })}
      </Grid>
      <Text align="center" tone="muted">
        {note}
      </Text>
    </>
  );
}

/**
 * The part as the browser starts it (pricingPlans.start.ts): it renders what the page carries,
 * and imports no content. The prerender's definition (pricingPlans.tsx) adds what writes it.
 */
export const pricingPlansView: ActingPartDefinition = {
  name: 'pricingPlans',
  render: (lang, prepared) => {
    if (!prepared)
      throw new Error('pricingPlans: the page carries no plans (data-acting-part-texts)');
    // Written by this part's own `prepare` (pricingPlans.tsx), as JSON.
    return <PricingPlans lang={lang} content={prepared as PricingContent} />;
  },
};

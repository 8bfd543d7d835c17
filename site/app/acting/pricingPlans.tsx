import { BillingToggle, Grid, PlanCard, Stack, Text, formatMoney } from '@northbeam/ui';
import { useCallback, useRef, useState } from 'react';
import {
  FIRST_BILLING_PERIOD,
  annualPrice,
  choosePlan,
  planChoiceHref,
  pricingFor,
  type BillingPeriod,
  type PlanId,
} from '@northbeam/flows';
import { hasStoredSession } from '../account/storedSession';
import type { Lang } from '../content/cities/types';
import * as en from '../content/plans';
import * as fr from '../content/fr/plans';
import { byLocale } from '../lib/byLocale';
import { pathIn } from '../content/routeTwins';
import { contactPlanKeys, type PlanKey } from '../content/planNames';
import type { ActingPartDefinition, PreparedTexts } from './partDefinition';

/** The tier a plan is sold under by subscription; Custom Enterprise, sold by quote, has none. */
const tierOf = (key: PlanKey): PlanId | null => (key === 'custom-enterprise' ? null : key);

/**
 * Every figure the plans show in either period (the month's price, the discounted one, the year's
 * total), written by the prerender: hydrating the cards and switching the period then format
 * nothing (see ActingPartDefinition's `prepare`).
 */
function priceTexts(lang: Lang): PreparedTexts {
  const amounts = byLocale(lang, en, fr).plans.flatMap(({ monthlyPrice: monthly }) =>
    monthly === null ? [] : [monthly, annualPrice(monthly), annualPrice(monthly) * 12],
  );
  return Object.fromEntries(amounts.map((amount) => [amount, formatMoney(amount, 'CAD', lang)]));
}

/** /pricing's billing toggle and plans: the part of the page that acts. */
function PricingPlans({ lang, prices }: { lang: Lang; prices: PreparedTexts }) {
  const { plans, plansNote, pricingTexts, planPriceTexts } = byLocale(lang, en, fr);
  // A figure the prerender did not write (none should be missing) is formatted here.
  const priceText = (amount: number) => prices[amount] ?? formatMoney(amount, 'CAD', lang);
  // The contact form itself (#audit), naming the plan (the contact page reads `plan` back).
  const talkHref = (key: string) => `${pathIn(lang, '/contact')}?plan=${key}#audit`;
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

  const onSelect = useCallback(
    (planName: string) => {
      // The page's plans read here, from the language alone, so the handler depends on no value
      // made during render.
      const key = byLocale(lang, en, fr).plans.find((plan) => plan.name === planName)?.key;
      const tier = key === undefined ? null : tierOf(key);
      if (tier === null) return;
      // Signed in (the session supabase-js keeps, as the header's Dashboard link reads it): the
      // dashboard, which sends a lapsed session on to /auth. The period chosen here travels along,
      // in the query of a document navigation (this page runs no router).
      // The plan goes by its tier id, which either page's /auth names in its own language.
      const choice = choosePlan(hasStoredSession(), tier, chosenPeriod.current);
      // On the French page, to the French twins: /fr/connexion, back to /fr/forfaits.
      const target = new URL(planChoiceHref(choice), window.location.origin);
      target.pathname = pathIn(lang, target.pathname);
      if (target.searchParams.has('returnTo'))
        target.searchParams.set('returnTo', pathIn(lang, '/pricing'));
      // Leaves once the press has painted: starting a navigation makes Chromium set up the next
      // page on this page's main thread at once (about 30 ms of CPU unslowed, 120 ms at 4x), which
      // held back the frame that shows the press. A task queued from the next animation frame
      // runs after that frame is painted.
      const href = `${target.pathname}${target.search}`;
      requestAnimationFrame(() => setTimeout(() => window.location.assign(href)));
    },
    [lang],
  );

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
          const tier = plan.monthlyPrice === null ? null : tierOf(plan.key);
          const talk = contactPlanKeys.includes(plan.key) ? talkHref(plan.key) : undefined;
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
                    ? planPriceTexts.yearTotal(priceText(price.amount * 12))
                    : null
                }
                popular={plan.popular}
                ctaLabel={plan.cta}
                headingLevel={3}
                locale={lang}
                formatPrice={priceText}
                {...(tier === null
                  ? { href: talk ?? pathIn(lang, '/contact') }
                  : {
                      onSelect,
                      secondaryAction: talk ? { label: planPriceTexts.talk, href: talk } : null,
                    })}
              />
            </li>
          );
        })}
      </Grid>
      <Text align="center" tone="muted">
        {plansNote}
      </Text>
    </>
  );
}

export const pricingPlans: ActingPartDefinition = {
  name: 'pricingPlans',
  prepare: priceTexts,
  render: (lang, prepared) => <PricingPlans lang={lang} prices={prepared ?? priceTexts(lang)} />,
};

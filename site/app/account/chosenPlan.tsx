import type { ReactNode } from 'react';
import type { BillingPeriod, PlanId } from '@northbeam/flows';
import type { Lang } from '../content/cities/types';
import { plans, planPriceTexts } from '../content/plans';
import { plans as frPlans, planPriceTexts as frPriceTexts } from '../content/fr/plans';
import { planNames } from '../content/planNames';
import { planNames as frPlanNames } from '../content/fr/planNames';
import { byLocale } from '../lib/byLocale';
import { planPriceLines } from '../lib/planPrice';

// /auth's words about a plan chosen on /pricing, in a chunk of its own: the plans' content loads
// only when the query names a plan, not with every sign-in.

export interface ChosenPlanView {
  /** The plan's name in the page's language ('Professionnel'). */
  label: string;
  /** What it costs in the period chosen with it. */
  summary: ReactNode;
}

/** The plan by its tier id (from either pricing page), named and priced in the page's language. */
export function chosenPlanView(id: PlanId, period: BillingPeriod, lang: Lang): ChosenPlanView {
  const chosen = byLocale(lang, plans, frPlans).find((item) => item.key === id);
  const price =
    chosen && planPriceLines(chosen, period, lang, byLocale(lang, planPriceTexts, frPriceTexts));
  return {
    label: byLocale(lang, planNames, frPlanNames)[id],
    summary: price && (
      <>
        <strong>{price.perMonth}</strong>, {price.billed}
        {price.year && ` (${price.year})`}
      </>
    ),
  };
}

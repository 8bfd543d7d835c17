import type { ReactNode } from 'react';
import type { BillingPeriod } from '@northbeam/flows';
import type { Lang } from '../content/cities/types';
import { plans, planPriceTexts } from '../content/plans';
import { plans as frPlans, planPriceTexts as frPriceTexts } from '../content/fr/plans';
import { byLocale } from '../lib/byLocale';
import { planPriceLines } from '../lib/planPrice';
import { planLabel } from './planLabel';

// /auth's words about a plan chosen on /pricing, in a chunk of its own: the plans' content loads
// only when the query names a plan, not with every sign-in.

export interface ChosenPlanView {
  /** The plan's name in the page's language ('Professionnel'). */
  label: string;
  /** What it costs in the period chosen with it; null for a plan sold by quote. */
  summary: ReactNode;
}

/** `name` as checkout sells it ('Professional', from either pricing page). */
export function chosenPlanView(name: string, period: BillingPeriod, lang: Lang): ChosenPlanView {
  const chosen = byLocale(lang, plans, frPlans).find(
    (item) => (item.productName ?? item.name) === name,
  );
  const price =
    chosen && planPriceLines(chosen, period, lang, byLocale(lang, planPriceTexts, frPriceTexts));
  return {
    label: planLabel(name, lang),
    summary: price && (
      <>
        <strong>{price.perMonth}</strong>, {price.billed}
        {price.year && ` (${price.year})`}
      </>
    ),
  };
}

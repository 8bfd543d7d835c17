import { annualPrice, type BillingPeriod } from '@northbeam/flows';
import { formatMoney } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import type { Plan, planPriceTexts } from '../content/plans';

/** A priced plan's figures as /auth's summary and /pricing's annual view write them. */
export interface PlanPriceLines {
  /** e.g. '$1,697/month' or « 1 697 $/mois ». */
  perMonth: string;
  /** e.g. 'billed annually'. */
  billed: string;
  /** The year's total while billed annually, e.g. '$20,364 a year'; null when billed monthly. */
  year: string | null;
}

/**
 * The figures checkout charges (flows' annualPrice: 15% off, rounded, times twelve for the year;
 * create-checkout sells the same), for a plan with a price; null for a plan sold by quote.
 */
export const planPriceLines = (
  plan: Plan,
  period: BillingPeriod,
  lang: Lang,
  texts: typeof planPriceTexts,
): PlanPriceLines | null => {
  if (plan.monthlyPrice === null) return null;
  const monthly = period === 'annual' ? annualPrice(plan.monthlyPrice) : plan.monthlyPrice;
  return {
    perMonth: `${formatMoney(monthly, 'CAD', lang)}${plan.period}`,
    billed: texts.billed[period],
    year: period === 'annual' ? texts.yearTotal(formatMoney(monthly * 12, 'CAD', lang)) : null,
  };
};

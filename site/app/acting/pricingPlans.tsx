import { formatMoney } from '@northbeam/ui';
import { annualPrice } from '@northbeam/flows';
import type { Lang } from '../content/cities/types';
import * as en from '../content/plans';
import * as fr from '../content/fr/plans';
import { byLocale } from '../lib/byLocale';
import { pathIn } from '../content/routeTwins';
import { contactPlanKeys, type PlanKey } from '../content/planNames';
import type { ActingPartDefinition } from './partDefinition';
import { pricingPlansView, type PricingContent } from './pricingPlansView';

/** The tier a plan is sold under by subscription; Custom Enterprise, sold by quote, has none. */
const tierOf = (key: PlanKey) => (key === 'custom-enterprise' ? null : key);

/**
 * What /pricing's part shows in a language, written once when the page is prerendered (see
 * PricingContent): the plans, their words, and every figure in either period.
 */
function pricingContent(lang: Lang): PricingContent {
  const { plans, plansNote, pricingTexts, planPriceTexts } = byLocale(lang, en, fr);
  const money = (amount: number) => formatMoney(amount, 'CAD', lang);
  const monthly = plans.flatMap(({ monthlyPrice }) =>
    monthlyPrice === null ? [] : [monthlyPrice],
  );
  const annual = monthly.map((price) => annualPrice(price));
  const figures = [...monthly, ...annual, ...annual.map((price) => price * 12)];
  return {
    plans: plans.map(
      ({ key, name, monthlyPrice, period, description, features, popular, cta }) => ({
        key,
        name,
        monthlyPrice,
        period,
        description,
        features,
        popular,
        cta,
        tier: monthlyPrice === null ? null : tierOf(key),
        // The contact form itself (#audit), naming the plan (the contact page reads `plan` back).
        talkHref: contactPlanKeys.includes(key)
          ? `${pathIn(lang, '/contact')}?plan=${key}#audit`
          : null,
      }),
    ),
    note: plansNote,
    ...(pricingTexts && { pricingTexts }),
    talk: planPriceTexts.talk,
    prices: Object.fromEntries(figures.map((amount) => [amount, money(amount)])),
    yearTotals: Object.fromEntries(
      annual.map((price) => [price, planPriceTexts.yearTotal(money(price * 12))]),
    ),
    paths: Object.fromEntries(
      ['/contact', '/auth', '/dashboard', '/pricing'].map((path) => [path, pathIn(lang, path)]),
    ),
  };
}

/** /pricing's billing toggle and plans, as the route places and the prerender writes them. */
export const pricingPlans: ActingPartDefinition = {
  ...pricingPlansView,
  prepare: pricingContent,
};

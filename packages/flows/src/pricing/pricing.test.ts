import { describe, expect, it } from 'vitest';
import { ANNUAL_DISCOUNT, PLAN_IDS, type PlanId } from '../catalogue.js';
import {
  NOT_SUBSCRIBED,
  addonAction,
  annualPrice,
  billingBanner,
  billingPeriodFromQuery,
  choosePlan,
  planChoiceFromQuery,
  planChoiceHref,
  planAction,
  priceView,
} from './pricing.js';

const starter = { name: 'Starter', monthlyPrice: 997 };
const professional = { name: 'Professional', monthlyPrice: 1997 };
const enterprise = { name: 'Enterprise', monthlyPrice: 3997 };
const custom = { name: 'Custom Enterprise', monthlyPrice: '' as const };

describe('annual pricing', () => {
  it('takes 15% off', () => {
    expect(ANNUAL_DISCOUNT).toBe(0.15);
  });

  it.each([
    [997, 847],
    [1997, 1697],
    [3997, 3397],
  ])('bills %i a month as %i a month when paid annually', (monthly, annual) => {
    expect(annualPrice(monthly)).toBe(annual);
  });

  it('rounds to the nearest dollar', () => {
    expect(annualPrice(1497)).toBe(1272); // 1272.45
    expect(annualPrice(10)).toBe(9); // 8.5 rounds up
  });
});

describe('priceView', () => {
  it('shows the monthly price without a discount on monthly billing', () => {
    expect(priceView(professional, 'monthly')).toEqual({
      amount: 1997,
      periodText: '/month',
      strikeThrough: null,
      discountLabel: null,
    });
  });

  it("keeps the plan's own monthly period text", () => {
    expect(priceView({ ...starter, period: '/mo' }, 'monthly').periodText).toBe('/mo');
  });

  it.each([
    [starter, 847, 997],
    [professional, 1697, 1997],
    [enterprise, 3397, 3997],
  ])('shows %o billed annually with the monthly price struck through', (plan, amount, struck) => {
    expect(priceView(plan, 'annual')).toEqual({
      amount,
      periodText: '/month (billed annually)',
      strikeThrough: struck,
      discountLabel: '15% off',
    });
  });

  it.each(['monthly', 'annual'] as const)('gives a plan by quote no price (%s)', (period) => {
    const empty = { amount: null, periodText: null, strikeThrough: null, discountLabel: null };
    expect(priceView(custom, period)).toEqual(empty);
    expect(priceView({ name: 'Custom Enterprise' }, period)).toEqual(empty);
    expect(priceView({ name: 'Custom Enterprise', monthlyPrice: null }, period)).toEqual(empty);
  });

  it('shows the banner only for annual billing', () => {
    expect(billingBanner('annual')).toBe('Save 15% with annual billing!');
    expect(billingBanner('monthly')).toBeNull();
  });
});

describe("another agency's terms (PricingOptions)", () => {
  const terms = {
    annualDiscount: 0.2,
    texts: {
      monthlyPeriod: ' per month',
      annualPeriod: ' per month, billed yearly',
      discountLabel: '20% off',
      annualBanner: 'Pay yearly and save 20%',
    },
  };

  it('applies its own discount and texts to the annual price', () => {
    expect(priceView({ name: 'Coastline', monthlyPrice: 790 }, 'annual', terms)).toEqual({
      amount: 632,
      periodText: ' per month, billed yearly',
      strikeThrough: 790,
      discountLabel: '20% off',
    });
    expect(annualPrice(790, 0.2)).toBe(632);
  });

  it('uses its own monthly period text and banner', () => {
    expect(priceView({ name: 'Harbour', monthlyPrice: 390 }, 'monthly', terms).periodText).toBe(
      ' per month',
    );
    expect(billingBanner('annual', terms)).toBe('Pay yearly and save 20%');
    expect(billingBanner('monthly', terms)).toBeNull();
  });

  it('keeps the defaults for whatever it leaves out', () => {
    const onlyDiscount = { annualDiscount: 0.1 };
    expect(priceView(professional, 'annual', onlyDiscount)).toMatchObject({
      amount: 1797,
      periodText: '/month (billed annually)',
      discountLabel: '15% off',
    });
    expect(billingBanner('annual', onlyDiscount)).toBe('Save 15% with annual billing!');
  });
});

describe('planAction', () => {
  const subscribedTo = (tier: PlanId) => ({
    subscribed: true,
    subscription_tier: tier,
    subscription_end: '2026-01-01',
  });

  it('offers Subscribe on every plan to a customer without a subscription', () => {
    for (const plan of PLAN_IDS) {
      expect(planAction(plan, NOT_SUBSCRIBED)).toBe('subscribe');
    }
  });

  it('marks the current tier and offers Upgrade on the others', () => {
    const sub = subscribedTo('professional');
    expect(planAction('professional', sub)).toBe('current');
    expect(planAction('starter', sub)).toBe('upgrade');
    expect(planAction('enterprise', sub)).toBe('upgrade');
  });
});

describe('addonAction', () => {
  it('marks active add-ons and offers Add for the rest', () => {
    const active = ['E-commerce SEO'];
    expect(addonAction('E-commerce SEO', active)).toBe('active');
    expect(addonAction('Social media management', active)).toBe('add');
  });
});

describe('choosePlan', () => {
  it('sends a signed-in user to the dashboard', () => {
    expect(choosePlan(true, 'starter')).toEqual({
      to: '/dashboard',
      query: { billingPeriod: 'monthly' },
    });
    expect(planChoiceHref(choosePlan(true, 'starter', 'annual'))).toBe(
      '/dashboard?billingPeriod=annual',
    );
  });

  it('sends a visitor to /auth with the plan by tier id, a return path of /pricing and the period', () => {
    expect(choosePlan(false, 'professional')).toEqual({
      to: '/auth',
      query: { plan: 'professional', returnTo: '/pricing', billingPeriod: 'monthly' },
    });
    expect(planChoiceHref(choosePlan(false, 'professional', 'annual'))).toBe(
      '/auth?plan=professional&returnTo=%2Fpricing&billingPeriod=annual',
    );
  });

  it('reads the choice back from the query it wrote', () => {
    for (const choice of [
      choosePlan(false, 'starter', 'annual'),
      choosePlan(false, 'enterprise'),
    ]) {
      const query = new URL(planChoiceHref(choice), 'https://example.ca').searchParams;
      expect(planChoiceFromQuery(query)).toEqual(choice.query);
    }
    const dashboard = new URL(
      planChoiceHref(choosePlan(true, 'starter', 'annual')),
      'https://example.ca',
    );
    expect(billingPeriodFromQuery(dashboard.searchParams)).toBe('annual');
  });

  it('reads an older link that names the plan as sold, in any letter case, as its tier id', () => {
    const plan = (search: string) => planChoiceFromQuery(new URLSearchParams(search)).plan;
    expect(plan('plan=Professional&returnTo=%2Fpricing&billingPeriod=annual')).toBe('professional');
    expect(plan('plan=STARTER')).toBe('starter');
    expect(plan('plan=enterPrise')).toBe('enterprise');
  });

  it('ignores what no plan choice writes: an unknown plan or period, a return path off the site', () => {
    const read = (search: string) => planChoiceFromQuery(new URLSearchParams(search));
    expect(read('plan=Free+money&billingPeriod=weekly&returnTo=%2F%2Fevil.example')).toEqual({
      plan: null,
      returnTo: null,
      billingPeriod: null,
    });
    // Near misses and other plans' words: a quote-only plan, the French name, padding, markup.
    for (const plan of [
      'Custom Enterprise',
      'custom-enterprise',
      'Professionnel',
      ' starter',
      'starter ',
      '<b>Starter</b>',
      '',
      'toString',
      '__proto__',
    ])
      expect(read(`plan=${encodeURIComponent(plan)}`).plan, plan).toBeNull();
    expect(read('plan=starter&plan=professional').plan).toBe('starter');
    for (const returnTo of ['https://evil.example/', '/\\evil.example', 'pricing', ''])
      expect(read(`returnTo=${encodeURIComponent(returnTo)}`).returnTo, returnTo).toBeNull();
    expect(read('')).toEqual({ plan: null, returnTo: null, billingPeriod: null });
    expect(read('plan=starter&returnTo=%2Fpricing').plan).toBe('starter');
  });
});

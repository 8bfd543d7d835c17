import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FIRST_BILLING_PERIOD, pricingFor } from '../pricing/pricing.js';
import {
  billingPeriodMachine,
  selectBillingPeriod,
  selectPricing,
} from './billingPeriodMachine.js';

const plans = [
  { name: 'Starter', monthlyPrice: 997 },
  { name: 'Professional', monthlyPrice: 1997 },
  { name: 'Enterprise', monthlyPrice: 3997 },
  { name: 'Custom Enterprise', monthlyPrice: null },
];

describe('billingPeriodMachine', () => {
  it('starts on monthly billing with monthly prices and no banner', () => {
    const actor = createActor(billingPeriodMachine).start();
    const view = selectPricing(actor.getSnapshot(), plans);
    expect(view.period).toBe('monthly');
    expect(view.banner).toBeNull();
    expect(view.plans.map((p) => [p.name, p.amount, p.periodText])).toEqual([
      ['Starter', 997, '/month'],
      ['Professional', 1997, '/month'],
      ['Enterprise', 3997, '/month'],
      ['Custom Enterprise', null, null],
    ]);
  });

  it('toggles to annual: 85% prices, struck-through monthly, 15% off and the banner', () => {
    const actor = createActor(billingPeriodMachine).start();
    actor.send({ type: 'TOGGLE' });
    const view = selectPricing(actor.getSnapshot(), plans);
    expect(view.banner).toBe('Save 15% with annual billing!');
    expect(view.plans).toEqual([
      {
        name: 'Starter',
        amount: 847,
        periodText: '/month (billed annually)',
        strikeThrough: 997,
        discountLabel: '15% off',
      },
      {
        name: 'Professional',
        amount: 1697,
        periodText: '/month (billed annually)',
        strikeThrough: 1997,
        discountLabel: '15% off',
      },
      {
        name: 'Enterprise',
        amount: 3397,
        periodText: '/month (billed annually)',
        strikeThrough: 3997,
        discountLabel: '15% off',
      },
      {
        name: 'Custom Enterprise',
        amount: null,
        periodText: null,
        strikeThrough: null,
        discountLabel: null,
      },
    ]);
  });

  it('toggles back to monthly', () => {
    const actor = createActor(billingPeriodMachine).start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    expect(selectBillingPeriod(actor.getSnapshot())).toBe('monthly');
  });

  it('selects a period directly and ignores selecting the current one', () => {
    const actor = createActor(billingPeriodMachine).start();
    actor.send({ type: 'SELECT', period: 'monthly' });
    expect(selectBillingPeriod(actor.getSnapshot())).toBe('monthly');
    actor.send({ type: 'SELECT', period: 'annual' });
    expect(selectBillingPeriod(actor.getSnapshot())).toBe('annual');
    actor.send({ type: 'SELECT', period: 'annual' });
    expect(selectBillingPeriod(actor.getSnapshot())).toBe('annual');
    actor.send({ type: 'SELECT', period: 'monthly' });
    expect(selectBillingPeriod(actor.getSnapshot())).toBe('monthly');
  });

  it('shows what pricingFor shows for its period, so a page without the machine shows the same', () => {
    const actor = createActor(billingPeriodMachine).start();
    expect(selectBillingPeriod(actor.getSnapshot())).toBe(FIRST_BILLING_PERIOD);
    for (const options of [{}, { locale: 'fr-CA' }, { annualDiscount: 0.2 }]) {
      for (const period of ['annual', 'monthly'] as const) {
        actor.send({ type: 'SELECT', period });
        expect(selectPricing(actor.getSnapshot(), plans, options)).toEqual(
          pricingFor(period, plans, options),
        );
      }
    }
  });
});

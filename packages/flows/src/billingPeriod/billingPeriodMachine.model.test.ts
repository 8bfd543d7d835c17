import { expect } from 'vitest';
import { describeModel } from '../testing/modelHarness.js';
import { billingPeriodMachine, selectPricing } from './billingPeriodMachine.js';

const plans = [
  { name: 'Starter', monthlyPrice: 997 },
  { name: 'Professional', monthlyPrice: 1997 },
  { name: 'Enterprise', monthlyPrice: 3997 },
  { name: 'Custom Enterprise', monthlyPrice: null },
];

describeModel('billingPeriod', {
  subject: () => ({ machine: billingPeriodMachine, effects: {} }),
  events: [
    { type: 'TOGGLE' },
    { type: 'SELECT', period: 'monthly' },
    { type: 'SELECT', period: 'annual' },
  ],
  states: {
    monthly: (snapshot) => {
      const view = selectPricing(snapshot, plans);
      expect(view.banner).toBeNull();
      expect(view.plans.map((plan) => plan.amount)).toEqual([997, 1997, 3997, null]);
      expect(view.plans[0]?.periodText).toBe('/month');
      expect(view.plans[0]?.discountLabel).toBeNull();
    },
    annual: (snapshot) => {
      const view = selectPricing(snapshot, plans);
      expect(view.banner).toBe('Save 15% with annual billing!');
      expect(view.plans.map((plan) => plan.amount)).toEqual([847, 1697, 3397, null]);
      expect(view.plans.map((plan) => plan.strikeThrough)).toEqual([997, 1997, 3997, null]);
      expect(view.plans[1]?.periodText).toBe('/month (billed annually)');
      expect(view.plans[1]?.discountLabel).toBe('15% off');
    },
  },
});

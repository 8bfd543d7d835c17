import { describe, expect, it } from 'vitest';
import { planChoicePath } from '../app/islands/pricingPlans';

// Where a plan's button on /pricing leads (the flows' choosePlan), in either language.
const english = {
  '/contact': '/contact',
  '/auth': '/auth',
  '/dashboard': '/dashboard',
  '/pricing': '/pricing',
};
const french = {
  '/contact': '/fr/nous-joindre',
  '/auth': '/fr/connexion',
  '/dashboard': '/fr/tableau-de-bord',
  '/pricing': '/fr/forfaits',
};

describe('planChoicePath', () => {
  it('takes a visitor to /auth with the plan, the period and the way back', () => {
    expect(planChoicePath('professional', 'annual', false, english)).toBe(
      '/auth?plan=professional&returnTo=%2Fpricing&billingPeriod=annual',
    );
  });

  it('takes a visitor on the French page to the French twins', () => {
    expect(planChoicePath('starter', 'monthly', false, french)).toBe(
      '/fr/connexion?plan=starter&returnTo=%2Ffr%2Fforfaits&billingPeriod=monthly',
    );
  });

  it('takes a visitor with a stored session to the dashboard with the period', () => {
    expect(planChoicePath('enterprise', 'annual', true, french)).toBe(
      '/fr/tableau-de-bord?billingPeriod=annual',
    );
  });
});

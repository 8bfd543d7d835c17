import { describe, expect, it } from 'vitest';
import { subscriptionDataFrom, type SubscriptionData } from './subscriptionData.js';

const spec = { subscribed: false, subscription_tier: null, subscription_end: null };

describe('subscriptionDataFrom: the Stripe status travels', () => {
  it('keeps the status, the cancellation at the period end and the plan when the backend says', () => {
    // Every field the backend sends comes through as it is.
    const answer = {
      subscribed: true,
      subscription_tier: 'professional',
      subscription_end: '2027-01-15T00:00:00.000Z',
      status: 'active',
      cancel_at_period_end: true,
      plan_tier: 'professional',
    } as const;
    expect(subscriptionDataFrom(answer)).toEqual(answer);
    expect(subscriptionDataFrom({ ...spec, status: 'past_due', plan_tier: 'starter' })).toEqual({
      ...spec,
      status: 'past_due',
      cancel_at_period_end: false,
      plan_tier: 'starter',
    });
  });

  it('keeps tier ids and the add-ons, and reads a plan the catalogue does not sell as none', () => {
    expect(
      subscriptionDataFrom({
        ...spec,
        subscribed: true,
        subscription_tier: 'Premium' as never,
        addons: ['E-commerce SEO'],
      }),
    ).toEqual({ ...spec, subscribed: true, addons: ['E-commerce SEO'] });
  });

  it("adds nothing to the spec's three fields for a backend that gives no status", () => {
    expect(subscriptionDataFrom({ ...spec })).toEqual(spec);
  });

  it('reads a status Stripe does not have as none', () => {
    const odd = { ...spec, status: 'frozen' } as unknown as SubscriptionData;
    expect(subscriptionDataFrom(odd)).toEqual({
      ...spec,
      status: null,
      cancel_at_period_end: false,
      plan_tier: null,
    });
  });
});

import { PLANS } from '@northbeam/flows';

/*
 * The dashboard's plans by tier id, without the dashboard's catalogue (catalogue.ts, with the
 * add-ons' content): the backend calls and the flows speak of plans by these ids only.
 */

/** Dashboard plans (spec section 9, "Dashboard plans"): tier id, dollars per month, features. */
export const dashboardPlans = [
  {
    id: 'starter',
    price: PLANS.starter.monthly,
    features: ['5 Keywords', 'Monthly Reports', 'Basic SEO'],
  },
  {
    id: 'professional',
    price: PLANS.professional.monthly,
    features: ['15 Keywords', 'Bi-weekly Reports', 'Advanced SEO', 'Content Creation'],
  },
  {
    id: 'enterprise',
    price: PLANS.enterprise.monthly,
    features: ['50+ Keywords', 'Complete SEO', 'Dedicated Manager', '24/7 Support'],
  },
] as const;

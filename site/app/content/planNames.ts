import { PLANS, type PlanId } from '@northbeam/flows';

// The plans' names, apart from their content (plans.ts) so the contact form's script carries only
// these. Addresses name a plan by its key, never by these names: /contact?plan=enterprise (a
// pricing page's 'Talk to us'), /auth?plan=professional (a plan chosen on a pricing page).

/**
 * Each plan's key: its value in `?plan=` and the key of its name in either language. A plan sold
 * by subscription is keyed by its tier id; Custom Enterprise, sold by quote only, has none.
 */
export type PlanKey = PlanId | 'custom-enterprise';

/** The names the plans are sold under (spec section 9), from the catalogue. */
export const planNames: Record<PlanKey, string> = {
  starter: PLANS.starter.name,
  professional: PLANS.professional.name,
  enterprise: PLANS.enterprise.name,
  'custom-enterprise': 'Custom Enterprise',
};

/** The plans sold by contract, which offer 'Talk to us' (the contact form naming the plan). */
export const contactPlanKeys: readonly PlanKey[] = ['enterprise', 'custom-enterprise'];

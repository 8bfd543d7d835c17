import { PLANS } from '@northbeam/flows';

// The plans' names, apart from their content (plans.ts) so the contact form's script carries only
// these: /contact?plan=enterprise names the plan a pricing page's 'Talk to us' came from.

/** Each plan's key: its value in /contact?plan= and the key of its name in either language. */
export type PlanKey = 'starter' | 'professional' | 'enterprise' | 'custom-enterprise';

/** The names the plans are sold under (spec section 9), from the catalogue. */
export const planNames: Record<PlanKey, string> = {
  starter: PLANS.starter.name,
  professional: PLANS.professional.name,
  enterprise: PLANS.enterprise.name,
  'custom-enterprise': 'Custom Enterprise',
};

/** The plans sold by contract, which offer 'Talk to us' (the contact form naming the plan). */
export const contactPlanKeys: readonly PlanKey[] = ['enterprise', 'custom-enterprise'];

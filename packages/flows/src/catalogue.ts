// The agency's business facts, each written here once: what it sells and at what price, the
// annual discount, the contact form's cities and budgets, and the spec's messages the site and the
// edge functions both show. The site and the flows read it through @northbeam/flows; the Deno edge
// functions import this file by its path (supabase/functions/_shared/plans.ts, enquiry.ts), which
// is why it imports nothing: a module with no imports is the same module under Node, Vite and Deno.
// scripts/one-home.test.mjs fails when one of these values is written anywhere else.

/** The plans sold by subscription, by the id the backend stores (subscriptions.tier) and Stripe keys. */
export const PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Each plan's name as sold (spec section 9) and its price in whole CAD a month. */
export const PLANS: Readonly<Record<PlanId, { readonly name: string; readonly monthly: number }>> =
  {
    starter: { name: 'Starter', monthly: 997 },
    professional: { name: 'Professional', monthly: 1997 },
    enterprise: { name: 'Enterprise', monthly: 3997 },
  };

/** Annual billing is 15% off the monthly price (spec section 9). */
export const ANNUAL_DISCOUNT = 0.15;

/**
 * The add-ons (spec section 9, "Add-ons per month"): the id Stripe's lookup key carries, the name
 * the site shows and user_addons.addon_name stores, and the price in whole CAD a month.
 */
export const ADDONS = [
  { id: 'additional-city-targeting', name: 'Additional city targeting', monthly: 497 },
  { id: 'bilingual-seo', name: 'Bilingual SEO (French/English)', monthly: 797 },
  { id: 'ecommerce-seo', name: 'E-commerce SEO', monthly: 1297 },
  { id: 'emergency-seo-recovery', name: 'Emergency SEO recovery', monthly: 2497 },
  { id: 'social-media-management', name: 'Social media management', monthly: 897 },
  { id: 'ppc-management', name: 'PPC management', monthly: 1497 },
] as const;
export type AddonName = (typeof ADDONS)[number]['name'];

/** An add-on's price by the name it is sold under. */
export function addonMonthly(name: AddonName): number {
  return ADDONS.find((addon) => addon.name === name)!.monthly;
}

/** The contact form's city values (spec section 3), in the form's order. */
export const CONTACT_CITIES = [
  'toronto',
  'vancouver',
  'montreal',
  'calgary',
  'ottawa',
  'edmonton',
  'other',
] as const;

/** The contact form's monthly budget values (spec section 3), in the form's order. */
export const CONTACT_BUDGETS = [
  'under-1000',
  '1000-2000',
  '2000-5000',
  '5000-10000',
  'over-10000',
] as const;

/**
 * The spec's notice when a required contact field is empty, quoted exactly: the form shows it and
 * send-contact-email answers it to a request that left one out.
 */
export const REQUIRED_FIELDS_MESSAGE = {
  'en-CA': 'First name, last name, email, and message are required.',
  'fr-CA': 'Le prénom, le nom, le courriel et le message sont obligatoires.',
} as const;

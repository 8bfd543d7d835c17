import type Stripe from 'stripe';
import type { PortalSession } from '../store.ts';

/** The emulator has one portal configuration, as a Stripe account has a default one. */
const PORTAL_CONFIGURATION_ID = 'bpc_local_default';

/** A portal session as Stripe's API returns it (`Stripe.BillingPortal.Session`). */
export function portalSessionObject(s: PortalSession): Stripe.BillingPortal.Session {
  return {
    id: s.id,
    object: 'billing_portal.session',
    configuration: PORTAL_CONFIGURATION_ID,
    created: s.created,
    customer: s.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: s.locale as Stripe.BillingPortal.Session.Locale | null,
    on_behalf_of: null,
    return_url: s.return_url,
    url: s.url,
  };
}

// The hosted pages a person uses in a browser: checkout (checkout-page.ts) and the billing portal
// (portal-page.ts), on one layout (page-layout.ts).
export { payPage, submitPayment } from './checkout-page.ts';
export type { PageResult } from './page-layout.ts';
export { portalAction, portalPage, type PortalFeatures } from './portal-page.ts';

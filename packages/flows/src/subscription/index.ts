// The folder's public face: the package entry reads this folder from here.
export * from './types.js';
export * from './subscriptionMachine.js';
export { selectDashboard, type DashboardView, type SubscriptionStatus } from './selectDashboard.js';

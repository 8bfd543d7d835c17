import { dashboardContent } from '../account/preparedDashboard';
import type { ActingPartDefinition } from './partDefinition';
import { accountDashboardView } from './accountDashboardView';

/**
 * /dashboard's subscription, plans, add-ons and sections: the part of the page that acts. The
 * prerender shows its 'Loading...' state (the session is the browser's) and writes the dashboard's
 * texts, plans and add-ons in the page's language into the page (`prepare`); the browser renders
 * the part afresh from them (accountDashboardView.tsx, accountDashboard.start.ts), and sends a
 * signed-out visitor to /auth.
 */
export const accountDashboard: ActingPartDefinition = {
  ...accountDashboardView,
  prepare: dashboardContent,
};

import { DashboardPage } from '../account/DashboardPage';
import type { ActingPartDefinition } from './partDefinition';
import { AccountPart } from './accountPart';

/**
 * /dashboard's subscription, plans, add-ons and sections: the part of the page that acts. The
 * prerender shows its 'Loading...' state (the session is the browser's); the browser renders the
 * part afresh (accountDashboard.start.tsx), and sends a signed-out visitor to /auth.
 */
export const accountDashboard: ActingPartDefinition = {
  name: 'accountDashboard',
  clientRender: true,
  render: () => (
    <AccountPart>
      <DashboardPage />
    </AccountPart>
  ),
};

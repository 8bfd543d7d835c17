import { DashboardPage } from '../account/DashboardPage';
import { DashboardContentProvider, type DashboardContent } from '../account/dashboardContent';
import type { ActingPartDefinition } from './partDefinition';
import { AccountPart } from './accountPart';

/**
 * The dashboard as the browser starts it (accountDashboard.start.ts): it renders what the page
 * carries and imports no content. The prerender's definition (accountDashboard.tsx) adds what
 * writes it.
 */
export const accountDashboardView: ActingPartDefinition = {
  name: 'accountDashboard',
  clientRender: true,
  render: (_lang, prepared) => {
    if (!prepared)
      throw new Error('accountDashboard: the page carries no content (data-acting-part-texts)');
    return (
      <AccountPart>
        {/* Written by the part's own `prepare` (accountDashboard.tsx), as JSON. */}
        <DashboardContentProvider content={prepared as DashboardContent}>
          <DashboardPage />
        </DashboardContentProvider>
      </AccountPart>
    );
  },
};

import type { ComponentType } from 'react';
import { AccountPart } from './accountPart';
import { startPart } from './startPart';

/**
 * Starts an account page's part (authCard.tsx, accountDashboard.tsx) in the browser: the page
 * alone, rendered afresh in its session (AccountPart) and the page's language (startPart). The
 * prerender renders the part's definition instead, with its 'Loading...' placeholder.
 */
export async function startAccountPart(name: string, Page: ComponentType) {
  await startPart({
    name,
    clientRender: true,
    render: () => (
      <AccountPart>
        <Page />
      </AccountPart>
    ),
  });
}

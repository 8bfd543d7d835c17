import type { ComponentType } from 'react';
import { AccountPart } from './accountPart';
import { startPart } from './startPart';

/**
 * Starts an account page's part that carries no written content (authCard.tsx) in the browser: the page
 * alone, in its session (AccountPart) and the page's language (startPart). It renders afresh over
 * the prerendered first view unless `hydrate` says the visitor's first view is the one prerendered
 * (/auth's sign-in card), which it then hydrates.
 */
export async function startAccountPart(
  name: string,
  Page: ComponentType,
  { hydrate = false }: { hydrate?: boolean } = {},
) {
  await startPart({
    name,
    clientRender: !hydrate,
    render: () => (
      <AccountPart>
        <Page />
      </AccountPart>
    ),
  });
}

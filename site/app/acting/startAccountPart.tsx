import { Fragment, type ComponentType } from 'react';
import { pageLocale } from '../lib/loadSupabase';
import { AccountPart } from './accountPart';
import { startPart } from './startPart';

/**
 * Starts an account page's part (authCard.tsx, accountDashboard.tsx) in the browser. English is
 * the ui's own default (its context holds the English pack), so an English page renders the part
 * without LocaleProvider, which would bring the French pack with it (3 KB gzipped); a French page
 * loads the provider first. The prerender renders the part's definition, provider included.
 */
export async function startAccountPart(name: string, Page: ComponentType) {
  const Frame = pageLocale() === 'fr-CA' ? (await import('./frenchFrame')).FrenchFrame : Fragment;
  startPart({
    name,
    clientRender: true,
    render: () => (
      <Frame>
        <AccountPart>
          <Page />
        </AccountPart>
      </Frame>
    ),
  });
}

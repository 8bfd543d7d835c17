import { LoadingStatus } from '@northbeam/ui';
import { AuthPage } from '../account/AuthPage';
import type { ActingPartDefinition } from './partDefinition';
import { AccountPart } from './accountPart';
import * as css from '../account/account.css';

/**
 * /auth's card (sign in, sign up, forgot and new password): the part of the page that acts. It
 * renders from the page's query and the browser's session, which the prerender cannot know, so
 * the prerender writes 'Loading...' in its place and the browser renders it (authCard.start.ts).
 * A prerendered form would take input before it runs: a press lost, or Enter submitting the
 * password natively in the address.
 */
export const authCard: ActingPartDefinition = {
  name: 'authCard',
  clientRender: true,
  prerender: () => <LoadingStatus className={css.pageLoading} />,
  render: () => (
    <AccountPart>
      <AuthPage />
    </AccountPart>
  ),
};

import { AuthPage } from '../account/AuthPage';
import type { ActingPartDefinition } from './partDefinition';
import { AccountPart } from './accountPart';

/**
 * /auth's card (sign in, sign up, forgot and new password): the part of the page that acts. The
 * prerender writes the sign-in card as a visitor arriving without a plan sees it (the session is
 * still unknown there, and the query empty), so the first paint holds the card; the browser
 * hydrates it when the query asks for that card too, and renders its own first view over it
 * otherwise (authCard.start.ts). Until hydrated its buttons are disabled (AuthCard's `starting`):
 * a press before the script runs would be lost, and Enter would submit the password natively
 * into the address; its fields take text, which the card keeps as it hydrates.
 */
export const authCard: ActingPartDefinition = {
  name: 'authCard',
  render: () => (
    <AccountPart>
      <AuthPage />
    </AccountPart>
  ),
};

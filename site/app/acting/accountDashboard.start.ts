// /dashboard's script: the dashboard renders; the header and footer are content.
import { startSubscriptionCheck } from '../account/subscriptionCheck';
// Imported here, not only when the check asks for it: it then loads with this script, not after.
import '../lib/functions';
import { accountDashboardView } from './accountDashboardView';
import { startPart } from './startPart';

// What the first view waits for starts before React renders: the subscription check (from the
// stored session) and the session machine's chunk, which the part would otherwise ask for only
// after its first render (AuthProvider's effect).
startSubscriptionCheck();
import('../account/sessionActor').catch(() => {
  // AuthProvider asks again and reports a failure.
});
// The part renders the texts, plans and add-ons the page carries (accountDashboardView.tsx).
void startPart(accountDashboardView);

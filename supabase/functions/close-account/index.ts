import { requireUser } from '../_shared/auth.ts';
import { adminClient, rpc } from '../_shared/db.ts';
import { endpoint, HttpError, json, readJsonObject } from '../_shared/http.ts';
import { closeStripeSide, verifyPassword, type CancelMode } from '../_shared/privacy.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { oneOf } from '../_shared/validate.ts';

// Longer than the Stripe calls can take (two tries of 15 s each per call are far less in practice).
const HOLD_SECONDS = 120;

interface Claim {
  busy: boolean;
  email: string | null;
  stripe_customer_id: string | null;
  cancel_mode: CancelMode;
  stripe_done: boolean;
}

/**
 * Closes the caller's account: re-authentication by password, then Stripe (subscriptions cancelled
 * now or at the period end, invoices kept), then the person's rows, then the auth user. Each step is
 * recorded or idempotent, so an attempt that fails anywhere is completed by the next one.
 */
export const handler = endpoint(['POST'], async (req) => {
  const db = adminClient();
  const user = await requireUser(req, db);
  const body = await readJsonObject(req);
  const mode = oneOf(body, 'cancel', 'Cancel', ['now', 'period_end'] as const);
  if (!mode) throw new HttpError(400, 'Cancel must be one of: now, period_end.', 'invalid_input');
  if (body.confirm !== true) {
    throw new HttpError(400, 'Confirm that you want to close your account.', 'confirm_required');
  }
  // Claimed before the password is checked, so a second attempt at the same time is refused
  // at once instead of racing this one's deletion of the user.
  const claim = await rpc<Claim | null>(db, 'claim_account_closure', {
    p_user_id: user.id,
    p_mode: mode,
    p_hold_seconds: HOLD_SECONDS,
  });
  if (!claim) throw new HttpError(401, 'This account no longer exists.', 'invalid_session');
  if (claim.busy) {
    throw new HttpError(409, 'Your account is already being closed.', 'closure_in_progress');
  }
  let verified = false;
  let stripeDone = claim.stripe_done;
  try {
    await verifyPassword(user.email, body.password);
    verified = true;
    if (!stripeDone && claim.stripe_customer_id) {
      await closeStripeSide(stripeClient(), claim.stripe_customer_id, claim.cancel_mode);
    }
    stripeDone = true;
    await rpc(db, 'erase_account_data', { p_user_id: user.id });
    const { error } = await db.auth.admin.deleteUser(user.id);
    if (error && (error as { status?: number }).status !== 404) throw error;
  } finally {
    await rpc(db, 'release_account_closure', {
      p_user_id: user.id,
      p_stripe_done: stripeDone,
      p_forget: !verified,
    });
  }
  return json(req, 200, {
    closed: true,
    cancel: claim.cancel_mode,
    invoices_kept_until_years: 6,
  });
});

if (import.meta.main) Deno.serve(handler);

import { requireUser } from '../_shared/auth.ts';
import { adminClient, rpc } from '../_shared/db.ts';
import { endpoint, HttpError, json } from '../_shared/http.ts';
import { invoiceMetadata } from '../_shared/privacy.ts';
import { stripeClient } from '../_shared/stripe.ts';

/**
 * The caller's own data (Law 25 and PIPEDA's right of access and portability) as one JSON object.
 * The user id comes only from the verified session; nothing in the request can name another user.
 * The database part is read in one statement, so two exports at once answer the same data.
 */
export const handler = endpoint(['POST', 'GET'], async (req) => {
  const db = adminClient();
  const user = await requireUser(req, db);
  const data = await rpc<Record<string, unknown> | null>(db, 'export_user_data', {
    p_user_id: user.id,
  });
  if (!data) throw new HttpError(401, 'This account no longer exists.', 'invalid_session');
  const customerId = typeof data.stripe_customer_id === 'string' ? data.stripe_customer_id : null;
  const invoices = await invoiceMetadata(stripeClient(), customerId);
  return json(
    req,
    200,
    {
      format: 'northbeam-personal-data/1',
      exported_at: new Date().toISOString(),
      ...data,
      invoices,
    },
    { 'Cache-Control': 'no-store' },
  );
});

if (import.meta.main) Deno.serve(handler);

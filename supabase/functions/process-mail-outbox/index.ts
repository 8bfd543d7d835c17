import { requireServiceRole } from '../_shared/auth.ts';
import { adminClient, rpc } from '../_shared/db.ts';
import { requireEnv } from '../_shared/env.ts';
import { endpoint, json, readJsonObject } from '../_shared/http.ts';
import { deliver, type OutboxMail } from '../_shared/mail.ts';

/**
 * Sends queued mail whose retry time has come (service role only; the local backend calls it every
 * few seconds, production schedules it with pg_cron). `{ "ignore_backoff": true }` retries every
 * queued mail now, for an operator who has just fixed the mail server.
 */
export const handler = endpoint(['POST'], async (req) => {
  requireServiceRole(req, requireEnv('SUPABASE_SERVICE_ROLE_KEY'));
  const body = await readJsonObject(req);
  const db = adminClient();
  const due = await rpc<OutboxMail[]>(db, 'claim_due_mail', {
    p_limit: 20,
    p_ignore_backoff: body.ignore_backoff === true,
  });
  const sent = await deliver(db, due ?? []);
  return json(req, 200, { attempted: due?.length ?? 0, sent });
});

if (import.meta.main) Deno.serve(handler);

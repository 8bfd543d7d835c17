import { requireServiceRole } from '../_shared/auth.ts';
import { adminClient, rpc } from '../_shared/db.ts';
import { requireEnv } from '../_shared/env.ts';
import { endpoint, json, readJsonObject } from '../_shared/http.ts';
import { deliver, openTransport, type OutboxMail } from '../_shared/mail.ts';

// Mails claimed at once: enough to keep the pooled connections busy between claims; transactional
// mail is claimed first (migration 20261126171000_outbox_batches.sql).
const BATCH = 200;
// Stops claiming new batches after this long, well inside an edge function's wall-clock limit; the
// next scheduled run takes the rest. Runs may overlap: claimed mails are leased, so none is sent twice.
const TIME_BUDGET_MS = 25_000;

/**
 * The outbox worker, the only sender of queued mail (service role only). The local backend calls it
 * on a timer; hosted Supabase calls it from pg_cron through pg_net (migration
 * 20261122000200_mail_outbox_worker.sql). Sends due mail batch after batch until none is due or
 * the time budget is spent. `{ "ignore_backoff": true }` retries every queued mail once now, for an
 * operator who has just fixed the mail server.
 */
export const handler = endpoint(['POST'], async (req) => {
  requireServiceRole(req, requireEnv('SUPABASE_SERVICE_ROLE_KEY'));
  const body = await readJsonObject(req);
  const ignoreBackoff = body.ignore_backoff === true;
  const db = adminClient();
  const started = Date.now();
  let attempted = 0;
  let sent = 0;
  const smtp = openTransport();
  try {
    for (;;) {
      const due =
        (await rpc<OutboxMail[] | null>(db, 'claim_due_mail', {
          p_limit: BATCH,
          p_ignore_backoff: ignoreBackoff,
        })) ?? [];
      attempted += due.length;
      sent += await deliver(db, due, smtp);
      // A failed mail is queued again at once when backoff is ignored: one pass only, so a retry
      // while the mail server is still down costs each mail one attempt, not all ten.
      if (ignoreBackoff || due.length < BATCH || Date.now() - started > TIME_BUDGET_MS) break;
    }
  } finally {
    smtp.close();
  }
  return json(req, 200, { attempted, sent });
});

if (import.meta.main) Deno.serve(handler);

import type { Database } from '../db/types.ts';
import { SERVICE_ROLE_KEY } from '../keys.ts';

export const DEFAULT_OUTBOX_INTERVAL_MS = 1000;

export interface OutboxWorker {
  stop(): Promise<void>;
}

/**
 * The local stand-in for the hosted pg_cron job (migration 20261122000200_mail_outbox_worker.sql):
 * every `intervalMs`, when a queued mail is due, it calls process-mail-outbox through the gateway
 * with the service role key, exactly as pg_net does on hosted Supabase. The check is one indexed
 * query, so an idle backend makes no function calls; runs never overlap.
 */
export function startOutboxWorker(options: {
  db: Database;
  url: string;
  intervalMs: number;
  log: (line: string) => void;
}): OutboxWorker {
  const { db, url, intervalMs, log } = options;
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let lastProblem = '';
  const report = (problem: string) => {
    // One line per new problem, not one a second while the same one lasts.
    if (problem !== lastProblem && !abort.signal.aborted) log(`[outbox] ${problem}`);
    lastProblem = problem;
  };

  const tick = async () => {
    const [row] = await db.query<{ due: boolean }>(
      `select exists (
         select 1 from public.mail_outbox where status = 'queued' and next_attempt_at <= now()
       ) as due`,
    );
    if (!row?.due) return;
    const res = await fetch(`${url}/functions/v1/process-mail-outbox`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        apikey: SERVICE_ROLE_KEY,
        'content-type': 'application/json',
      },
      body: '{}',
      signal: AbortSignal.any([abort.signal, AbortSignal.timeout(120_000)]),
    });
    const text = await res.text();
    if (res.ok) lastProblem = '';
    else report(`process-mail-outbox answered ${res.status}: ${text.slice(0, 200)}`);
  };

  const timer = setInterval(() => {
    if (running || abort.signal.aborted) return;
    running = tick()
      .catch((error: unknown) => report(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      abort.abort();
      await running;
    },
  };
}

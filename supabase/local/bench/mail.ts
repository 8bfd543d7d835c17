// The outbox worker's delivery rate: a newsletter issue to MAIL_COUNT readers queued at once, sent
// by the backend's own outbox timer (as pg_cron runs it when hosted) through process-mail-outbox
// to the local inbox (MailDev).
import type { Backend } from '../src/backend.ts';

const MAIL_COUNT = Number(process.env.BENCH_MAILS || 2000);

/** Queues the issue, waits (at most two minutes) until every mail is sent; returns mails/s. */
export async function mailFigures(backend: Backend): Promise<number> {
  await backend.db.query(
    `insert into public.mail_outbox (kind, to_address, subject, html, text_body)
     select 'newsletter_issue', 'bench-reader-' || g || '@example.com', 'Bench issue',
            '<p>This month in search.</p>', 'This month in search.'
     from generate_series(1, $1::int) g`,
    [String(MAIL_COUNT)],
  );
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < 120_000) {
    const [row] = await backend.db.query<{ sent: number }>(
      "select count(*)::int as sent from public.mail_outbox where subject = 'Bench issue' and status = 'sent'",
    );
    sent = row!.sent;
    if (sent >= MAIL_COUNT) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = sent / seconds;
  console.log(
    `  outbox: ${sent} of ${MAIL_COUNT} newsletter mails sent to the local inbox in ${seconds.toFixed(1)} s = ${rate.toFixed(0)} mails/s`,
  );
  return rate;
}

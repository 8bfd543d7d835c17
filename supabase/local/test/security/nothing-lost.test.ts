import { describe, expect, it } from 'vitest';
import { runCrashLoad } from '../support/crash-load.ts';

describe('nothing acknowledged is lost', () => {
  it('keeps and mails every acknowledged enquiry through a mail outage and a SIGKILL of the backend', async () => {
    const result = await runCrashLoad({
      total: 100,
      concurrency: 50,
      killAfterAcknowledged: 25,
      mailBackAfter: 75,
      timeoutMs: 170_000,
    });
    console.log(
      `crash load: sent ${result.sent}, acknowledged ${result.acknowledged}, stored ${result.stored}, mailed ${result.mailed}, unanswered ${result.unanswered}, ${(result.durationMs / 1000).toFixed(1)} s`,
    );
    expect(result.sent).toBe(100);
    // Some were acknowledged before the kill (25) and the ones sent after the restart as well.
    expect(result.acknowledged).toBeGreaterThan(25);
    expect(result.acknowledged + result.unanswered).toBe(100);
    expect(result.missing).toEqual([]);
    expect(result.unmailed).toEqual([]);
    expect(result.stored).toBe(result.acknowledged);
    expect(result.mailed).toBe(result.acknowledged);
  }, 180_000);
});

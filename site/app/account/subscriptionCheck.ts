import type { SubscriptionData } from '@northbeam/flows';
import { checkSubscription as askBackend } from './backend';
import { freshStoredSession } from './sessionToken';
import { hasAuthCallback } from './storedSession';

/*
 * The dashboard's subscription check, started as its page starts (acting/accountDashboard.start.ts)
 * with the fresh stored session's token (sessionToken.ts), before React and the session machine
 * have loaded; the machine's first check for the same token takes this answer instead of asking
 * again. A module of its own so /auth's start, which imports backend.ts, does not carry the reader.
 */

let earlyCheck: { token: string; answer: Promise<SubscriptionData> } | null = null;

/** Starts the check; nothing without a fresh stored session or with an auth link (auth-js first). */
export function startSubscriptionCheck(): void {
  const session = hasAuthCallback(window.location) ? null : freshStoredSession();
  if (!session) return;
  const answer = askBackend(session.access_token);
  // A failure is the machine's to report when it takes the answer.
  answer.catch(() => {});
  earlyCheck = { token: session.access_token, answer };
}

/** check-subscription for this token: the answer started early once, else a new call. */
export function checkSubscription(accessToken: string): Promise<SubscriptionData> {
  const early = earlyCheck;
  earlyCheck = null;
  return early?.token === accessToken ? early.answer : askBackend(accessToken);
}

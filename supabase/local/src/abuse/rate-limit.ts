/** A fixed number of events per rolling window, counted per key (an IP, an e-mail address). */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Sign-ins (password grant), sign-ups, magic links and recovery requests per client IP. */
  signInSignUpPerIp: Limit;
  /**
   * Failed password sign-ins per account and client IP; past it that client waits, even with the
   * right password. Counted per pair, never per address alone, so nobody can lock an owner out.
   */
  failedSignInsPerEmailAndIp: Limit;
  /** Auth mails (confirmation, recovery, magic link) per address, so nobody is mail-bombed. */
  emailsPerAddress: Limit;
  /** Refresh-token grants per client IP. */
  tokenRefreshPerIp: Limit;
  /** Mailed links and codes verified per client IP ([auth.rate_limit] token_verifications); none unless set. */
  verificationsPerIp?: Limit;
  /** Auth mails of the whole project per hour ([auth.rate_limit] email_sent); none unless set. */
  emailsPerHour?: Limit;
}

const MINUTE = 60_000;

/**
 * Hosted Auth limits /token per client IP only (supabase/auth internal/api/token.go:
 * performRateLimiting with the IP the request came from); it has no per-account lockout. The
 * failed sign-in limit here adds one per account-and-IP pair: a guesser is slowed on the account it
 * guesses at, and the owner signing in from anywhere else is not (no targeted lockout).
 *
 * Sensible for people using the product (nobody signs in 300 times in five minutes, nor asks for six
 * mails in fifteen), yet high enough that one backend shared by a whole end-to-end suite on
 * 127.0.0.1 is not throttled. Each backend instance counts on its own.
 */
const DEFAULT_RATE_LIMITS: RateLimits = {
  signInSignUpPerIp: { max: 300, windowMs: 5 * MINUTE },
  failedSignInsPerEmailAndIp: { max: 10, windowMs: 5 * MINUTE },
  emailsPerAddress: { max: 6, windowMs: 15 * MINUTE },
  tokenRefreshPerIp: { max: 1800, windowMs: 5 * MINUTE },
};

export function resolveRateLimits(overrides: Partial<RateLimits> = {}): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}

/** A sliding-window counter kept in memory; keys nobody has used for a window are dropped. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = Date.now();

  constructor(
    private readonly limit: Limit,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string, at: number): number[] {
    const since = at - this.limit.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  private sweep(at: number): void {
    if (at - this.lastSweep < this.limit.windowMs) return;
    this.lastSweep = at;
    for (const key of [...this.hits.keys()]) this.recent(key, at);
  }

  /** Seconds until the key may act again, or 0 when it may act now. Does not count anything. */
  retryAfter(key: string): number {
    const at = this.now();
    const list = this.recent(key, at);
    if (list.length < this.limit.max) return 0;
    const oldest = list[list.length - this.limit.max]!;
    return Math.max(1, Math.ceil((oldest + this.limit.windowMs - at) / 1000));
  }

  record(key: string): void {
    const at = this.now();
    this.sweep(at);
    const list = this.recent(key, at);
    list.push(at);
    this.hits.set(key, list);
  }

  /** Counts one event; returns the seconds to wait when the key was already at its limit. */
  take(key: string): number {
    const wait = this.retryAfter(key);
    if (wait === 0) this.record(key);
    return wait;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}

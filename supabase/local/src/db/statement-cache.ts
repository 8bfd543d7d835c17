/**
 * Prepared statements, as PostgREST uses them (`db-prepared-statements`, on by default): a
 * statement's text is parsed and planned by the server once, then only bound and executed. Row
 * security stays the caller's: PostgreSQL's plan cache rewrites and replans a statement when the
 * role or row_security differs from the one it was planned for (plancache.c), and checks the
 * caller's privileges at every execution.
 *
 * The texts differ by the request's shape (columns, filters, order, limit), so a client can make
 * any number of them: the cache keeps the most recently used `max` and closes the rest. Names are
 * never reused, so a name whose Parse may or may not have happened (a failed batch) is only ever
 * closed, never parsed again.
 */
export class StatementCache {
  readonly #names = new Map<string, string>();
  #next = 0;
  #toClose: string[] = [];
  readonly #max: number;

  constructor(max = 500) {
    this.#max = max;
  }

  /** The statement's name, and whether the server must parse it first (new in the cache). */
  use(sql: string): { name: string; parse: boolean } {
    const known = this.#names.get(sql);
    if (known !== undefined) {
      // Most recently used last: a Map keeps insertion order.
      this.#names.delete(sql);
      this.#names.set(sql, known);
      return { name: known, parse: false };
    }
    const name = `nb_${(this.#next++).toString(36)}`;
    this.#names.set(sql, name);
    if (this.#names.size > this.#max) {
      const [oldest] = this.#names;
      this.#names.delete(oldest![0]);
      this.#toClose.push(oldest![1]);
    }
    return { name, parse: true };
  }

  /**
   * A batch using these texts failed: the server may have skipped their Parse, or a cached plan
   * went stale (0A000 "cached plan must not change result type" after a table changed). They are
   * parsed again under new names next time.
   */
  forget(sqls: string[]): void {
    for (const sql of sqls) {
      const name = this.#names.get(sql);
      if (name === undefined) continue;
      this.#names.delete(sql);
      this.#toClose.push(name);
    }
  }

  /** Names to close at the start of the next message (closing an unknown name is no error). */
  takeClosed(): string[] {
    const names = this.#toClose;
    this.#toClose = [];
    return names;
  }
}

/** PostgreSQL's answer to a prepared statement whose table changed shape: parse it again and retry. */
export function isStalePlan(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === '0A000' && typeof e.message === 'string' && e.message.includes('cached plan');
}

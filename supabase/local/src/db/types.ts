export type Row = Record<string, unknown>;

/** Parameters always travel as text (or null) so PGlite and node-postgres parse them the same way. */
export type Param = string | null;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: Param[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** Who is calling: the Postgres role a request runs as and the JWT claims it carries. */
export interface Caller {
  role: DbRole;
  claims: Record<string, unknown>;
}

/** One statement of a batch (see Database.runAs). */
export interface Statement {
  sql: string;
  params?: Param[];
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * `statements` in one transaction as `role` with `request.jwt.claims` set, exactly as PostgREST's
   * per-request transaction, so the migrations' row-level security decides what the caller sees.
   * Sent together: one call into PGlite, one round trip to PostgreSQL. Answers each statement's
   * rows; the first failure throws and nothing of the transaction is kept. The settings are local
   * to the transaction, so the connection goes back to the pool as the connecting superuser.
   */
  runAs(role: DbRole, claims: Record<string, unknown>, statements: Statement[]): Promise<Row[][]>;
  /**
   * A number that changes whenever the catalog may have changed (any DDL committed, any `exec`),
   * or null when this process cannot know (another client may change a PostgreSQL's catalog at any
   * time): then the REST layer checks its cached function signatures in every call's transaction.
   */
  catalogVersion?(): number | null;
  /** A transaction as the connecting superuser (auth tables, migrations). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A Postgres error reduced to what PostgREST and GoTrue report. */
export interface PgErrorInfo {
  code: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

export function pgErrorInfo(err: unknown): PgErrorInfo | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  return {
    code: e.code,
    message: typeof e.message === 'string' ? e.message : 'database error',
    detail: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  };
}

/**
 * PostgREST's per-request settings; set_config with is_local=true scopes them to the transaction.
 * Answered as one row of no columns: set_config returns the value it set, which would send the
 * claims' text back to be parsed and dropped on every request. A VALUES row of volatile calls is
 * evaluated whole (the planner neither pulls it up nor drops its unread columns).
 */
export const CLAIMS_SQL = `select from (values (set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true))) _c`;

/**
 * Claims objects that can no longer change, with their JSON text: a verified token's claims are one
 * such object for as long as the token is cached (auth/jwt.ts), so a client's every request sends
 * the same text, which was serialised again for each one.
 */
const sealedClaimsText = new WeakMap<object, string>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Freezes the claims to the last nested value and keeps their JSON text for runAs. */
export function sealClaims<T extends Record<string, unknown>>(claims: T): T {
  deepFreeze(claims);
  if (!sealedClaimsText.has(claims)) sealedClaimsText.set(claims, JSON.stringify(claims));
  return claims;
}

export function claimsParams(role: DbRole, claims: Record<string, unknown>): Param[] {
  return [
    role,
    sealedClaimsText.get(claims) ?? JSON.stringify(claims),
    typeof claims.sub === 'string' ? claims.sub : '',
  ];
}

import type { Database } from '../db/types.ts';
import { isPlainObject, sendEmpty, sendJson } from '../http.ts';
import { pgrstError } from './errors.ts';
import { runAsCaller, SCHEMA, type RestRequest } from './request.ts';
import { ident } from './sql.ts';

interface Signature {
  retset: boolean;
  is_void: boolean;
  args: { name: string | null; type: string }[];
}

/** The public functions of one name as the catalog has them, and the rows' (oid, xmin) they came from. */
interface Entry {
  candidates: Signature[];
  fingerprint: string;
  /** The database's catalog version before the rows were read (null: unknown, check each call). */
  version: number | null;
}

// PostgREST's schema cache for functions: the catalog is read once per name, not on every call.
// Hosted Supabase reloads that cache on any DDL; here each call first checks, in the same
// transaction, that the function's catalog rows are those read (a replaced or dropped function
// has another xmin or oid), and the call is not run on a stale signature: the check fails first.
// A database that knows when its catalog changed (PGlite, see catalogVersion) is spared that check
// while its version is the one the signature was read under, as PostgREST trusts its cache until
// the DDL notification reloads it.
const schemaCaches = new WeakMap<Database, Map<string, Entry>>();

const FINGERPRINT = `select coalesce(string_agg(p.oid::text || ':' || p.xmin::text, ',' order by p.oid), '')
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1 and p.proname = $2`;
/** Fails with division_by_zero (22012) when the function's catalog rows changed since they were read. */
const GUARD = `select 1 / ((${FINGERPRINT}) = $3)::int`;

async function readCatalog(db: Database, fn: string): Promise<Entry> {
  // Taken before the read: a change during it leaves the entry with the older version, checked.
  const version = db.catalogVersion?.() ?? null;
  const rows = await db.query<{ retset: boolean; is_void: boolean; args: string; fp: string }>(
    `select p.proretset as retset, p.prorettype = 'void'::regtype as is_void,
        (select coalesce(json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.ord), '[]')::text
           from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes) with ordinality as a(type, name, mode, ord)
          where coalesce(a.mode, 'i') in ('i', 'b', 'v')) as args,
        (${FINGERPRINT}) as fp
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.proname = $2`,
    [SCHEMA, fn],
  );
  const fingerprint = rows[0]?.fp ?? '';
  return {
    candidates: rows.map((r) => ({ ...r, args: JSON.parse(r.args) as Signature['args'] })),
    fingerprint,
    version,
  };
}

async function fingerprintNow(db: Database, fn: string): Promise<string> {
  const [row] = await db.query<{ fp: string }>(`select (${FINGERPRINT}) as fp`, [SCHEMA, fn]);
  return row?.fp ?? '';
}

/** POST /rpc/<fn>: calls a function of the public schema with named arguments from the body. */
export async function handleRpc(request: RestRequest, fn: string, body: unknown, retried = false) {
  const args = body === undefined ? {} : body;
  if (!isPlainObject(args)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  const given = Object.keys(args);
  let cache = schemaCaches.get(request.db);
  if (!cache) schemaCaches.set(request.db, (cache = new Map()));
  const fits = (e: Entry) =>
    e.candidates.find((c) => given.every((g) => c.args.some((a) => a.name === g)));
  let entry = cache.get(fn);
  // A name not in the cache, or no fitting signature in it, is read from the catalog again.
  if (!entry || !fits(entry)) {
    entry = await readCatalog(request.db, fn);
    if (entry.candidates.length) cache.set(fn, entry);
    else cache.delete(fn);
  }
  const match = fits(entry);
  if (!match) {
    throw pgrstError(
      404,
      'PGRST202',
      `Could not find the function ${SCHEMA}.${fn}(${given.join(', ')}) in the schema cache`,
      'Searched for the function with the given parameter names',
    );
  }
  const used = match.args.filter((a) => a.name !== null && given.includes(a.name)) as {
    name: string;
    type: string;
  }[];
  const values = used.length ? [JSON.stringify(args)] : [];
  // Postgres itself converts each JSON value to the declared argument type; type names come from
  // format_type(), never from the request.
  const source = used.length
    ? `json_to_record($1::text::json) as _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
    : '';
  const call = `${ident(SCHEMA)}.${ident(fn)}(${used.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')})`;
  const from = `${source ? `${source}, lateral ` : ''}${call} as _x`;
  const sql = match.is_void
    ? `select ${call} ${source ? `from ${source}` : ''}`
    : match.retset
      ? `select coalesce(json_agg(_x), '[]')::text as body from ${from}`
      : `select to_json(_x)::text as body from ${from}`;
  // Read before the call is sent: the version it had when the guard below ran, or an older one.
  const version = request.db.catalogVersion?.() ?? null;
  const current = version !== null && version === entry.version;
  const guard = current ? [] : [{ sql: GUARD, params: [SCHEMA, fn, entry.fingerprint] }];
  let rows;
  try {
    // The call's rows are the last statement's, after the guard where there is one.
    rows = (await runAsCaller(request, [...guard, { sql, params: values }])).at(-1);
    // The guard passed: the signature was the catalog's when it ran, under `version` or later
    // (PGlite runs one call at a time, and DDL committed since raised the version). The version
    // moves on every failed statement too, DDL or not: without this, one failed call anywhere
    // would put the guard back into every later call of a function already cached.
    if (guard.length && version !== null) entry.version = version;
  } catch (err) {
    const stale =
      (err as { code?: unknown }).code === '22012' &&
      (await fingerprintNow(request.db, fn)) !== entry.fingerprint;
    if (!stale || retried) throw err;
    cache.delete(fn);
    return handleRpc(request, fn, body, true);
  }
  if (match.is_void) return sendEmpty(request.res, 204);
  sendJson(request.res, 200, (rows?.[0]?.body as string | undefined) ?? 'null');
}

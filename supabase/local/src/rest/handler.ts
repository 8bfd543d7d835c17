import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, DbRole, Queryable } from '../db/types.ts';
import {
  decodePathSegment,
  headerValue,
  isPlainObject,
  parseJson,
  readBody,
  sendEmpty,
  sendJson,
} from '../http.ts';
import { pgrstError, toRestError } from './errors.ts';
import { buildLimit, buildOrder, buildSelectList, buildWhere, parsePrefer } from './query.ts';
import { ident, Params } from './sql.ts';

export interface Caller {
  role: DbRole;
  claims: Record<string, unknown>;
}

const SCHEMA = 'public';
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

interface ResultRow extends Record<string, unknown> {
  body: string;
  first: string | null;
  n: number;
}

function checkProfile(req: IncomingMessage, header: 'accept-profile' | 'content-profile'): void {
  const profile = headerValue(req, header);
  if (profile && profile !== SCHEMA) {
    throw pgrstError(
      406,
      'PGRST106',
      'The schema must be one of the following: public',
      `Invalid schema: ${profile}`,
    );
  }
}

function wantsObject(req: IncomingMessage): boolean {
  return (headerValue(req, 'accept') ?? '').includes(OBJECT_MEDIA);
}

function aggregate(inner: string, select: string): string {
  return `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first, count(*)::int as n from (select ${select} from ${inner}) _r`;
}

function contentRange(offset: number, n: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return n === 0 ? `*/${totalText}` : `${offset}-${offset + n - 1}/${totalText}`;
}

function respond(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  result: ResultRow,
  extraHeaders: Record<string, string>,
  returnBody: boolean,
): void {
  if (wantsObject(req)) {
    if (result.n !== 1) {
      throw pgrstError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${result.n} rows`,
      );
    }
    if (!returnBody) return sendEmpty(res, status, extraHeaders);
    return sendJson(res, status, result.first ?? 'null', {
      ...extraHeaders,
      'content-type': `${OBJECT_MEDIA}; charset=utf-8`,
    });
  }
  if (!returnBody) return sendEmpty(res, status, extraHeaders);
  return sendJson(res, status, result.body, extraHeaders);
}

async function primaryKey(tx: Queryable, table: string): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `select a.attname as name from pg_index i
       join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
     where i.indisprimary and n.nspname = $1 and c.relname = $2`,
    [SCHEMA, table],
  );
  return rows.map((r) => r.name);
}

function bodyRows(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body) && body.every(isPlainObject)) return body;
  if (isPlainObject(body)) return [body];
  throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
}

async function handleRead(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  caller: Caller,
  table: string,
  query: URLSearchParams,
  head: boolean,
) {
  const params = new Params();
  const target = `${ident(SCHEMA)}.${ident(table)} as _t`;
  const where = buildWhere(query, '_t', params);
  const select = buildSelectList(query.get('select'), '_t');
  const inner = `(select ${select} from ${target} ${where} ${buildOrder(query.get('order'), '_t')} ${buildLimit(query)}) _s`;
  const prefer = parsePrefer(headerValue(req, 'prefer'));
  const { result, total } = await db.withClaims(caller.role, caller.claims, async (tx) => {
    const [row] = await tx.query<ResultRow>(aggregate(inner, '_s.*'), params.values);
    let count: number | null = null;
    if (prefer.get('count') === 'exact') {
      const [c] = await tx.query<{ n: number }>(
        `select count(*)::int as n from ${target} ${where}`,
        params.values,
      );
      count = c?.n ?? 0;
    }
    return { result: row!, total: count };
  });
  const offset = Number(query.get('offset') ?? 0);
  respond(req, res, 200, result, { 'content-range': contentRange(offset, result.n, total) }, !head);
}

async function handleInsert(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  caller: Caller,
  table: string,
  query: URLSearchParams,
  body: unknown,
) {
  const rows = bodyRows(body);
  const prefer = parsePrefer(headerValue(req, 'prefer'));
  const returnBody = prefer.get('return') === 'representation';
  const columnsParam = query.get('columns');
  const allColumns = columnsParam
    ? columnsParam
        .split(',')
        .map((c) => c.trim().replace(/^"|"$/g, ''))
        .filter(Boolean)
    : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  // PostgREST fills keys a row lacks with NULL, unless `Prefer: missing=default` asks for the
  // column defaults; then rows are inserted in groups that share the same keys.
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  if (prefer.get('missing') === 'default' && rows.length > 1) {
    for (const row of rows) {
      const columns = allColumns.filter((c) => c in row);
      const key = JSON.stringify(columns);
      const group = groups.get(key) ?? { columns, rows: [] };
      group.rows.push(row);
      groups.set(key, group);
    }
  } else {
    groups.set('all', { columns: allColumns, rows });
  }
  const target = `${ident(SCHEMA)}.${ident(table)}`;
  const result = await db.withClaims(caller.role, caller.claims, async (tx) => {
    const parts: ResultRow[] = [];
    for (const { columns, rows: groupRows } of groups.values()) {
      const params = new Params();
      let statement: string;
      if (columns.length === 0) {
        statement = `insert into ${target} as _t default values`;
      } else {
        const cols = columns.map(ident).join(', ');
        statement = `insert into ${target} as _t (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(groupRows))}::text::json)`;
      }
      const resolution = prefer.get('resolution');
      if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
        const onConflict = query.get('on_conflict');
        const conflictColumns = onConflict
          ? onConflict
              .split(',')
              .map((c) => c.trim())
              .filter(Boolean)
          : await primaryKey(tx, table);
        if (conflictColumns.length === 0)
          throw pgrstError(400, 'PGRST100', 'on_conflict needs at least one column');
        const updates = columns.filter((c) => !conflictColumns.includes(c));
        statement +=
          resolution === 'ignore-duplicates' || updates.length === 0
            ? ` on conflict (${conflictColumns.map(ident).join(', ')}) do nothing`
            : ` on conflict (${conflictColumns.map(ident).join(', ')}) do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
      }
      parts.push(await runWrite(tx, statement, query, params, returnBody || wantsObject(req)));
    }
    if (parts.length === 1) return parts[0]!;
    const merged = parts.flatMap((p) => JSON.parse(p.body) as unknown[]);
    return {
      body: JSON.stringify(merged),
      first: merged.length ? JSON.stringify(merged[0]) : null,
      n: merged.length,
    };
  });
  respond(req, res, 201, result, {}, returnBody);
}

/**
 * RETURNING applies the table's SELECT policies, so it is only used when the caller asked for the rows:
 * a write-only policy must keep working with `return=minimal`, as in PostgREST.
 */
async function runWrite(
  tx: Queryable,
  statement: string,
  query: URLSearchParams,
  params: Params,
  needRows: boolean,
): Promise<ResultRow> {
  if (!needRows) {
    await tx.query(statement, params.values);
    return { body: '[]', first: null, n: 0 };
  }
  const select = buildSelectList(query.get('select'), '_w');
  const [row] = await tx.query<ResultRow>(
    `with _w as (${statement} returning _t.*) ${aggregate('_w', select)}`,
    params.values,
  );
  return row!;
}

async function handleUpdate(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  caller: Caller,
  table: string,
  query: URLSearchParams,
  body: unknown,
) {
  if (!isPlainObject(body)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  const prefer = parsePrefer(headerValue(req, 'prefer'));
  const returnBody = prefer.get('return') === 'representation';
  const columns = Object.keys(body);
  const params = new Params();
  const target = `${ident(SCHEMA)}.${ident(table)}`;
  const source = params.add(JSON.stringify(body));
  const where = buildWhere(query, '_t', params);
  const result = await db.withClaims(caller.role, caller.claims, async (tx) => {
    if (columns.length === 0) return { body: '[]', first: null, n: 0 };
    const sets = columns.map((c) => `${ident(c)} = _src.${ident(c)}`).join(', ');
    const statement = `update ${target} as _t set ${sets} from (select * from json_populate_record(null::${target}, ${source}::text::json)) as _src ${where}`;
    return runWrite(tx, statement, query, params, returnBody || wantsObject(req));
  });
  respond(req, res, returnBody ? 200 : 204, result, {}, returnBody);
}

async function handleDelete(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  caller: Caller,
  table: string,
  query: URLSearchParams,
) {
  const prefer = parsePrefer(headerValue(req, 'prefer'));
  const returnBody = prefer.get('return') === 'representation';
  const params = new Params();
  const where = buildWhere(query, '_t', params);
  const statement = `delete from ${ident(SCHEMA)}.${ident(table)} as _t ${where}`;
  const result = await db.withClaims(caller.role, caller.claims, (tx) =>
    runWrite(tx, statement, query, params, returnBody || wantsObject(req)),
  );
  respond(req, res, returnBody ? 200 : 204, result, {}, returnBody);
}

interface FunctionInfo extends Record<string, unknown> {
  retset: boolean;
  is_void: boolean;
  args: string;
}

async function handleRpc(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  caller: Caller,
  fn: string,
  body: unknown,
) {
  const args = body === undefined ? {} : body;
  if (!isPlainObject(args)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  const given = Object.keys(args);
  const { status, text } = await db.withClaims(caller.role, caller.claims, async (tx) => {
    const candidates = await tx.query<FunctionInfo>(
      `select p.proretset as retset, p.prorettype = 'void'::regtype as is_void,
          (select coalesce(json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.ord), '[]')::text
             from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes) with ordinality as a(type, name, mode, ord)
            where coalesce(a.mode, 'i') in ('i', 'b', 'v')) as args
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.proname = $2`,
      [SCHEMA, fn],
    );
    const match = candidates.find((c) => {
      const names = (JSON.parse(c.args) as { name: string | null }[]).map((a) => a.name);
      return given.every((g) => names.includes(g));
    });
    if (!match) {
      throw pgrstError(
        404,
        'PGRST202',
        `Could not find the function ${SCHEMA}.${fn}(${given.join(', ')}) in the schema cache`,
        'Searched for the function with the given parameter names',
      );
    }
    const declared = JSON.parse(match.args) as { name: string; type: string }[];
    const used = declared.filter((a) => given.includes(a.name));
    const values = used.length ? [JSON.stringify(args)] : [];
    // Postgres itself converts each JSON value to the declared argument type; type names come from
    // format_type(), never from the request.
    const source = used.length
      ? `json_to_record($1::text::json) as _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
      : '';
    const call = `${ident(SCHEMA)}.${ident(fn)}(${used.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')})`;
    if (match.is_void) {
      await tx.query(`select ${call} ${source ? `from ${source}` : ''}`, values);
      return { status: 204, text: null };
    }
    const from = `${source ? `${source}, lateral ` : ''}${call} as _x`;
    const sql = match.retset
      ? `select coalesce(json_agg(_x), '[]')::text as body from ${from}`
      : `select to_json(_x)::text as body from ${from}`;
    const [row] = await tx.query<{ body: string }>(sql, values);
    return { status: 200, text: row?.body ?? 'null' };
  });
  if (text === null) return sendEmpty(res, status);
  sendJson(res, status, text);
}

/** PostgREST subset under /rest/v1 for the public schema; every statement runs as the caller's role. */
export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  caller: Caller,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const anonymous = caller.role === 'anon';
  try {
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        decodePathSegment(segment, () =>
          pgrstError(400, 'PGRST125', 'Invalid path specified in request URL'),
        ),
      );
    const method = req.method ?? 'GET';
    const readJson = async () =>
      parseJson(await readBody(req), () => pgrstError(400, 'PGRST102', 'Empty or invalid json'));
    if (segments[0] === 'rpc' && segments.length === 2) {
      if (method !== 'POST')
        throw pgrstError(405, 'PGRST101', 'Only POST is supported for functions here');
      checkProfile(req, 'content-profile');
      return await handleRpc(req, res, db, caller, segments[1]!, await readJson());
    }
    if (segments.length !== 1)
      throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
    const table = segments[0]!;
    switch (method) {
      case 'GET':
      case 'HEAD':
        checkProfile(req, 'accept-profile');
        return await handleRead(req, res, db, caller, table, query, method === 'HEAD');
      case 'POST':
        checkProfile(req, 'content-profile');
        return await handleInsert(req, res, db, caller, table, query, await readJson());
      case 'PATCH':
        checkProfile(req, 'content-profile');
        return await handleUpdate(req, res, db, caller, table, query, await readJson());
      case 'DELETE':
        checkProfile(req, 'content-profile');
        return await handleDelete(req, res, db, caller, table, query);
      default:
        throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
  } catch (err) {
    if (err instanceof RangeError) throw pgrstError(400, 'PGRST100', err.message);
    throw toRestError(err, anonymous);
  }
}

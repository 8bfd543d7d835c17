import type { Statement } from '../db/types.ts';
import { isPlainObject } from '../http.ts';
import { pgrstError } from './errors.ts';
import { buildWhere } from './query.ts';
import {
  NO_ROWS,
  respond,
  runAsCaller,
  SCHEMA,
  writeResult,
  writeStatement,
  type RestRequest,
  type ResultRow,
} from './request.ts';
import { ident, Params } from './sql.ts';

// Read before the caller's transaction, as PostgREST reads keys from its schema cache: the catalog
// is not the caller's data, and the write itself then travels in one round trip.
async function primaryKey({ db }: RestRequest, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select a.attname as name from pg_index i
       join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
     where i.indisprimary and n.nspname = $1 and c.relname = $2`,
    [SCHEMA, table],
  );
  return rows.map((r) => r.name);
}

/**
 * The rows of an insert body as PostgREST reads them (src/PostgREST/ApiRequest/Payload.hs,
 * payloadAttributes): one row per array element, so `[]` inserts nothing; without `?columns` every
 * element must be an object with the first one's keys; any other JSON value is taken as `[]`.
 */
function bodyRows(body: unknown, hasColumns: boolean): Record<string, unknown>[] {
  if (body === undefined) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  if (isPlainObject(body)) return [body];
  if (!Array.isArray(body)) return [];
  const keys = (row: unknown) =>
    isPlainObject(row) ? JSON.stringify(Object.keys(row).sort()) : null;
  const first = keys(body[0]);
  if (!body.every((row) => isPlainObject(row) && (hasColumns || keys(row) === first)))
    throw pgrstError(400, 'PGRST102', 'All object keys must match');
  return body as Record<string, unknown>[];
}

function commaList(text: string, clean: (name: string) => string): string[] {
  return text.split(',').map(clean).filter(Boolean);
}

/**
 * PostgREST fills keys a row lacks with NULL, unless `Prefer: missing=default` asks for the column
 * defaults; then rows are inserted in groups that share the same keys.
 */
function insertGroups(
  { query, prefer }: RestRequest,
  rows: Record<string, unknown>[],
): { columns: string[]; rows: Record<string, unknown>[] }[] {
  const columnsParam = query.get('columns');
  const allColumns = columnsParam
    ? commaList(columnsParam, (c) => c.trim().replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  if (prefer.get('missing') !== 'default' || rows.length <= 1) {
    return [{ columns: allColumns, rows }];
  }
  const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const columns = allColumns.filter((c) => c in row);
    const key = JSON.stringify(columns);
    const group = groups.get(key) ?? { columns, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** `Prefer: resolution=merge-duplicates|ignore-duplicates`: the upsert's ON CONFLICT clause. */
async function onConflict(request: RestRequest, table: string, columns: string[]): Promise<string> {
  const { query, prefer } = request;
  const resolution = prefer.get('resolution');
  if (resolution !== 'merge-duplicates' && resolution !== 'ignore-duplicates') return '';
  const onConflictParam = query.get('on_conflict');
  const conflictColumns = onConflictParam
    ? commaList(onConflictParam, (c) => c.trim())
    : await primaryKey(request, table);
  if (conflictColumns.length === 0)
    throw pgrstError(400, 'PGRST100', 'on_conflict needs at least one column');
  const updates = columns.filter((c) => !conflictColumns.includes(c));
  const target = conflictColumns.map(ident).join(', ');
  return resolution === 'ignore-duplicates' || updates.length === 0
    ? ` on conflict (${target}) do nothing`
    : ` on conflict (${target}) do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
}

export async function handleInsert(request: RestRequest, table: string, body: unknown) {
  const groups = insertGroups(request, bodyRows(body, request.query.has('columns')));
  const target = `${ident(SCHEMA)}.${ident(table)}`;
  const statements: Statement[] = [];
  for (const { columns, rows } of groups) {
    const params = new Params();
    let statement: string;
    if (columns.length === 0) {
      // No columns: one row of defaults per element, none for `[]` (PostgREST's fromJsonBodyF in
      // src/PostgREST/Query/SqlFragment.hs selects no columns from json_array_elements).
      statement = `insert into ${target} as _t select from json_array_elements(${params.add(JSON.stringify(rows))}::text::json)`;
    } else {
      const cols = columns.map(ident).join(', ');
      statement = `insert into ${target} as _t (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::text::json)`;
    }
    statement += await onConflict(request, table, columns);
    statements.push(writeStatement(request, statement, params));
  }
  const parts = (await runAsCaller(request, statements)).map((rows) => writeResult(request, rows));
  let result: ResultRow = parts[0]!;
  if (parts.length > 1) {
    const merged = parts.flatMap((p) => JSON.parse(p.body) as unknown[]);
    result = { body: JSON.stringify(merged), n: merged.length };
  }
  respond(request, 201, result, {}, request.returnRows);
}

/**
 * PATCH reads its body as an insert does (payloadAttributes): `[]` or any other non-object value has
 * no columns, and PostgREST answers an update without columns with `SELECT … WHERE false`
 * (src/PostgREST/Query/QueryBuilder.hs, mutatePlanToQuery Update): nothing changes. An array of
 * objects with the same keys updates from its rows (json_populate_recordset, as PostgREST).
 */
export async function handleUpdate(request: RestRequest, table: string, body: unknown) {
  const rows = bodyRows(body, false);
  const columns = rows.length ? Object.keys(rows[0]!) : [];
  const params = new Params();
  const target = `${ident(SCHEMA)}.${ident(table)}`;
  const source = params.add(JSON.stringify(rows));
  const where = buildWhere(request.query, '_t', params);
  let result = NO_ROWS;
  if (columns.length > 0) {
    const sets = columns.map((c) => `${ident(c)} = _src.${ident(c)}`).join(', ');
    const statement = `update ${target} as _t set ${sets} from (select * from json_populate_recordset(null::${target}, ${source}::text::json)) as _src ${where}`;
    const [rows] = await runAsCaller(request, [writeStatement(request, statement, params)]);
    result = writeResult(request, rows);
  }
  respond(request, request.returnRows ? 200 : 204, result, {}, request.returnRows);
}

export async function handleDelete(request: RestRequest, table: string) {
  const params = new Params();
  const where = buildWhere(request.query, '_t', params);
  const statement = `delete from ${ident(SCHEMA)}.${ident(table)} as _t ${where}`;
  const [rows] = await runAsCaller(request, [writeStatement(request, statement, params)]);
  const result = writeResult(request, rows);
  respond(request, request.returnRows ? 200 : 204, result, {}, request.returnRows);
}

import { isPlainObject, sendEmpty, sendJson } from '../http.ts';
import { pgrstError } from './errors.ts';
import { asCaller, SCHEMA, type RestRequest } from './request.ts';
import { ident } from './sql.ts';

interface FunctionInfo extends Record<string, unknown> {
  retset: boolean;
  is_void: boolean;
  args: string;
}

/** POST /rpc/<fn>: calls a function of the public schema with named arguments from the body. */
export async function handleRpc(request: RestRequest, fn: string, body: unknown) {
  const args = body === undefined ? {} : body;
  if (!isPlainObject(args)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  const given = Object.keys(args);
  const { status, text } = await asCaller(request, async (tx) => {
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
  if (text === null) return sendEmpty(request.res, status);
  sendJson(request.res, status, text);
}

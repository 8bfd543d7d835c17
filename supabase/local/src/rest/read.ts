import { buildLimit, buildOrder, buildSelectList, buildWhere } from './query.ts';
import {
  aggregate,
  respond,
  runAsCaller,
  SCHEMA,
  type RestRequest,
  type ResultRow,
} from './request.ts';
import { ident, Params } from './sql.ts';

function contentRange(offset: number, n: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return n === 0 ? `*/${totalText}` : `${offset}-${offset + n - 1}/${totalText}`;
}

/** GET (and HEAD: the same headers, no body) on a table or view. */
export async function handleRead(request: RestRequest, table: string, head: boolean) {
  const { query, prefer } = request;
  const params = new Params();
  const target = `${ident(SCHEMA)}.${ident(table)} as _t`;
  const where = buildWhere(query, '_t', params);
  const select = buildSelectList(query.get('select'), '_t');
  const inner = `(select ${select} from ${target} ${where} ${buildOrder(query.get('order'), '_t')} ${buildLimit(query)}) _s`;
  const exactCount = prefer.get('count') === 'exact';
  const [rows, counted] = await runAsCaller(request, [
    { sql: aggregate(inner, '_s.*'), params: params.values },
    ...(exactCount
      ? [{ sql: `select count(*)::int as n from ${target} ${where}`, params: params.values }]
      : []),
  ]);
  const result = rows![0] as ResultRow;
  const total = exactCount ? ((counted?.[0]?.n as number | undefined) ?? 0) : null;
  const offset = Number(query.get('offset') ?? 0);
  respond(request, 200, result, { 'content-range': contentRange(offset, result.n, total) }, !head);
}

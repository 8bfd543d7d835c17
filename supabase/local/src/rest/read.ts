import { buildLimit, buildOrder, buildSelectList, buildWhere } from './query.ts';
import {
  aggregate,
  asCaller,
  respond,
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
  const { result, total } = await asCaller(request, async (tx) => {
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
  respond(request, 200, result, { 'content-range': contentRange(offset, result.n, total) }, !head);
}

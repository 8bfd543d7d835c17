import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller, Database, Row, Statement } from '../db/types.ts';
import { headerValue, sendEmpty, sendJson } from '../http.ts';
import { pgrstError } from './errors.ts';
import { buildSelectList, parsePrefer } from './query.ts';
import type { Params } from './sql.ts';

export const SCHEMA = 'public';
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

/** One REST request as every handler sees it: read once here, passed as one object. */
export interface RestRequest {
  req: IncomingMessage;
  res: ServerResponse;
  db: Database;
  caller: Caller;
  query: URLSearchParams;
  /** The `Prefer` header's settings (`return`, `count`, `resolution`, `missing`). */
  prefer: Map<string, string>;
  /** `Prefer: return=representation`: the written rows are answered. */
  returnRows: boolean;
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, answered as an object. */
  wantsObject: boolean;
}

export function restRequest(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  caller: Caller,
  query: URLSearchParams,
): RestRequest {
  const prefer = parsePrefer(headerValue(req, 'prefer'));
  return {
    req,
    res,
    db,
    caller,
    query,
    prefer,
    returnRows: prefer.get('return') === 'representation',
    wantsObject: (headerValue(req, 'accept') ?? '').includes(OBJECT_MEDIA),
  };
}

/** What one statement's rows come back as: the JSON array Postgres built, and how many. */
export interface ResultRow extends Record<string, unknown> {
  body: string;
  n: number;
}

export const NO_ROWS: ResultRow = { body: '[]', n: 0 };

/** Statements known in advance, in one transaction as the caller, sent at once (Database.runAs). */
export function runAsCaller(request: RestRequest, statements: Statement[]): Promise<Row[][]> {
  return request.db.runAs(request.caller.role, request.caller.claims, statements);
}

/** The rows as one JSON array built by Postgres (PostgREST's json_agg), and their count. */
export function aggregate(inner: string, select: string): string {
  return `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${select} from ${inner}) _r`;
}

export function respond(
  { res, wantsObject }: RestRequest,
  status: number,
  result: ResultRow,
  extraHeaders: Record<string, string>,
  returnBody: boolean,
): void {
  if (wantsObject) {
    if (result.n !== 1) {
      throw pgrstError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${result.n} rows`,
      );
    }
    if (!returnBody) return sendEmpty(res, status, extraHeaders);
    // The one row: json_agg writes a single element as `[` + the row's JSON + `]`.
    return sendJson(res, status, result.body.slice(1, -1), {
      ...extraHeaders,
      'content-type': `${OBJECT_MEDIA}; charset=utf-8`,
    });
  }
  if (!returnBody) return sendEmpty(res, status, extraHeaders);
  return sendJson(res, status, result.body, extraHeaders);
}

/**
 * A write as the statement to run. RETURNING applies the table's SELECT policies, so it is only
 * used when the caller asked for the rows: a write-only policy must keep working with
 * `return=minimal`, as in PostgREST.
 */
export function writeStatement(request: RestRequest, statement: string, params: Params): Statement {
  if (!request.returnRows && !request.wantsObject) return { sql: statement, params: params.values };
  const select = buildSelectList(request.query.get('select'), '_w');
  return {
    sql: `with _w as (${statement} returning _t.*) ${aggregate('_w', select)}`,
    params: params.values,
  };
}

/** What writeStatement's rows answer. */
export function writeResult(request: RestRequest, rows: Row[] | undefined): ResultRow {
  if (!request.returnRows && !request.wantsObject) return NO_ROWS;
  return rows![0] as ResultRow;
}

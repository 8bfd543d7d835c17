import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller, Database } from '../db/types.ts';
import { decodePathSegment, headerValue, parseJson, readBody } from '../http.ts';
import { pgrstError, toRestError } from './errors.ts';
import { handleRead } from './read.ts';
import { restRequest, SCHEMA } from './request.ts';
import { handleRpc } from './rpc.ts';
import { handleDelete, handleInsert, handleUpdate } from './write.ts';

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

function pathSegments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      decodePathSegment(segment, () =>
        pgrstError(400, 'PGRST125', 'Invalid path specified in request URL'),
      ),
    );
}

/** What the gateway hands the REST layer: the request, who is calling, and the path under /rest/v1. */
interface RestCall {
  req: IncomingMessage;
  res: ServerResponse;
  db: Database;
  caller: Caller;
  path: string;
  query: URLSearchParams;
}

/** PostgREST subset under /rest/v1 for the public schema; every statement runs as the caller's role. */
export async function handleRest({ req, res, db, caller, path, query }: RestCall): Promise<void> {
  const anonymous = caller.role === 'anon';
  try {
    const segments = pathSegments(path);
    const method = req.method ?? 'GET';
    const request = restRequest(req, res, db, caller, query);
    const readJson = async () =>
      parseJson(await readBody(req), () => pgrstError(400, 'PGRST102', 'Empty or invalid json'));
    if (segments[0] === 'rpc' && segments.length === 2) {
      if (method !== 'POST')
        throw pgrstError(405, 'PGRST101', 'Only POST is supported for functions here');
      checkProfile(req, 'content-profile');
      return await handleRpc(request, segments[1]!, await readJson());
    }
    if (segments.length !== 1)
      throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
    const table = segments[0]!;
    switch (method) {
      case 'GET':
      case 'HEAD':
        checkProfile(req, 'accept-profile');
        return await handleRead(request, table, method === 'HEAD');
      case 'POST':
        checkProfile(req, 'content-profile');
        return await handleInsert(request, table, await readJson());
      case 'PATCH':
        checkProfile(req, 'content-profile');
        return await handleUpdate(request, table, await readJson());
      case 'DELETE':
        checkProfile(req, 'content-profile');
        return await handleDelete(request, table);
      default:
        throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
  } catch (err) {
    if (err instanceof RangeError) throw pgrstError(400, 'PGRST100', err.message);
    throw toRestError(err, anonymous);
  }
}

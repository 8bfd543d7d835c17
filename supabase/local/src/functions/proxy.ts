import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { verifyJwt, type JwtKeys } from '../auth/jwt.ts';
import { forwardedFor } from '../client-ip.ts';
import { bearerToken, HttpError, MAX_BODY_BYTES } from '../http.ts';

export interface FunctionsProxyOptions {
  runtimeUrl: () => string | null;
  withoutJwt: Set<string>;
  /** The project's signing keys ([auth] signing_keys_path): their tokens are valid JWTs too. */
  jwtKeys: JwtKeys;
  /** Proxies of our own in front of the gateway (see clientIp). Default 0: the gateway is the edge. */
  trustedProxies?: number;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);

/**
 * /functions/v1/<name>/<rest> → the Deno runtime. Like hosted Supabase, a valid JWT (anon key or a
 * user's token) is required unless config.toml sets verify_jwt = false for that function.
 */
export function createFunctionsProxy(options: FunctionsProxyOptions) {
  return async function proxyFunction(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    search: string,
  ): Promise<void> {
    const name = path.split('/').filter(Boolean)[0] ?? '';
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) {
      throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    // A CORS preflight carries no credentials; the function answers it with its own policy.
    if (!options.withoutJwt.has(name) && req.method !== 'OPTIONS') {
      const token = bearerToken(req);
      const verified = token ? verifyJwt(token, options.jwtKeys) : null;
      if (!verified?.ok) {
        throw new HttpError(401, {
          code: 401,
          msg: token ? 'Invalid JWT' : 'Missing authorization header',
          message: token ? 'Invalid JWT' : 'Missing authorization header',
        });
      }
    }
    // Bodies the gateway would never accept elsewhere are refused before they reach Deno (each
    // function enforces its own, smaller limit).
    const tooLarge = () =>
      new HttpError(413, { code: 'request_too_large', message: 'Request body too large' });
    // Whatever the answer, the rest of the request is drained so the client is not reset mid-send.
    res.on('finish', () => {
      if (!req.complete) req.resume();
    });
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw tooLarge();
    const base = options.runtimeUrl();
    if (!base) {
      throw new HttpError(503, {
        code: 'BOOT_ERROR',
        message: 'The functions runtime is not running (started with functions disabled)',
      });
    }
    const headers: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(key)) headers[key] = value;
    }
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    // Functions throttle per client address, as on hosted Supabase, where the gateway sets this.
    headers['x-forwarded-for'] = forwardedFor(req, options.trustedProxies);
    delete headers['x-real-ip'];
    await new Promise<void>((resolve, reject) => {
      const upstream = request(
        `${base}${path}${search}`,
        { method: req.method, headers },
        (answer) => {
          const out: Record<string, string | string[]> = {};
          for (const [key, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(key)) out[key] = value;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('close', resolve);
          answer.on('error', reject);
        },
      );
      upstream.on('error', () => {
        // A function may answer (e.g. 413) before it has read the whole body; its answer stands.
        if (res.headersSent) return;
        reject(
          new HttpError(503, {
            code: 'BOOT_ERROR',
            message: 'The functions runtime is not reachable',
          }),
        );
      });
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES && !res.headersSent) {
          upstream.destroy();
          reject(tooLarge());
        }
      });
      req.pipe(upstream);
    });
  };
}

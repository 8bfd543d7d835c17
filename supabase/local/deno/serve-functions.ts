// Runs every edge function of supabase/functions in one Deno process for the local backend.
// Each function module exports `handler(req: Request): Response | Promise<Response>` and only calls
// Deno.serve itself when it is the main module, so importing it here starts nothing.
// The gateway forwards /functions/v1/<name>/<rest> to http://127.0.0.1:<port>/<name>/<rest>.

const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? '54327');
const functionsDir = Deno.env.get('FUNCTIONS_DIR');
if (!functionsDir) throw new Error('FUNCTIONS_DIR is not set');

type Handler = (req: Request) => Response | Promise<Response>;
const loaded = new Map<string, Promise<Handler>>();

function load(name: string): Promise<Handler> {
  let pending = loaded.get(name);
  if (!pending) {
    const url = new URL(`file://${functionsDir}/${name}/index.ts`);
    pending = import(url.href).then((mod: Record<string, unknown>) => {
      const handler = mod.handler ?? mod.default;
      if (typeof handler !== 'function')
        throw new Error(`${name}/index.ts does not export a handler`);
      return handler as Handler;
    });
    // A failed import (syntax error) is retried on the next request instead of being cached.
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

Deno.serve(
  {
    port,
    hostname: '127.0.0.1',
    onListen: () => console.log(`functions runtime listening on ${port}`),
  },
  async (req) => {
    const name = new URL(req.url).pathname.split('/')[1] ?? '';
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name))
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    // A function already loaded is not looked up on disk again for every call.
    if (!loaded.has(name)) {
      try {
        await Deno.stat(`${functionsDir}/${name}/index.ts`);
      } catch {
        return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      }
    }
    let handler: Handler;
    try {
      handler = await load(name);
    } catch (err) {
      console.error(`[functions] ${name} failed to load:`, err);
      return json(503, {
        code: 'BOOT_ERROR',
        message: 'Function failed to start (please check logs)',
      });
    }
    try {
      const response = await handler(req);
      // A function may answer (413, 401) without reading the body; the rest is read and dropped
      // before answering (the gateway caps it at 1 MB), or closing the connection with unread
      // bytes resets it and the gateway loses the answer.
      if (req.body && !req.bodyUsed) await req.body.pipeTo(new WritableStream()).catch(() => {});
      return response;
    } catch (err) {
      console.error(`[functions] ${name} threw:`, err);
      return json(500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
  },
);

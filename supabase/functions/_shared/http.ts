import { corsHeaders, preflight } from './cors.ts';

const MAX_BODY_BYTES = 64 * 1024;

/** A failure whose message is safe and useful to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'bad_request',
  ) {
    super(message);
  }
}

export function badInput(message: string): HttpError {
  return new HttpError(400, message, 'invalid_input');
}

export function json(
  req: Request,
  status: number,
  body: unknown,
  extra: HeadersInit = {},
): Response {
  const headers = new Headers(extra);
  for (const [key, value] of Object.entries(corsHeaders(req))) headers.set(key, value);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

function errorResponse(req: Request, error: unknown): Response {
  if (error instanceof HttpError) {
    return json(req, error.status, { error: error.message, code: error.code });
  }
  const stripeType = (error as { type?: unknown } | null)?.type;
  if (stripeType === 'StripeConnectionError' || stripeType === 'StripeAPIError') {
    console.error('Stripe unavailable:', error instanceof Error ? error.message : error);
    return json(req, 503, {
      error: 'Billing is temporarily unavailable. Please try again shortly.',
      code: 'billing_unavailable',
    });
  }
  console.error(error);
  return json(req, 500, {
    error: 'Something went wrong on our side. Please try again.',
    code: 'internal',
  });
}

/** Reads a JSON object body within the size limit; an absent body gives {}. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES)
    throw new HttpError(413, 'Request body is too large.', 'too_large');
  const text = await readLimitedText(req);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badInput('Request body must be valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badInput('Request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

export async function readLimitedText(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, 'Request body is too large.', 'too_large');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(all);
  } catch {
    throw badInput('Request body must be UTF-8 text.');
  }
}

type Handler = (req: Request) => Promise<Response>;

/** Wraps a handler with preflight, method check and uniform error answers. */
export function endpoint(methods: string[], run: Handler): Handler {
  return async (req) => {
    const early = preflight(req);
    if (early) return early;
    if (!methods.includes(req.method)) {
      return json(
        req,
        405,
        {
          error: `Method ${req.method} is not allowed; use ${methods.join(' or ')}.`,
          code: 'method_not_allowed',
        },
        { Allow: [...methods, 'OPTIONS'].join(', ') },
      );
    }
    try {
      return await run(req);
    } catch (error) {
      return errorResponse(req, error);
    }
  };
}

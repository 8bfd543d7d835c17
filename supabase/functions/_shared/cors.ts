import { env, siteUrl } from './env.ts';
import { withoutTrailing } from './text.ts';

// Local dev and preview ports of the site; hosted deployments add theirs through SITE_URL or
// ALLOWED_ORIGINS (comma separated).
const DEV_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

function allowedOrigins(): Set<string> {
  const origins = new Set<string>(DEV_ORIGINS);
  try {
    origins.add(new URL(siteUrl()).origin);
  } catch {
    // A malformed SITE_URL simply adds nothing.
  }
  for (const extra of (env('ALLOWED_ORIGINS') ?? '').split(',')) {
    const trimmed = extra.trim();
    if (trimmed) origins.add(withoutTrailing(trimmed, '/'));
  }
  return origins;
}

export function corsHeaders(req: Request): Record<string, string> {
  const origin = req.headers.get('origin');
  const headers: Record<string, string> = {
    Vary: 'Origin',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    'Access-Control-Max-Age': '86400',
  };
  if (origin && allowedOrigins().has(origin)) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}

/** Answers a CORS preflight; null when the request is not one. */
export function preflight(req: Request): Response | null {
  if (req.method !== 'OPTIONS') return null;
  return new Response(null, { status: 204, headers: corsHeaders(req) });
}

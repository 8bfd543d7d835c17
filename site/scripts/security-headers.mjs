// The security headers of every response, shared by the local static server (serve.mjs) and the
// `_headers` file postbuild writes for production static hosts (Netlify / Cloudflare Pages format),
// so both send the same policy.
import { createHash } from 'node:crypto';

export const baseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Headers only a host on HTTPS may send (a loopback server must not pin HSTS on 127.0.0.1). */
export const httpsHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
};

/**
 * A page's Content-Security-Policy. React Router's hydration scripts are inline: each page's own
 * scripts are allowed by hash instead of 'unsafe-inline'. JSON-LD blocks are data, not scripts.
 */
export function contentSecurityPolicy(html, supabaseUrl, { upgradeInsecureRequests = false } = {}) {
  const hashes = [
    ...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1])
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${supabaseUrl}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

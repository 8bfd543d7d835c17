// The security headers of every response. postbuild writes them into `_headers` (Cloudflare Pages,
// Netlify) and the nginx configuration; the local server (serve.mjs) sends what `_headers` says,
// so every host sends the same policy.
import { afterPaintScriptHash } from './after-paint.mjs';
import { speculationRulesHash } from './static-page.mjs';
import { storedWelcomeScriptHash } from './stored-welcome.mjs';

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
 * The Content-Security-Policy of every page. Pages carry no inline scripts of their own (postbuild
 * moves them into /assets/inline/, see static-hosts.mjs), so one short policy allows scripts from
 * the site only, with no per-page hashes: it fits Cloudflare Pages' 2,000-character `_headers`
 * line and a constant nginx `add_header`. The exceptions are the same on every page and in every
 * build, each allowed by its one hash: the content pages' after-paint starter (after-paint.mjs)
 * and the dashboard's welcome line filled before its first paint (stored-welcome.mjs).
 * JSON-LD blocks are data, not scripts; speculation rules are allowed by their hash.
 * Styles allow inline `style` attributes and the content pages' inline rules (critical-css.mjs);
 * `connect-src` allows the Supabase URL the build was made for.
 * @param {string} supabaseUrl
 */
export function contentSecurityPolicy(supabaseUrl) {
  return [
    "default-src 'self'",
    // Speculation rules stay inline (a rules block cannot be a file without a header of its
    // own); the keyword allows inline rules only, never an inline script, but Chrome ignores it
    // once a hash is listed, so the rules' own hash follows it. The hashed texts are the same
    // on every page and in every build.
    `script-src 'self' 'inline-speculation-rules' ${afterPaintScriptHash} ${storedWelcomeScriptHash} ${speculationRulesHash}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${new URL(supabaseUrl).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

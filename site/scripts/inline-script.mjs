// The build's inline scripts (after-paint.mjs, stored-welcome.mjs, and static-page.mjs's speculation
// rules) are each the same text on every page and in every build, so the Content-Security-Policy
// (security-headers.mjs) allows each one by its hash and stays one short constant line on every
// host. They are made here so that the text a page carries and the hash the policy lists are
// always computed from the same string.
import { createHash } from 'node:crypto';
import { minifySync } from 'vite';

/**
 * @param {string} text an inline script's exact text
 * @returns {string} its CSP source expression, e.g. `'sha256-…'`
 */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * A function run as an inline script on its own element: its source, minified, called with
 * `document.currentScript`, and that text's hash.
 * @param {string} name a file name for the minifier's messages
 * @param {(script: HTMLScriptElement) => void} run the function, self-contained (only its text is kept)
 * @returns {{ code: string, hash: string }}
 */
export function inlineScript(name, run) {
  const code = minifySync(name, `(${run.toString()})(document.currentScript)`, {
    compress: true,
    mangle: true,
  }).code.trim();
  return { code, hash: cspHash(code) };
}

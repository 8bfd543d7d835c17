// The dashboard's welcome line ('Welcome back, <e-mail>') is its first view's largest text, so its
// Largest Contentful Paint. Filled by the island script after the first paint, the line was painted
// afresh by the dashboard's part once its JavaScript had run (LCP 3.1–3.6 s in the bench, render
// delay 87 %). This inline script, placed right after the line's slot in the prerendered page,
// fills it from the session auth-js keeps in this browser before the page first paints, so the
// line is in the first paint and the part's same line, the same size, is no new candidate. The
// page's HTML holds no user data: the address comes from this browser's storage, as the part reads
// it (account/storedSession.ts's storedEmail, which its check holds to the same answers).
//
// Its text is the same on every page and in every build, so one hash in the Content-Security-Policy
// allows it (security-headers.mjs), as the after-paint starter's.
import { inlineScript } from './inline-script.mjs';

/** @param {HTMLScriptElement} script this inline script, right after the slot */
function fillStoredWelcome(script) {
  const slot = script.previousElementSibling;
  const text = slot?.getAttribute('data-welcome');
  const line = slot?.firstElementChild;
  if (!text || !line) return;
  try {
    const keys = Object.keys(localStorage).filter(
      (key) => key.startsWith('sb-') && key.endsWith('-auth-token'),
    );
    if (keys.length !== 1) return;
    const stored = JSON.parse(localStorage.getItem(keys[0]) ?? 'null');
    const email = stored && typeof stored === 'object' ? stored.user?.email : null;
    // As text, never as markup.
    if (typeof email === 'string' && email) line.textContent = text.replace('{email}', email);
  } catch {
    // Storage blocked or a broken value: the line stays 'Loading...' until the part decides.
  }
}

/**
 * The inline script's text (the function above, minified, called on its own element) and its CSP
 * source expression.
 */
export const { code: storedWelcomeScript, hash: storedWelcomeScriptHash } = inlineScript(
  'stored-welcome.js',
  fillStoredWelcome,
);

/** The slot as DashboardFirstView prerenders it: the line inside an element naming its text. */
const welcomeSlot = /<div data-welcome="[^"]*">[^]*?<\/div>/;

/**
 * @param {string} html a prerendered page
 * @returns {string} the page with the script right after its welcome slot, if it has one
 */
export function withStoredWelcome(html) {
  return html.replace(welcomeSlot, (slot) => `${slot}<script>${storedWelcomeScript}</script>`);
}

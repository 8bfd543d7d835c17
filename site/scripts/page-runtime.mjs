// How each prerendered page runs: content (its HTML, CSS and the island script, app/islands) or
// content around one acting part that starts React alone (app/acting), and which pages are the
// account pages. Each is declared once, where the page is made:
//
// - A route module that renders `<ActingPart part={…}>` (app/acting/ActingPart.tsx) gives its page
//   that part; every other page is content, the default a new route gets. The declaration reaches
//   the build in the prerendered HTML (`data-acting-part="<name>"`); the postbuild reads it there
//   and writes build/page-runtimes.json for what runs after it (tests, bench, e2e).
// - A part is `app/acting/<name>.start.ts`: every such file is built alone, a Vite build of its
//   own (acting-parts.mjs), with no list to keep.
// - The account pages (noindex, prerendered as a shell whose part renders from the browser's
//   session, never prerendered by speculation rules) are app/content/accountPaths.json, which the
//   site's content reads too.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import accountPathsByLang from '../app/content/accountPaths.json' with { type: 'json' };

/** Every account page, both languages. */
export const accountPaths = Object.values(accountPathsByLang).flat();

const suffix = '.start.ts';

/**
 * @param {string} siteDir the site's sources
 * @returns {string[]} the name of every acting part (each `app/acting/<name>.start.ts`)
 */
export function partNames(siteDir) {
  return readdirSync(path.join(siteDir, 'app/acting'))
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length));
}

/** The module that starts an acting part, relative to the site. */
export const partEntry = (part) => `app/acting/${part}${suffix}`;

/**
 * @param {string} html a prerendered page
 * @returns {string | null} the acting part its route module rendered, if any (one at most)
 */
export function partInPage(html) {
  const parts = [...html.matchAll(/ data-acting-part="([\w-]+)"/g)].map((match) => match[1]);
  if (parts.length > 1) throw new Error(`page-runtime: a page has one acting part, not ${parts}`);
  return parts[0] ?? null;
}

const manifestFile = fileURLToPath(new URL('../build/page-runtimes.json', import.meta.url));

/** @param {Record<string, string>} parts each page that acts, by route: its part's name */
export function writePageRuntimes(parts) {
  writeFileSync(manifestFile, `${JSON.stringify(parts, null, 2)}\n`);
}

/** @type {Record<string, string> | undefined} */
let built;
/** @returns {Record<string, string>} each page that acts in the last build, by route */
function actingParts() {
  built ??= JSON.parse(readFileSync(manifestFile, 'utf8'));
  return built;
}

/** Every page that starts React, as the last build made them. */
export const actingPaths = () => Object.keys(actingParts());

const normalise = (pathname) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/**
 * @param {string} pathname a route path such as '/pricing' (a trailing slash is ignored)
 * @returns {string | null} the name of the page's acting part, if it has one
 */
export function partOf(pathname) {
  const path = normalise(pathname);
  return Object.hasOwn(actingParts(), path) ? actingParts()[path] : null;
}

/**
 * @param {string} pathname a route path such as '/toronto-seo' (a trailing slash is ignored)
 * @returns {'part' | 'content'} how the page at that path runs
 */
export function runtimeOf(pathname) {
  return partOf(pathname) === null ? 'content' : 'part';
}

/**
 * @param {string} pathname a route path such as '/toronto-seo' (a trailing slash is ignored)
 * @returns {boolean} whether the page at that path starts React (an acting part)
 */
export function hydrates(pathname) {
  return runtimeOf(pathname) !== 'content';
}

// The bench's two controls, pages that show how much of a figure is the page's own.
// - The empty page (`/bench-floor`): one paragraph, no stylesheet, no script. Lighthouse's TBT is
//   not zero even there: the renderer's commit of the navigation, slowed four times in the
//   simulation, is counted after the simulated first paint (see BENCH.md). Its runs, spread over
//   the bench run, give the machine's floor at that time.
// - A content page's bare twin (`/bench-bare/<route>`): the same built HTML with every script
//   removed (JSON-LD stays: it is data, not code), the page as HTML and CSS alone, which the issue
//   names as the limit a content page should come close to.
// The bench serves both from a copy of build/client, never from the build itself.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, serialize } from 'parse5';
import { pageFile } from './static-hosts.mjs';

export const floorPath = '/bench-floor';

export const floorHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>An empty page</title></head><body><p>An empty page.</p></body></html>';

/**
 * The routes the bench runs: every <loc> of the built sitemap, so it covers exactly what is
 * published, the French twins (/fr/…) with the English pages.
 */
export function sitemapRoutes(clientDir) {
  const xml = readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Where the bench serves a route's bare twin. */
export const barePath = (route) => `/bench-bare${route === '/' ? '/home' : route}`;

const keeps = (element) =>
  element.tagName !== 'script' ||
  element.attrs.some(({ name, value }) => name === 'type' && value === 'application/ld+json');

function strip(node) {
  if (!node.childNodes) return;
  node.childNodes = node.childNodes.filter((child) => !child.tagName || keeps(child));
  for (const child of node.childNodes) strip(child.content ?? child);
}

/** A built page as HTML and CSS alone: every element but its scripts (JSON-LD kept). */
export function bareTwin(html) {
  const document = parse(html);
  strip(document);
  return serialize(document);
}

/**
 * A copy of the build with the controls added; returns its directory and a function that removes
 * it.
 */
export function controlsRoot(clientDir, bareRoutes) {
  const root = mkdtempSync(path.join(tmpdir(), 'northbeam-bench-'));
  cpSync(clientDir, root, { recursive: true });
  writeFileSync(path.join(root, pageFile(floorPath)), floorHtml);
  for (const route of bareRoutes) {
    const file = path.join(root, pageFile(barePath(route)));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bareTwin(readFileSync(path.join(clientDir, pageFile(route)), 'utf8')));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

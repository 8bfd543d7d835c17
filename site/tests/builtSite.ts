import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const clientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../build/client',
);

/** A page's file: the home page is index.html, any other route `<route>.html`. */
export const htmlFile = (route: string) =>
  path.join(clientDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

export function readRoute(route: string): string {
  const file = htmlFile(route);
  if (!existsSync(file)) throw new Error(`${route} was not prerendered (${file} missing)`);
  return readFileSync(file, 'utf8');
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The visible text of a page's body, without scripts, as a reader (or a crawler) gets it. */
export function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decode(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^<>]+>/g, ' ')
      // Collapses layout whitespace only: no-break spaces (French typography) are text.
      .replace(/[ \t\r\n\f]+/g, ' '),
  );
}

/** The visible text of a page's `<main>`: what it says of its own, without header and footer. */
export function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < start) throw new Error('the page has no <main>');
  return bodyText(`<body>${html.slice(start, end)}`);
}

export const titleOf = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
export const descriptionOf = (html: string) =>
  decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
export const canonicalOf = (html: string) =>
  html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? '';

export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

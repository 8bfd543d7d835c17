// JavaScript a prerendered page loads before it is interactive: every chunk its HTML references
// (modulepreload links, module scripts, and the chunks its inline scripts preload or import),
// gzipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function referencedScripts(html) {
  const refs = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    refs.add(match[1]);
  for (const match of html.matchAll(/<script[^>]*src="([^"]+\.js)"/g)) refs.add(match[1]);
  // What a page's after-paint starter starts (after-paint.mjs): the island, and on a page that
  // acts its part's start file and the chunks that file imports.
  for (const [, attributes] of html.matchAll(/<script( data-[^>]*)>/g))
    for (const match of attributes.matchAll(/ data-(?:island|part|preload)="([^"]+)"/g))
      for (const src of match[1].split(' ')) refs.add(src);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) refs.add(match[1]);
  for (const match of html.matchAll(/from "([^"]+\.js)"/g)) refs.add(match[1]);
  for (const script of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const match of script[1].matchAll(/"(\/assets\/[^"]+\.js)"/g)) refs.add(match[1]);
  return [...refs];
}

/**
 * A page's HTML with the scripts postbuild moved out of it (/assets/inline/) put back inline, so
 * the chunks they import are found. Those scripts are the page's own data and bootstrap, not
 * chunks: they are not counted, as they were not while they were inline.
 */
export function withInlineScripts(clientDir, html) {
  return html.replace(
    /<script([^>]*) src="(\/assets\/inline\/[^"]+\.js)"><\/script>/g,
    (_, attributes, src) =>
      `<script${attributes}>${readFileSync(path.join(clientDir, src), 'utf8')}</script>`,
  );
}

export function jsBytes(clientDir, htmlFile) {
  const html = withInlineScripts(clientDir, readFileSync(htmlFile, 'utf8'));
  let raw = 0;
  let gzip = 0;
  for (const ref of referencedScripts(html)) {
    const body = readFileSync(path.join(clientDir, ref));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip, files: referencedScripts(html) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = path.resolve('build/client');
  for (const route of process.argv.slice(2)) {
    const file = path.join(
      client,
      route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`,
    );
    const { raw, gzip, files } = jsBytes(client, file);
    console.log(
      `${route}: ${files.length} chunks, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
    );
  }
}

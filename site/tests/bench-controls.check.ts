import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import {
  barePath,
  bareTwin,
  controlsRoot,
  floorHtml,
  sitemapRoutes,
} from '../scripts/bench-controls.mjs';
import { hydrates } from '../scripts/page-runtime.mjs';
import { englishPaths, frenchPaths } from '../app/content/publicRoutes';
import { bodyText, clientDir, readRoute } from './builtSite';

/**
 * The bench's controls (scripts/bench-controls.mjs): a content page's bare twin must be the same
 * page without its scripts, and the empty page must have nothing to do, or the figures the bench
 * prints beside the pages' would compare unlike things.
 */

type Node = DefaultTreeAdapterMap['node'];
const isElement = (node: Node): node is DefaultTreeAdapterMap['element'] => 'tagName' in node;

function elements(html: string) {
  const found: { tag: string; type?: string }[] = [];
  const walk = (node: Node) => {
    if (isElement(node))
      found.push({
        tag: node.tagName,
        type: node.attrs.find((attribute) => attribute.name === 'type')?.value,
      });
    const children = 'content' in node ? node.content : node;
    if ('childNodes' in children) for (const child of children.childNodes) walk(child);
  };
  walk(parse(html));
  return found;
}

describe('bench controls', () => {
  it.each(['/toronto-seo', '/', '/blog/1'])(
    'the bare twin of %s is the page without its scripts',
    (route) => {
      const html = readRoute(route);
      const twin = bareTwin(html);
      const scripts = (list: { tag: string; type?: string }[]) =>
        list.filter((element) => element.tag === 'script');
      // The built page has code (the island's starter, the speculation rules); the twin has none.
      expect(scripts(elements(html)).some((script) => script.type !== 'application/ld+json')).toBe(
        true,
      );
      expect(scripts(elements(twin)).map((script) => script.type)).toEqual(
        scripts(elements(html))
          .filter((script) => script.type === 'application/ld+json')
          .map((script) => script.type),
      );
      const others = (list: { tag: string }[]) =>
        list.filter((element) => element.tag !== 'script').map((element) => element.tag);
      expect(others(elements(twin))).toEqual(others(elements(html)));
      expect(bodyText(twin)).toBe(bodyText(html));
      expect(twin).toContain('<style');
    },
  );

  it('runs every public route, the French twins too, each French content page with its bare twin', () => {
    const routes = sitemapRoutes(clientDir);
    expect([...routes].sort()).toEqual([...englishPaths(), ...frenchPaths()].sort());
    expect(routes).toEqual(
      expect.arrayContaining(['/fr', '/fr/forfaits', '/fr/referencement-montreal']),
    );
    // Every French page is content now, pricing and contact too (their island modules).
    const content = frenchPaths().filter((route) => !hydrates(route));
    expect(content).toEqual(frenchPaths());
    expect(content).toEqual(
      expect.arrayContaining(['/fr/referencement-montreal', '/fr/forfaits', '/fr/nous-joindre']),
    );
    const controls = controlsRoot(clientDir, ['/fr', '/fr/referencement-montreal']);
    try {
      expect(readFileSync(path.join(controls.root, 'bench-bare/fr.html'), 'utf8')).toBe(
        bareTwin(readRoute('/fr')),
      );
      expect(
        readFileSync(path.join(controls.root, 'bench-bare/fr/referencement-montreal.html'), 'utf8'),
      ).toBe(bareTwin(readRoute('/fr/referencement-montreal')));
    } finally {
      controls.remove();
    }
  });

  it('the empty page has no stylesheet, no style and no script', () => {
    expect(elements(floorHtml).map((element) => element.tag)).toEqual([
      'html',
      'head',
      'meta',
      'meta',
      'title',
      'body',
      'p',
    ]);
  });

  it('serves the controls from a copy of the build, which it removes', () => {
    const controls = controlsRoot(clientDir, ['/toronto-seo', '/']);
    try {
      expect(readFileSync(path.join(controls.root, 'bench-floor.html'), 'utf8')).toBe(floorHtml);
      expect(barePath('/')).toBe('/bench-bare/home');
      expect(readFileSync(path.join(controls.root, 'bench-bare/toronto-seo.html'), 'utf8')).toBe(
        bareTwin(readRoute('/toronto-seo')),
      );
      expect(readFileSync(path.join(controls.root, 'toronto-seo.html'), 'utf8')).toBe(
        readRoute('/toronto-seo'),
      );
      expect(existsSync(path.join(clientDir, 'bench-floor.html'))).toBe(false);
    } finally {
      controls.remove();
    }
    expect(existsSync(controls.root)).toBe(false);
  });
});

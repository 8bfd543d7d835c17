import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandModules } from '../app/islands/modules';
import { clientDir } from './builtSite';

/*
 * The island script finds its enhancers through one registry (app/islands/modules.ts) by the
 * `data-module` names the prerendered markup carries. A name no entry answers would leave that
 * element without its behaviour, silently; an entry no page names is dead code in every page's
 * island.
 */
const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.html'),
);

function namesOn(html: string): string[] {
  return [...html.matchAll(/<[a-z][\w-]*\s[^>]*?\bdata-module="([^"]*)"/g)].flatMap((match) =>
    match[1]!.split(/\s+/).filter(Boolean),
  );
}

describe('the island modules named in the built pages', () => {
  const named = new Map<string, string>();
  for (const page of pages)
    for (const name of namesOn(readFileSync(path.join(clientDir, page), 'utf8')))
      if (!named.has(name)) named.set(name, page);

  it('each have their entry in the registry', () => {
    expect(pages.length).toBeGreaterThan(80);
    for (const [name, page] of named)
      expect(Object.keys(islandModules), `${page} names '${name}'`).toContain(name);
  });

  it('cover the registry: every entry is named by some page', () => {
    for (const name of Object.keys(islandModules)) expect([...named.keys()], name).toContain(name);
  });

  it('name the header’s menus, sheet and account links and the blog’s newsletter', () => {
    const home = namesOn(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
    expect(home).toEqual(expect.arrayContaining(['nav-menu', 'site-sheet', 'account-link']));
    expect(namesOn(readFileSync(path.join(clientDir, 'blog.html'), 'utf8'))).toEqual(
      expect.arrayContaining(['newsletter', 'newsletter-link']),
    );
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jsBytes } from '../scripts/js-budget.mjs';
import { clientDir } from './builtSite';

/*
 * What /auth and /dashboard load as they start, weighed on the build (each file gzipped at level
 * 9): the app shell (the SPA fallback's scripts, which build.check.ts holds to its own budget),
 * the route's module with the chunks it imports, and the chunks the page imports at once: the
 * route announcer and the toasts on both; on the dashboard the session (its machine and the
 * backend client, lib/supabase.ts) and its three lazy sections. /auth without a stored session
 * or an auth link loads no backend client (authClient.ts). `pnpm bench` measures the same pages in
 * Chromium (everything requested until idle, /dashboard signed in): its figures are these plus
 * the inline scripts the postbuild moved out of the page (1.5 KB).
 *
 * Budgets as a ratchet (they may only go down), issue 29: before, with supabase-js (realtime and
 * storage included) 203 and 210 KB as Chromium loaded them; with auth-js, postgrest-js and
 * functions-js alone 193.4 and 205.2 KB in the bench; /auth without the backend client at start
 * 165,920 B (162.0 KB), and without the dashboard's catalogue (the plans' names alone,
 * planTiers.ts) 162,900 B (159.1 KB); /dashboard 208,629 B (203.7 KB); rounded up to the next KB.
 * Raised once, to 161 and 205 KB: the newsletter form's texts joined the ui locale packs every
 * page with a part carries, and the plans' facts moved to flows' catalogue (163,945 and 209,451 B after both). The issue's goal (110 and 130 KB) is not
 * met: React Router (40 KB) and the app's frame still load on both (see BENCH.md).
 */
const budgets = { '/auth': 161 * 1024, '/dashboard': 205 * 1024 };

const assetsDir = path.join(clientDir, 'assets');

/** A chunk and every chunk it imports statically, as /assets/ paths. */
function withImports(chunk: string, found = new Set<string>()): Set<string> {
  if (found.has(chunk)) return found;
  found.add(chunk);
  const code = readFileSync(path.join(clientDir, chunk), 'utf8');
  for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    withImports(`/assets/${file}`, found);
  return found;
}

/** The one chunk named `name` (Rolldown names a chunk after its module), as an /assets/ path. */
function chunk(name: string): string {
  const files = readdirSync(assetsDir).filter((file) =>
    new RegExp(`^${name}-[\\w-]+\\.js$`).test(file),
  );
  expect(files, name).toHaveLength(1);
  return `/assets/${files[0]}`;
}

const shell = () => jsBytes(clientDir, path.join(clientDir, '__spa-fallback.html')).files;

/** The route's module and the chunks React Router preloads with it, from the build's manifest. */
function routeModule(id: string): string[] {
  const manifestFile = shell().find((file) => /\/manifest-[\w-]+\.js$/.test(file));
  const code = readFileSync(path.join(clientDir, manifestFile!), 'utf8');
  const manifest = JSON.parse(code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1)) as {
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const route = manifest.routes[id];
  expect(route, id).toBeDefined();
  return [route!.module, ...(route!.imports ?? [])];
}

/** Every file the page loads as it starts. */
function pageFiles(route: '/auth' | '/dashboard'): Set<string> {
  const atStart =
    route === '/auth'
      ? ['RouteAnnouncer', 'NoticeToaster']
      : [
          'RouteAnnouncer',
          'NoticeToaster',
          'sessionActor',
          'supabase',
          'InvoiceList',
          'AccountSettingsSection',
          'YourDataSection',
        ];
  const files = new Set(shell());
  for (const file of routeModule(`routes${route}`)) withImports(file, files);
  for (const name of atStart) withImports(chunk(name), files);
  return files;
}

const gzipped = (files: Set<string>) =>
  [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length,
    0,
  );

describe('the account pages’ JavaScript', () => {
  it('stays within each page’s gzipped budget', () => {
    for (const route of ['/auth', '/dashboard'] as const)
      expect(gzipped(pageFiles(route)), route).toBeLessThanOrEqual(budgets[route]);
  });

  it('keeps the backend client out of /auth’s module (it loads with the first submit)', () => {
    const authModule = new Set<string>();
    for (const file of routeModule('routes/auth')) withImports(file, authModule);
    expect([...authModule]).not.toContain(chunk('supabase'));
    expect([...authModule]).not.toContain(chunk('sessionActor'));
  });

  it('loads no realtime or storage client', () => {
    const code = [...withImports(chunk('supabase'))]
      .map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
      .join('\n');
    expect(code).not.toMatch(/realtime\/v1|storage\/v1/);
  });
});

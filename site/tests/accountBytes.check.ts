import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jsBytes } from '../scripts/js-budget.mjs';
import { clientDir } from './builtSite';

/*
 * What /auth and /dashboard load: the app shell (the SPA fallback's scripts, which the build check
 * holds to its own budget) and the backend client, imported on those pages at start
 * (lib/supabase.ts and the chunks it imports). Budget as a ratchet (it may only go down): issue
 * 29 measured 183.8 KB gzipped with supabase-js (shell 129.7 KB + client 54.2 KB, realtime and
 * storage included); with auth-js, postgrest-js and functions-js alone 158.1 KB (client 28.4 KB).
 */
const accountBudget = 160 * 1024;

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

describe('the account pages’ JavaScript', () => {
  it('stays within its gzipped budget, the backend client included', () => {
    const client = readdirSync(assetsDir).filter((file) => /^supabase-[\w-]+\.js$/.test(file));
    expect(client).toHaveLength(1);
    const shell = jsBytes(clientDir, path.join(clientDir, '__spa-fallback.html'));
    const files = new Set<string>(shell.files);
    for (const chunk of withImports(`/assets/${client[0]}`)) files.add(chunk);
    const gzip = [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length,
      0,
    );
    expect(gzip, '/auth and /dashboard').toBeLessThanOrEqual(accountBudget);
  });

  it('loads no realtime or storage client', () => {
    const client = readdirSync(assetsDir).find((file) => /^supabase-[\w-]+\.js$/.test(file));
    const code = [...withImports(`/assets/${client}`)]
      .map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
      .join('\n');
    expect(code).not.toMatch(/realtime\/v1|storage\/v1/);
  });
});

// A doc that names a file of this repository names one that exists: every `path/with.ext` written
// in code marks in README, CONTRIBUTING, docs/*.md, site/DECISIONS.md, site/BENCH.md and supabase/**/README.md is
// looked up from the repository's root and from the doc's own folder. `pnpm lint` runs it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const docs = tracked.filter((file) =>
  /^(?:README|CONTRIBUTING)\.md$|^docs\/[^/]+\.md$|^site\/(?:DECISIONS|BENCH)\.md$|^supabase\/(?:.+\/)?README\.md$/.test(
    file,
  ),
);

/** Code marks that name a repository file: a folder, a name and an extension, no pattern or URL. */
const PATH = /`((?:\.{1,2}\/|[\w@.-]+\/)[\w@./+-]*\.[a-z]{1,5})`/g;

test('the docs name only files that exist', () => {
  assert.ok(docs.length > 5, 'the docs were found');
  const missing = [];
  for (const doc of docs) {
    const text = readFileSync(path.join(root, doc), 'utf8');
    for (const [, named] of text.matchAll(PATH)) {
      // Upstream sources cited (supabase/auth's Go, the Supabase CLI), package specifiers and exports keys, and
      // generated or local-only files are not this repository's.
      if (
        /^(?:https?:|@|\.\/style\.css$|node_modules\/|\.data\/|build\/)|\.go$|^internal\//.test(
          named,
        )
      )
        continue;
      const relative = path.normalize(path.join(path.dirname(doc), named));
      // Outside the repository (the product spec beside the clone): not a file of this repository.
      if (relative.startsWith('..')) continue;
      if (existsSync(path.join(root, named)) || existsSync(path.join(root, relative))) continue;
      // A path written from its package's own folder (content/home.ts for site/app/content/home.ts).
      const tail = `/${named.replace(/^\.\//, '')}`;
      if (tracked.some((file) => file.endsWith(tail))) continue;
      missing.push(`${doc}: ${named}`);
    }
  }
  assert.deepEqual(missing, []);
});

// The site's machine-readable edition, from the same typed content the pages render: the Markdown
// twin of every indexable page in both languages (`<route>.md`, the home page's `index.md`, the
// French home page's `fr.md`), llms.txt and llms-full.txt. Node cannot import the TypeScript content itself, so Vite's module runner loads
// app/machine/index.ts (with the workspace packages from source, as the site's build does).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { markdownTwinOf } from './static-hosts.mjs';

// The site's sources: beside this script, or where a copy of the scripts is told (the account
// e2e lays its build out elsewhere and runs postbuild from there, as for build-islands.mjs).
const site =
  process.env.SITE_SOURCE_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {Promise<typeof import('../app/machine/index.ts')>} */
export async function loadMachineEdition() {
  const { module } = await runnerImport(path.join(site, 'app/machine/index.ts'), {
    configFile: false,
    logLevel: 'error',
    resolve: {
      alias: [
        {
          find: /^@northbeam\/flows$/,
          replacement: path.join(site, '../packages/flows/src/index.ts'),
        },
      ],
    },
  });
  return module;
}

/** The blog's Atom feed, linked from the blog's pages (as app/machine/index.ts writes it). */
export const feedPath = '/feed.xml';

/**
 * Writes every twin, llms.txt and llms-full.txt into the client directory. The twins must be
 * exactly the indexable pages the build rendered: a page without a twin, or a twin of a page that
 * is not built or is noindex (/auth, /dashboard, /fr/connexion, /fr/tableau-de-bord), fails the
 * build with the routes named.
 * @param {string} client the build's client directory
 * @param {string[]} indexable the routes of the built, indexable pages
 * @returns {Promise<Map<string, string>>} each route's content date (sitemap lastmod)
 */
export async function writeMachineEdition(client, indexable) {
  const edition = await loadMachineEdition();
  const pages = edition.machinePages();
  const twinned = new Set(pages.map((page) => page.path));
  const untwinned = indexable.filter((route) => !twinned.has(route));
  const stray = pages.map((page) => page.path).filter((route) => !indexable.includes(route));
  if (untwinned.length > 0 || stray.length > 0) {
    throw new Error(
      `postbuild: Markdown twins do not match the indexable pages (no twin: ${untwinned.join(', ') || 'none'}; twin of no indexable page: ${stray.join(', ') || 'none'})`,
    );
  }
  for (const page of pages) {
    const file = path.join(client, markdownTwinOf(page.path).slice(1));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.markdown);
  }
  writeFileSync(path.join(client, 'llms.txt'), edition.llmsTxt(pages));
  writeFileSync(path.join(client, 'llms-full.txt'), edition.llmsFullTxt(pages));
  if (edition.feedPath !== feedPath) throw new Error(`postbuild: the feed is ${edition.feedPath}`);
  writeFileSync(path.join(client, feedPath.slice(1)), edition.blogFeed());
  // IndexNow's key file, at the location `pnpm indexnow` names in its keyLocation.
  writeFileSync(path.join(client, 'indexnow.txt'), edition.indexNowKey);
  return new Map(pages.map((page) => [page.path, page.updated]));
}

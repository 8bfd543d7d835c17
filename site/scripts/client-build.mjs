// What every client build of the site shares: the React Router app's (vite.config.ts) and each
// acting part's (acting-parts.mjs), so a part's code is compiled as the app's is.
import path from 'node:path';

/**
 * The chunk groups: packages, each loaded whole by whatever imports it, since one file compresses
 * better than its modules spread over the automatic split. No rule names a source file of the
 * workspace (tests/chunkRules.check.ts): renaming a module moves no code between chunks.
 */
export const packageChunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ },
];

/**
 * The site builds the design system and the flows from source, so a component the ui has just
 * landed is usable without a package build; the published packages' exports maps stay untouched.
 * @param {string} siteDir the site's directory
 */
export const workspaceAliases = (siteDir) => [
  { find: /^@northbeam\/ui$/, replacement: path.join(siteDir, '../packages/ui/src/index.ts') },
  {
    find: /^@northbeam\/flows$/,
    replacement: path.join(siteDir, '../packages/flows/src/index.ts'),
  },
];

/** Constants the code reads: the year of the build (the footer's copyright). */
export const clientDefine = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

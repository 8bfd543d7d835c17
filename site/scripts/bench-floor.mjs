// The floor of a page that acts: the least a React root with one XState machine can ship. Built
// here, in the run that compares the pages with it, from the site's own react, react-dom, xstate
// and @xstate/react (so a version change moves the floor as it moves the pages), by the site's
// Vite with its default minifier, one file, then gzipped at level 9.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// One state, hydrated as the acting parts are (hydrateRoot, useMachine); no JSX, so no plugin.
const part = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useMachine } from '@xstate/react';
import { createMachine } from 'xstate';

const machine = createMachine({ id: 'floor', initial: 'idle', states: { idle: {} } });

function Part() {
  const [snapshot] = useMachine(machine);
  return createElement('p', null, String(snapshot.value));
}

hydrateRoot(document.getElementById('part'), createElement(Part));
`;

/**
 * @param {string} siteDir the site's directory (its node_modules give the versions)
 * @returns {Promise<{ raw: number; gzip: number; versions: string }>}
 */
export async function floorBytes(siteDir) {
  // Inside the site, so the part's imports resolve to the site's packages.
  const dir = path.join(siteDir, 'build', 'floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'part.js'), part);
  await build({
    configFile: false,
    logLevel: 'warn',
    root: dir,
    mode: 'production',
    build: {
      outDir: path.join(dir, 'dist'),
      emptyOutDir: true,
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: path.join(dir, 'part.js') },
    },
  });
  let raw = 0;
  let gzip = 0;
  const assets = path.join(dir, 'dist', 'assets');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const body = readFileSync(path.join(assets, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const require = createRequire(path.join(siteDir, 'package.json'));
  const version = (name) => require(`${name}/package.json`).version;
  const versions = `react ${version('react')}, react-dom ${version('react-dom')}, xstate ${version('xstate')}, @xstate/react ${version('@xstate/react')}`;
  return { raw, gzip, versions };
}
